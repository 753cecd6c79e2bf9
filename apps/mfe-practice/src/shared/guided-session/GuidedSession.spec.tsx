import '../../../../../tools/test/polyfills';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { FakeAudioContext, FakeOfflineAudioContext } from '../../../../../tools/test/fake-audio-context';
import { installFakeMedia } from '../../../../../tools/test/fake-media';
import { setupUser } from '../../../../../tools/test/user';
import { GuidedSession, SCREEN_OFF_NOTE, type GuidedSessionResult } from './GuidedSession';

const GUIDANCE = 'Lluvia dorada: siéntate cómoda. Deja caer los hombros.';

function open(totalSeconds = 30, album?: string) {
  const onFinished = jest.fn<void, [GuidedSessionResult]>();
  const onClose = jest.fn();
  const user = setupUser({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const { unmount } = render(
    <QueryClientProvider client={new QueryClient()}>
      <GuidedSession
        title="Lluvia dorada"
        album={album}
        imageUrl="/assets/lluvia-dorada.webp"
        guidance={GUIDANCE}
        totalSeconds={totalSeconds}
        onFinished={onFinished}
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  return { user, onFinished, onClose, unmount };
}

const advance = (seconds: number) => act(() => jest.advanceTimersByTime(seconds * 1000));
const phase = () => screen.getByRole('status').textContent;
const remaining = () => screen.getByText(/Tiempo restante/).textContent;

describe('guided session', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeAudioContext.made = [];
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { AudioContext?: unknown }).AudioContext;
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    delete (navigator as { wakeLock?: unknown }).wakeLock;
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('should start ready: pacing choice with Calma chosen, interval bells off, the length, no spoken guide without a Spanish voice', () => {
    open(600);
    expect(screen.getByRole('dialog', { name: 'Lluvia dorada' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Calma/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Cuadrada/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Relajación 4-7-8/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Campanas intermedias' })).toHaveValue('0');
    expect(screen.getByText('10:00')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Guía hablada' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Este dispositivo no tiene una voz en español: la guía se muestra como texto.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comenzar' })).toHaveFocus();
  });

  it('should pace the breath with the Spanish phase words, the countdown and the time left', async () => {
    const { user } = open(30);
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    expect(screen.getByRole('button', { name: 'Pausar' })).toHaveFocus();
    expect(phase()).toBe('Inhala');
    expect(remaining()).toContain('0:30');
    advance(1);
    expect(screen.getByText('3')).toBeInTheDocument();
    advance(3);
    expect(phase()).toBe('Sostén');
    advance(4);
    expect(phase()).toBe('Exhala');
    expect(remaining()).toContain('0:22');
    advance(6);
    expect(phase()).toBe('Inhala');
  });

  it('should follow the square pacing when chosen', async () => {
    const { user } = open(60);
    await user.click(screen.getByRole('radio', { name: /Cuadrada/ }));
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    advance(12);
    expect(phase()).toBe('Sostén');
    advance(4);
    expect(phase()).toBe('Inhala');
  });

  it('should show the meditation text in steps across the session', async () => {
    const { user } = open(100);
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    expect(screen.getByText(/Busca una postura cómoda/)).toBeInTheDocument();
    advance(20);
    // The title, and now the first sentence of the text.
    expect(screen.getAllByText('Lluvia dorada')).toHaveLength(2);
    advance(20);
    expect(screen.getByText('Siéntate cómoda.')).toBeInTheDocument();
    advance(45);
    expect(screen.getByText(/Vuelve poco a poco/)).toBeInTheDocument();
  });

  it('should pause and resume with Space, and not count the pause', async () => {
    const { user } = open(30);
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    advance(5);
    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Reanudar' })).toBeInTheDocument();
    expect(phase()).toBe('Sesión en pausa');
    advance(60);
    expect(remaining()).toContain('0:25');
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    advance(5);
    expect(remaining()).toContain('0:20');
  });

  it('should pause and resume with the button', async () => {
    const { user } = open(30);
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(screen.getByRole('button', { name: 'Reanudar' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pausar' })).toHaveFocus();
  });

  it('should ask before ending with Escape, go on when the person stays, and leave without completing when confirmed', async () => {
    const { user, onClose, onFinished } = open(30);
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    advance(3);
    await user.keyboard('{Escape}');
    const dialog = await screen.findByRole('dialog', { name: '¿Terminar la sesión?' });
    advance(10);
    await user.click(within(dialog).getByRole('button', { name: 'Seguir meditando' }));
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    expect(remaining()).toContain('0:27');
    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Terminar la sesión?' })).getByRole('button', {
        name: 'Terminar sesión',
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('should keep Tab inside the session', async () => {
    const { user } = open(30);
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    expect(screen.getByRole('button', { name: 'Pausar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Terminar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Sonido de fondo/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pausar' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: /^Sonido de fondo/ })).toHaveFocus();
  });

  it('should close at once with Escape before starting', async () => {
    const { user, onClose } = open(30);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should finish at its end, once, with the seconds practised and an id made at start', async () => {
    const { user, onFinished } = open(30);
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    advance(29);
    expect(onFinished).not.toHaveBeenCalled();
    advance(1);
    expect(screen.getByRole('heading', { name: 'Sesión completada' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Pausar' })).not.toBeInTheDocument();
    advance(30);
    expect(onFinished).toHaveBeenCalledTimes(1);
    const result = onFinished.mock.calls[0]![0];
    expect(result.seconds).toBe(30);
    expect(result.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.parse(result.finishedAt) - Date.parse(result.startedAt)).toBe(30_000);
  });

  it('should ring the start bell, each interval bell and the end bell, synthesised', async () => {
    (window as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
    const { user } = open(150);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campanas intermedias' }), 'Cada minuto');
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    // Each bell: its pitch and an inharmonic partial above it.
    expect(FakeAudioContext.pitches()).toEqual([528, 528 * 2.76]);
    advance(60);
    expect(FakeAudioContext.pitches().slice(2)).toEqual([660, 660 * 2.76]);
    advance(90);
    expect(FakeAudioContext.pitches().slice(4)).toEqual([660, 660 * 2.76, 432, 432 * 2.76]);
    expect(FakeAudioContext.made).toHaveLength(1);
  });

  it('should run silent when the browser has no Web Audio', async () => {
    const { user, onFinished } = open(5);
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    advance(5);
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('should offer spoken guidance only with a Spanish voice, and speak the steps in it', async () => {
    const speak = jest.fn();
    const voices = [
      { lang: 'en-US', name: 'English' },
      { lang: 'es-ES', name: 'Mónica' },
    ];
    (window as { speechSynthesis?: unknown }).speechSynthesis = {
      getVoices: () => voices,
      speak,
      cancel: jest.fn(),
      speaking: false,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    };
    (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance = class {
      voice: unknown = null;
      lang = '';
      rate = 1;
      constructor(public text: string) {}
    };
    const { user } = open(100);
    expect(screen.queryByText(/no tiene una voz en español/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Guía hablada' }));
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    const first = speak.mock.calls[0]![0] as { text: string; voice: { name: string } };
    expect(first.text).toMatch(/Busca una postura cómoda/);
    expect(first.voice.name).toBe('Mónica');
  });

  it('should guide with words alone when the person prefers reduced motion', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
    const { user } = open(30);
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    expect(screen.queryByTestId('breath-circle')).not.toBeInTheDocument();
    expect(phase()).toBe('Inhala');
  });

  it('should keep the screen awake while running and let it go on pause and when leaving', async () => {
    const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
    const release = jest.fn(() => Promise.resolve());
    const request = jest.fn(() => {
      const sentinel = {
        released: false,
        release: () => {
          sentinel.released = true;
          return release();
        },
      };
      sentinels.push(sentinel);
      return Promise.resolve(sentinel);
    });
    (navigator as { wakeLock?: unknown }).wakeLock = { request };
    const { user, unmount } = open(30);
    expect(request).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    expect(request).toHaveBeenCalledWith('screen');
    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(release).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Reanudar' }));
    expect(request).toHaveBeenCalledTimes(2);
    await act(async () => Promise.resolve());
    // Still held: coming back to the page asks nothing; after the browser dropped it, asks again.
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(request).toHaveBeenCalledTimes(2);
    sentinels[1]!.released = true;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(async () => Promise.resolve());
    expect(request).toHaveBeenCalledTimes(3);
    unmount();
    await act(async () => Promise.resolve());
    expect(release).toHaveBeenCalledTimes(2);
  });

  describe('played through an audio element (goes on with the screen locked)', () => {
    let media: ReturnType<typeof installFakeMedia>;
    let position = 0;
    beforeEach(() => {
      media = installFakeMedia();
      position = 0;
      FakeOfflineAudioContext.made = [];
      (window as { OfflineAudioContext?: unknown }).OfflineAudioContext = FakeOfflineAudioContext;
      (window as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
      Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', {
        configurable: true,
        get: () => position,
        set: (v: number) => {
          position = v;
        },
      });
    });
    afterEach(() => {
      media.restore();
      delete (window as { OfflineAudioContext?: unknown }).OfflineAudioContext;
      delete (HTMLMediaElement.prototype as { currentTime?: unknown }).currentTime;
    });
    const playTo = (seconds: number, audio: HTMLAudioElement) =>
      act(() => {
        position = seconds;
        audio.dispatchEvent(new Event('timeupdate'));
      });

    it("should go on with the page's clock and live bells when the file stalls, from where it was", async () => {
      open(30);
      await act(() => jest.advanceTimersByTimeAsync(1000));
      const { user } = { user: setupUser({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }) };
      await user.click(screen.getByRole('button', { name: 'Comenzar' }));
      const audio = screen.getByRole('dialog').querySelector('audio')!;
      playTo(5, audio);
      expect(remaining()).toContain('0:25');
      // The file stops moving while the session runs: after 3 s the page's clock takes over.
      advance(4);
      expect(audio.paused).toBe(true);
      advance(6);
      // From 5 s, as the file stopped there: the 3 s it stood still were not heard.
      expect(remaining()).toMatch(/0:1[89]/);
      advance(20);
      expect(screen.getByRole('heading', { name: 'Sesión completada' })).toBeInTheDocument();
    });

    it("should go on with the page's clock when the file's playback is refused, but not when a pause cut it short", async () => {
      open(30);
      await act(() => jest.advanceTimersByTimeAsync(1000));
      const play = jest
        .spyOn(HTMLMediaElement.prototype, 'play')
        .mockRejectedValueOnce(new DOMException('cortado', 'AbortError'));
      const user = setupUser({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.click(screen.getByRole('button', { name: 'Comenzar' }));
      await act(() => jest.advanceTimersByTimeAsync(0));
      // Interrupted by a pause: still the file's session, whose time has not moved.
      expect(FakeAudioContext.pitches()).toEqual([]);
      play.mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
      await user.click(screen.getByRole('button', { name: 'Pausar' }));
      await user.click(screen.getByRole('button', { name: 'Reanudar' }));
      await act(() => jest.advanceTimersByTimeAsync(0));
      // Refused: the start bell rings live and the page's clock counts the session.
      expect(FakeAudioContext.pitches().length).toBeGreaterThan(0);
      await act(() => jest.advanceTimersByTimeAsync(31_000));
      expect(screen.getByRole('heading', { name: 'Sesión completada' })).toBeInTheDocument();
      play.mockRestore();
    });

    it('should render the session ahead, play it with the lock screen showing the meditation, and follow its position', async () => {
      const { user, onFinished } = open(30, 'Calma');
      expect(screen.getByText(SCREEN_OFF_NOTE)).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(FakeOfflineAudioContext.made.length).toBeGreaterThan(0);
      await user.click(screen.getByRole('button', { name: 'Comenzar' }));
      const audio = screen.getByRole('dialog').querySelector('audio')!;
      expect(audio.paused).toBe(false);
      expect(audio.src).toMatch(/^blob:/);
      expect(media.session.metadata).toMatchObject({
        title: 'Lluvia dorada',
        artist: 'Inhala',
        album: 'Calma',
        artwork: [{ src: '/assets/lluvia-dorada.webp' }],
      });
      // The bells are in the file: none rings live.
      expect(FakeAudioContext.pitches()).toEqual([]);
      playTo(9, audio);
      expect(phase()).toBe('Exhala');
      expect(remaining()).toContain('0:21');

      // The lock screen pauses and resumes the session, and moves it.
      act(() => media.session.handlers.get('pause')?.({}));
      expect(audio.paused).toBe(true);
      expect(screen.getByRole('button', { name: 'Reanudar' })).toBeInTheDocument();
      act(() => media.session.handlers.get('play')?.({}));
      expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
      act(() => media.session.handlers.get('seekforward')?.({}));
      expect(position).toBe(24);
      expect(remaining()).toContain('0:06');
      act(() => media.session.handlers.get('seekbackward')?.({ seekOffset: 5 }));
      expect(position).toBe(19);

      // A pause from outside (headphones taken off) pauses the session too.
      act(() => audio.pause());
      expect(screen.getByRole('button', { name: 'Reanudar' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Reanudar' }));
      expect(audio.paused).toBe(false);

      playTo(30, audio);
      expect(screen.getByRole('heading', { name: 'Sesión completada' })).toBeInTheDocument();
      // 10 s skipped forward on the lock screen were not practised.
      expect(onFinished.mock.calls[0]![0].seconds).toBe(20);
      expect(media.session.metadata).toBeNull();
    });

    it('should say, at every screen size, that the sound is being prepared when started before it is ready', async () => {
      const { user } = open(30);
      await user.click(screen.getByRole('button', { name: 'Comenzar' }));
      // The one status while it waits; nothing around it is hidden on a phone's short screen
      // (jsdom applies no media query: the class that would hide it is what is checked).
      const preparing = screen.getByRole('status');
      expect(preparing).toHaveTextContent('Preparando el sonido de la sesión…');
      expect(preparing.closest('[class*="max-height:720px)]:hidden"]')).toBeNull();
      expect(screen.queryByTestId('keys-hint')).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(screen.getByRole('dialog').querySelector('audio')!.paused).toBe(false);
      expect(screen.queryByText('Preparando el sonido de la sesión…')).not.toBeInTheDocument();
      expect(phase()).toBe('Inhala');
      // The keys' hint gives its room to the background on a phone's short screen.
      expect(screen.getByTestId('keys-hint')).toHaveClass('[@media(max-height:720px)]:hidden');
    });

    it("should pause before asking, when the lock screen's stop is pressed, and go on if the person stays", async () => {
      const { user, onClose } = open(30);
      await act(() => jest.advanceTimersByTimeAsync(1000));
      await user.click(screen.getByRole('button', { name: 'Comenzar' }));
      const audio = screen.getByRole('dialog').querySelector('audio')!;
      playTo(5, audio);
      act(() => media.session.handlers.get('stop')?.({}));
      expect(audio.paused).toBe(true);
      const confirm = await screen.findByRole('dialog', { name: '¿Terminar la sesión?' });
      await user.click(within(confirm).getByRole('button', { name: 'Seguir meditando' }));
      expect(audio.paused).toBe(false);
      expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
    });
  });
});
