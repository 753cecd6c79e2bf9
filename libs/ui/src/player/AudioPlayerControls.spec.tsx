import '../../../../tools/test/lazy-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { installFakeMedia } from '../../../../tools/test/fake-media';
import { setupUser, type UserEvent } from '../../../../tools/test/user';
import { AudioPlayer } from '../components/AudioPlayer';
import { createQueryClient } from '../data/query-client';
import { ToastProvider } from '../toast/Toaster';

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}

const SRC = 'http://localhost/uploads/a.mp3';

function renderPlayer(props: Partial<Parameters<typeof AudioPlayer>[0]> = {}) {
  const view = render(<AudioPlayer src={SRC} label="Cuerpo en calma" {...props} />, { wrapper: Providers });
  const audio = view.container.querySelector('audio') as HTMLAudioElement;
  return { ...view, audio };
}

function loadMetadata(audio: HTMLAudioElement, seconds: number) {
  Object.defineProperty(audio, 'duration', { configurable: true, value: seconds });
  fireEvent.loadedMetadata(audio);
}

/** A position report from the browser while playing. */
function playTo(audio: HTMLAudioElement, seconds: number) {
  audio.currentTime = seconds;
  fireEvent.timeUpdate(audio);
}

let user: UserEvent;
let pause: jest.SpyInstance;
beforeEach(() => {
  user = setupUser();
  localStorage.clear();
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the full player', () => {
  it('skips 15 s back and forward, inside the recording', async () => {
    const { audio } = renderPlayer();
    loadMetadata(audio, 100);
    await user.click(screen.getByRole('button', { name: '+15 s (avanzar)' }));
    expect(audio.currentTime).toBe(15);
    playTo(audio, 92);
    await user.click(screen.getByRole('button', { name: '+15 s (avanzar)' }));
    expect(audio.currentTime).toBe(100);
    playTo(audio, 10);
    await user.click(screen.getByRole('button', { name: '−15 s (retroceder)' }));
    expect(audio.currentTime).toBe(0);
  });

  it('plays at the chosen speed, and keeps it on the device for the next recording', async () => {
    const { audio, unmount } = renderPlayer();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Velocidad' }), '1,25 ×');
    expect(audio.playbackRate).toBe(1.25);
    unmount();
    const again = renderPlayer();
    expect(again.audio.playbackRate).toBe(1.25);
    expect(screen.getByRole('combobox', { name: 'Velocidad' })).toHaveDisplayValue('1,25 ×');
  });

  it('starts where the person left off, and can start over', async () => {
    const onProgress = jest.fn();
    const { audio } = renderPlayer({ startAt: 100, onProgress });
    loadMetadata(audio, 600);
    expect(audio.currentTime).toBe(100);
    expect(screen.getByText(/Continúas donde lo dejaste \(1:40\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Empezar desde el principio' }));
    expect(audio.currentTime).toBe(0);
    expect(onProgress).toHaveBeenLastCalledWith(0, 600);
    expect(screen.queryByText(/Continúas donde lo dejaste/)).not.toBeInTheDocument();
  });

  it('does not jump to a saved position once the person has moved, nor to one past the end', () => {
    const moved = renderPlayer();
    loadMetadata(moved.audio, 600);
    playTo(moved.audio, 30);
    moved.rerender(<AudioPlayer src={SRC} label="Cuerpo en calma" startAt={100} />);
    expect(moved.audio.currentTime).toBe(30);
    moved.unmount();

    const past = renderPlayer({ startAt: 900 });
    loadMetadata(past.audio, 600);
    expect(past.audio.currentTime).toBe(0);
    expect(screen.queryByText(/Continúas donde lo dejaste/)).not.toBeInTheDocument();
  });

  it('reports the position every 5 s while playing, and on pause and at the end', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const onProgress = jest.fn();
    const { audio } = renderPlayer({ onProgress });
    loadMetadata(audio, 300);
    await user.click(screen.getByRole('button', { name: 'Reproducir Cuerpo en calma' }));
    now += 1_000;
    playTo(audio, 1);
    expect(onProgress).not.toHaveBeenCalled();
    now += 4_000;
    playTo(audio, 5);
    expect(onProgress).toHaveBeenLastCalledWith(5, 300);
    now += 1_000;
    playTo(audio, 6);
    expect(onProgress).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Pausar Cuerpo en calma' }));
    expect(onProgress).toHaveBeenLastCalledWith(6, 300);
    audio.currentTime = 300;
    fireEvent.ended(audio);
    expect(onProgress).toHaveBeenLastCalledWith(300, 300);
  });

  it('has a sleep timer that fades the last 30 s and then pauses', async () => {
    let now = 5_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    jest.useFakeTimers({ doNotFake: ['Date'] });
    user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    const onProgress = jest.fn();
    const { audio } = renderPlayer({ onProgress });
    loadMetadata(audio, 7200);
    await user.click(screen.getByRole('button', { name: 'Reproducir Cuerpo en calma' }));
    Object.defineProperty(audio, 'paused', { configurable: true, value: false });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Temporizador' }), '5 minutos');
    expect(screen.getByText('Se apagará en 5:00')).toBeInTheDocument();
    expect(audio.volume).toBe(1);
    pause.mockClear();

    const advance = (ms: number) =>
      act(() => {
        now += ms;
        jest.advanceTimersByTime(ms);
      });
    advance(270_000);
    expect(audio.volume).toBe(1);
    expect(screen.getByText('Se apagará en 0:30')).toBeInTheDocument();
    advance(15_000);
    expect(audio.volume).toBeCloseTo(0.5, 1);
    expect(pause).not.toHaveBeenCalled();
    advance(15_000);
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reproducir Cuerpo en calma' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Temporizador' })).toHaveDisplayValue('Sin temporizador');
    // Loud again for the next play.
    expect(audio.volume).toBe(1);
    expect(onProgress).toHaveBeenCalled();
  });

  it('fades out over the recording’s last 30 s with ‘Al terminar’', async () => {
    jest.useFakeTimers();
    user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    const { audio } = renderPlayer();
    loadMetadata(audio, 600);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Temporizador' }), 'Al terminar');
    act(() => {
      audio.currentTime = 500;
      jest.advanceTimersByTime(300);
    });
    expect(screen.getByText('Se apagará en 1:40')).toBeInTheDocument();
    expect(audio.volume).toBe(1);
    act(() => {
      audio.currentTime = 590;
      jest.advanceTimersByTime(300);
    });
    expect(audio.volume).toBeLessThan(0.5);
  });

  it('shows the extra actions it is given', () => {
    renderPlayer({ actions: <button type="button">Descargar</button> });
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeInTheDocument();
  });

  it('loads captions as a Spanish track', () => {
    const { audio } = renderPlayer({ captionsUrl: '/api/meditations/7/captions.vtt' });
    const track = audio.querySelector('track') as HTMLTrackElement;
    expect(track).toHaveAttribute('src', '/api/meditations/7/captions.vtt');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'es');
  });
});

describe('the compact player (a voice note)', () => {
  it('has no skips, speed or timer', () => {
    renderPlayer({ controls: 'compact' });
    expect(screen.queryByRole('button', { name: '+15 s (avanzar)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Velocidad' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Temporizador' })).not.toBeInTheDocument();
  });
});

describe('the lock screen (Media Session)', () => {
  let media: ReturnType<typeof installFakeMedia>;
  beforeEach(() => {
    media = installFakeMedia();
  });
  afterEach(() => media.restore());
  const press = (action: string, details: { seekTime?: number; seekOffset?: number } = {}) =>
    act(async () => media.session.handlers.get(action)?.(details));

  const info = { title: 'Cuerpo en calma', album: 'Sueño', artworkUrl: '/assets/cuerpo.webp' };

  it('shows nothing there before the person plays', () => {
    renderPlayer({ media: info });
    expect(media.session.metadata).toBeNull();
  });

  it('shows the title, Inhala, the category and the artwork once playing, with its state and position', async () => {
    const { audio } = renderPlayer({ media: info });
    loadMetadata(audio, 600);
    await user.click(screen.getByRole('button', { name: 'Reproducir Cuerpo en calma' }));
    await screen.findByRole('button', { name: 'Pausar Cuerpo en calma' });
    expect(media.session.metadata).toMatchObject({
      title: 'Cuerpo en calma',
      artist: 'Inhala',
      album: 'Sueño',
    });
    expect(media.session.metadata?.artwork?.map((a) => a.src)).toEqual(['/assets/cuerpo.webp']);
    expect(media.session.playbackState).toBe('playing');
    playTo(audio, 42);
    expect(media.session.positions.at(-1)).toEqual({ duration: 600, position: 42, playbackRate: 1 });
    await user.click(screen.getByRole('button', { name: 'Pausar Cuerpo en calma' }));
    expect(media.session.playbackState).toBe('paused');
  });

  it('obeys the lock screen’s buttons', async () => {
    const { audio } = renderPlayer({ media: info });
    loadMetadata(audio, 600);
    await user.click(screen.getByRole('button', { name: 'Reproducir Cuerpo en calma' }));
    await screen.findByRole('button', { name: 'Pausar Cuerpo en calma' });
    playTo(audio, 100);
    await press('seekforward');
    expect(audio.currentTime).toBe(115);
    await press('seekbackward', { seekOffset: 10 });
    expect(audio.currentTime).toBe(105);
    await press('seekto', { seekTime: 300 });
    expect(audio.currentTime).toBe(300);
    await press('pause');
    expect(audio.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Reproducir Cuerpo en calma' })).toBeInTheDocument();
    await press('play');
    expect(audio.paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pausar Cuerpo en calma' })).toBeInTheDocument();
    await press('stop');
    expect(audio.paused).toBe(true);
    expect(audio.currentTime).toBe(0);
  });

  it('gives the lock screen to the player heard last; one that pauses does not take it back', async () => {
    const view = render(
      <>
        <AudioPlayer src="http://localhost/uploads/a.mp3" label="Primera" media={{ title: 'Primera' }} />
        <AudioPlayer src="http://localhost/uploads/b.mp3" label="Segunda" media={{ title: 'Segunda' }} />
      </>,
      { wrapper: Providers },
    );
    const [a, b] = Array.from(view.container.querySelectorAll('audio'));
    loadMetadata(a!, 60);
    loadMetadata(b!, 60);
    await user.click(screen.getByRole('button', { name: 'Reproducir Primera' }));
    await screen.findByRole('button', { name: 'Pausar Primera' });
    expect(media.session.metadata).toMatchObject({ title: 'Primera' });
    await user.click(screen.getByRole('button', { name: 'Reproducir Segunda' }));
    await screen.findByRole('button', { name: 'Pausar Segunda' });
    expect(media.session.metadata).toMatchObject({ title: 'Segunda' });
    await user.click(screen.getByRole('button', { name: 'Pausar Primera' }));
    expect(media.session.metadata).toMatchObject({ title: 'Segunda' });
    expect(media.session.playbackState).toBe('playing');
    await user.click(screen.getByRole('button', { name: 'Reproducir Primera' }));
    await screen.findByRole('button', { name: 'Pausar Primera' });
    await waitFor(() => expect(media.session.metadata).toMatchObject({ title: 'Primera' }));
  });

  it('leaves the lock screen when the page goes', async () => {
    const { audio, unmount } = renderPlayer({ media: info });
    loadMetadata(audio, 600);
    await user.click(screen.getByRole('button', { name: 'Reproducir Cuerpo en calma' }));
    await screen.findByRole('button', { name: 'Pausar Cuerpo en calma' });
    unmount();
    expect(media.session.metadata).toBeNull();
    expect(media.session.handlers.get('play')).toBeNull();
  });
});
