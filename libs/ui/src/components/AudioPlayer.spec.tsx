import '../../../../tools/test/lazy-ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../../tools/test/user';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../data/query-client';
import { ToastProvider } from '../toast/Toaster';
import { AudioPlayer } from './AudioPlayer';
import { MeditationMedia } from './MeditationMedia';

let user: UserEvent;

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
beforeEach(() => {
  user = setupUser();
});

function renderPlayer(
  src = 'http://localhost/uploads/a.mp3',
  label?: string,
  onComplete?: (s: number) => void,
) {
  const view = render(<AudioPlayer src={src} label={label} onComplete={onComplete} />, {
    wrapper: Providers,
  });
  const audio = view.container.querySelector('audio') as HTMLAudioElement;
  return { ...view, audio };
}

/** jsdom loads no media: the metadata event is sent by hand with the length the file would have. */
function loadMetadata(audio: HTMLAudioElement, seconds: number) {
  Object.defineProperty(audio, 'duration', { configurable: true, value: seconds });
  fireEvent.loadedMetadata(audio);
}

describe('AudioPlayer', () => {
  let play: jest.SpyInstance;
  beforeEach(() => {
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('plays and pauses, naming what it plays', async () => {
    renderPlayer(undefined, 'Respiración del océano');
    expect(screen.getByRole('group', { name: 'Reproductor de Respiración del océano' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reproducir Respiración del océano' }));
    expect(play).toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Pausar Respiración del océano' }));
    expect(screen.getByRole('button', { name: 'Reproducir Respiración del océano' })).toBeInTheDocument();
  });

  it('shows the position and length in m:ss and seeks with the keyboard', async () => {
    const { audio } = renderPlayer();
    const slider = screen.getByRole('slider', { name: 'Progreso del audio' });
    expect(slider).toBeDisabled();
    loadMetadata(audio, 125);
    expect(slider).toBeEnabled();
    expect(screen.getByText('2:05')).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 de 2:05 (0 %)');

    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(audio.currentTime).toBe(10);
    expect(slider).toHaveAttribute('aria-valuetext', '0:10 de 2:05 (8 %)');
    await user.keyboard('{PageUp}');
    expect(audio.currentTime).toBe(40);
    await user.keyboard('{ArrowLeft}');
    expect(audio.currentTime).toBe(35);
    await user.keyboard('{End}');
    expect(audio.currentTime).toBe(125);
    await user.keyboard('{Home}');
    expect(audio.currentTime).toBe(0);

    fireEvent.change(slider, { target: { value: '61' } });
    expect(audio.currentTime).toBe(61);
    expect(screen.getByText('1:01')).toBeInTheDocument();
    expect(screen.getByText('49 %')).toBeInTheDocument();
  });

  it('reads 0:00 and 0 % while the length is unknown or invalid', () => {
    const { audio } = renderPlayer();
    loadMetadata(audio, Number.NaN);
    expect(screen.getAllByText('0:00')).toHaveLength(2);
    expect(screen.getByText('0 %')).toBeInTheDocument();
    loadMetadata(audio, Infinity);
    expect(screen.getAllByText('0:00')).toHaveLength(2);
  });

  it('counts the file as finished once, at 90 % of its length', () => {
    const onComplete = jest.fn();
    const { audio } = renderPlayer(undefined, undefined, onComplete);
    loadMetadata(audio, 100);
    const playTo = (seconds: number) => {
      audio.currentTime = seconds;
      fireEvent.timeUpdate(audio);
    };
    // Listened in quarter-second steps up to 20 s, then a seek to 89 s (not listened).
    for (let t = 0.25; t <= 20; t += 0.25) playTo(t);
    playTo(89);
    expect(onComplete).not.toHaveBeenCalled();
    playTo(90);
    // 20 s listened plus the last second: the seek adds nothing.
    expect(onComplete).toHaveBeenCalledWith(21);
    playTo(95);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.getByText('95 %')).toBeInTheDocument();
  });

  it('mutes and unmutes', async () => {
    const { audio } = renderPlayer();
    const mute = screen.getByRole('button', { name: 'Silenciar' });
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(audio.muted).toBe(true);
    await user.click(mute);
    expect(audio.muted).toBe(false);
  });

  it('says so when the file cannot be played or loaded', async () => {
    play.mockRejectedValue(new Error('NotAllowedError'));
    const { audio } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Reproducir' }));
    expect(
      await screen.findByText('No se pudo reproducir el audio. El archivo no está disponible.'),
    ).toBeInTheDocument();
    fireEvent.error(audio);
    expect(
      await screen.findByText('El archivo de audio no se pudo cargar. Puede que no esté disponible.'),
    ).toBeInTheDocument();
  });

  describe('offline', () => {
    const setOnline = (online: boolean) =>
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    afterEach(() => setOnline(true));

    it('says a file it cannot reach offline needs the network, and loads it again when the network is back', async () => {
      const load = jest.mocked(HTMLMediaElement.prototype.load);
      const { audio } = renderPlayer();
      setOnline(false);
      fireEvent.error(audio);
      expect(
        await screen.findByText(/Necesitas conexión a internet para escuchar este audio\./),
      ).toBeInTheDocument();
      expect(screen.queryByText(/El archivo/)).not.toBeInTheDocument();

      const loadsBefore = load.mock.calls.length;
      setOnline(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(load.mock.calls.length).toBe(loadsBefore + 1);
      expect(screen.queryByText(/Necesitas conexión/)).not.toBeInTheDocument();
    });

    it('says so for a play refused offline, and plays on Reintentar once online', async () => {
      play.mockRejectedValueOnce(new Error('NotSupportedError'));
      renderPlayer();
      setOnline(false);
      await user.click(screen.getByRole('button', { name: 'Reproducir' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Necesitas conexión a internet para escuchar este audio.',
      );
      expect(screen.queryByText(/El archivo no está disponible/)).not.toBeInTheDocument();

      // Still offline: nothing to retry yet.
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(play).toHaveBeenCalledTimes(1);
      setOnline(true);
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(play).toHaveBeenCalledTimes(2);
      expect(await screen.findByRole('button', { name: 'Pausar' })).toBeInTheDocument();
      expect(screen.queryByText(/Necesitas conexión/)).not.toBeInTheDocument();
    });

    it('says a meditation needs the network, in its own words', async () => {
      const view = render(
        <MeditationMedia
          name="Respiración del océano"
          videoUrl={null}
          mediaUrl="/uploads/11111111-2222-4333-8444-555555555555.mp3"
          mediaType="audio"
          imageUrl={null}
        />,
        { wrapper: Providers },
      );
      setOnline(false);
      fireEvent.error(view.container.querySelector('audio') as HTMLAudioElement);
      expect(
        await screen.findByText(/Necesitas conexión a internet para escuchar esta meditación\./),
      ).toBeInTheDocument();
    });
  });

  it('starts over when given another file', () => {
    const { audio, rerender } = renderPlayer();
    loadMetadata(audio, 90);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '30' } });
    rerender(<AudioPlayer src="http://localhost/uploads/b.mp3" />);
    expect(screen.getByRole('slider')).toBeDisabled();
    expect(screen.getAllByText('0:00')).toHaveLength(2);
  });
});
