import '../../../../../tools/test/lazy-ui';
import { person } from '../../../../../tools/test/chat-fixtures';
import { contentBundle, meditationView } from '../../../../../tools/test/content-fixtures';
import { fakeResponse } from '../../../../../tools/test/polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { setupUser } from '../../../../../tools/test/user';
import { MemoryRouter } from 'react-router-dom';
import type { MeditationView } from '@inhala/domain';
import {
  OfflineSync,
  SessionProvider,
  ToastProvider,
  createQueryClient,
  pendingWrites,
  resetWriteQueueForTests,
} from '@inhala/ui';
import MeditationRoutes from './MeditationRoutes';
import { stubMediaElement } from '../../../../../tools/test/fake-media';

const meditation = (change: Partial<MeditationView>): MeditationView => meditationView(change);

function openPlayer(m: MeditationView, path = '/meditation/1', pending?: string) {
  window.localStorage.clear();
  resetWriteQueueForTests();
  if (pending) window.localStorage.setItem('practice_pending', pending);
  window.localStorage.setItem('user', JSON.stringify(person('client')));
  window.localStorage.setItem('sessionId', 'a'.repeat(32));
  window.localStorage.setItem('lastSessionValidation', String(Date.now()));
  const content = contentBundle([m]);
  global.fetch = jest.fn(async (url: string) =>
    url === '/api/content' ? fakeResponse(200, JSON.stringify(content)) : fakeResponse(200, '[]'),
  ) as unknown as typeof fetch;
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <SessionProvider onRequestSignIn={() => undefined} onSignedOut={() => undefined}>
            {/* The shell's: it sends what waits in the offline queue on start and on reconnection. */}
            <OfflineSync />
            <MeditationRoutes />
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('meditation player', () => {
  beforeEach(() => {
    stubMediaElement();
  });
  afterEach(() => jest.restoreAllMocks());

  it('plays an uploaded audio file in the player, from this origin', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = openPlayer(
      meditation({
        mediaUrl: '/uploads/0b7c.mp3',
        mediaType: 'audio',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      }),
    );
    await setupUser().click(await screen.findByRole('button', { name: 'Reproducir Lluvia dorada' }));
    expect(play).toHaveBeenCalled();
    expect(container.querySelector('audio')).toHaveAttribute(
      'src',
      `${window.location.origin}/uploads/0b7c.mp3`,
    );
    expect(screen.getByRole('slider', { name: 'Progreso de Lluvia dorada' })).toBeInTheDocument();
    expect(screen.queryByText('Video no disponible')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Lluvia dorada')).not.toBeInTheDocument();
  });

  it('shows an uploaded video with the browser controls', async () => {
    openPlayer(meditation({ mediaUrl: '/uploads/0b7c.webm', mediaType: 'video' }));
    const video = await screen.findByLabelText('Video: Lluvia dorada');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
  });

  it('never plays a file from another origin, and falls back to the link or the guided session', async () => {
    openPlayer(meditation({ mediaUrl: 'https://elsewhere.example/a.mp3', mediaType: 'audio' }));
    expect(await screen.findByRole('button', { name: 'Comenzar sesión guiada' })).toBeInTheDocument();
    expect(screen.queryByText('Video no disponible')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reproducir/ })).not.toBeInTheDocument();
  });

  it('embeds the video link when there is no file', async () => {
    openPlayer(meditation({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }));
    expect(await screen.findByTitle('Lluvia dorada')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  describe('practice sessions', () => {
    const posted = () =>
      (global.fetch as jest.Mock).mock.calls
        .filter(([url, init]) => url === '/api/practice/sessions' && (init as RequestInit).method === 'POST')
        .map(([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>);

    afterEach(() => jest.useRealTimers());

    it('offers a guided session instead of "Video no disponible" and records it when it reaches its end', async () => {
      jest.useFakeTimers();
      const user = setupUser({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      openPlayer(meditation({}), '/meditation/1?duracion=3');
      await user.click(await screen.findByRole('button', { name: 'Comenzar sesión guiada' }));
      expect(screen.queryByText('Video no disponible')).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Lluvia dorada' })).toBeInTheDocument();
      expect(screen.getByText('0:03')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Comenzar' }));
      expect(posted()).toHaveLength(0);
      await act(async () => jest.advanceTimersByTime(3000));
      expect(screen.getByRole('heading', { name: 'Sesión completada' })).toBeInTheDocument();
      expect(posted()).toEqual([
        expect.objectContaining({ meditationId: 7, kind: 'guided', seconds: 3, id: expect.any(String) }),
      ]);
      expect(await pendingWrites(person('client').id)).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Cerrar' }));
      expect(screen.getByRole('button', { name: 'Comenzar sesión guiada' })).toHaveFocus();
    });

    it("follows the meditation's own script, each step at its second, when it has one", async () => {
      jest.useFakeTimers();
      const user = setupUser({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const script = {
        meditationId: 7,
        steps: [
          { at: 0, text: 'Te doy la bienvenida a esta práctica.' },
          { at: 2, text: 'Suelta los hombros con la próxima exhalación.' },
        ],
      };
      openPlayer(meditation({}), '/meditation/1?duracion=4');
      const bundle = global.fetch as jest.Mock;
      global.fetch = jest.fn(async (url: string, init?: RequestInit) =>
        url === '/api/meditations/7/script' ? fakeResponse(200, JSON.stringify(script)) : bundle(url, init),
      ) as unknown as typeof fetch;
      await user.click(await screen.findByRole('button', { name: 'Comenzar sesión guiada' }));
      await user.click(screen.getByRole('button', { name: 'Comenzar' }));
      expect(await screen.findByText('Te doy la bienvenida a esta práctica.')).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(2000));
      expect(screen.getByText('Suelta los hombros con la próxima exhalación.')).toBeInTheDocument();
      // The description never mixes in while there is a script.
      expect(screen.queryByText(/Busca una postura cómoda/)).not.toBeInTheDocument();
    });

    it('keeps a session finished offline and sends it, once, when the network returns', async () => {
      jest.useFakeTimers();
      const user = setupUser({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      openPlayer(meditation({}), '/meditation/1?duracion=2');
      await user.click(await screen.findByRole('button', { name: 'Comenzar sesión guiada' }));
      const online = global.fetch as jest.Mock;
      const offline = jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      });
      global.fetch = offline;
      await user.click(screen.getByRole('button', { name: 'Comenzar' }));
      await act(async () => jest.advanceTimersByTime(2000));
      expect(offline).toHaveBeenCalledTimes(1);
      expect(await pendingWrites(person('client').id)).toEqual([
        expect.objectContaining({ kind: 'practice-session', path: '/api/practice/sessions' }),
      ]);

      global.fetch = online;
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
      expect(posted()).toHaveLength(1);
      expect(posted()[0]).toMatchObject({ kind: 'guided', meditationId: 7, seconds: 2 });
      expect(await pendingWrites(person('client').id)).toEqual([]);
    });

    it("moves the sessions an earlier version left in local storage into the queue and sends this person's", async () => {
      const waiting = (userId: string, id: string) => ({
        userId,
        input: {
          id,
          meditationId: 7,
          kind: 'guided',
          startedAt: '2026-11-23T10:00:00.000Z',
          finishedAt: '2026-11-23T10:10:00.000Z',
          seconds: 600,
        },
      });
      const me = person('client').id;
      openPlayer(
        meditation({}),
        '/meditation/1',
        JSON.stringify([waiting(me, 'mine'), waiting('someone-else', 'theirs')]),
      );
      await screen.findByRole('button', { name: 'Comenzar sesión guiada' });
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
      expect(posted().map((p) => p['id'])).toEqual(['mine']);
      expect(window.localStorage.getItem('practice_pending')).toBeNull();
      // Someone else's stay queued for them, sent only with their own session.
      expect((await pendingWrites('someone-else')).map((w) => w.id)).toEqual(['theirs']);
    });

    it('records an uploaded file played to 90 %', async () => {
      const { container } = openPlayer(meditation({ mediaUrl: '/uploads/0b7c.mp3', mediaType: 'audio' }));
      await screen.findByRole('button', { name: 'Reproducir Lluvia dorada' });
      const audio = container.querySelector('audio') as HTMLAudioElement;
      Object.defineProperty(audio, 'duration', { configurable: true, value: 600 });
      fireEvent.loadedMetadata(audio);
      // A seek to 500 s, then 40 s listened: the session is what was listened.
      audio.currentTime = 500;
      fireEvent.timeUpdate(audio);
      for (let t = 500.5; t < 540; t += 0.5) {
        audio.currentTime = t;
        fireEvent.timeUpdate(audio);
      }
      expect(posted()).toHaveLength(0);
      audio.currentTime = 540;
      await act(async () => {
        fireEvent.timeUpdate(audio);
      });
      expect(posted()).toEqual([expect.objectContaining({ kind: 'media', meditationId: 7, seconds: 40 })]);
    });

    it('ends a recording that played to its end with the completion, what was listened and its question', async () => {
      const { container } = openPlayer(
        meditation({
          mediaUrl: '/uploads/0b7c.mp3',
          mediaType: 'audio',
          journalPrompt: '¿Qué parte de ti pidió descanso hoy?',
        }),
      );
      await screen.findByRole('button', { name: 'Reproducir Lluvia dorada' });
      const audio = container.querySelector('audio') as HTMLAudioElement;
      Object.defineProperty(audio, 'duration', { configurable: true, value: 600 });
      fireEvent.loadedMetadata(audio);
      for (let t = 1; t <= 590; t += 1) {
        audio.currentTime = t;
        fireEvent.timeUpdate(audio);
      }
      // At 90 % the practice counts, but the recording is still playing: no end yet.
      expect(screen.queryByRole('heading', { name: '¡Meditación completada!' })).not.toBeInTheDocument();
      await act(async () => {
        fireEvent.ended(audio);
      });
      const heading = screen.getByRole('heading', { name: '¡Meditación completada!' });
      expect(heading).toHaveFocus();
      const end = heading.closest('section') as HTMLElement;
      // All that was listened, to the end (at the 90 % mark it was 9 minutes).
      expect(end).toHaveTextContent('Has escuchado 10 minutos. Tómate un momento antes de volver.');
      expect(end).toHaveTextContent('Para reflexionar: ¿Qué parte de ti pidió descanso hoy?');
      expect(screen.getByRole('link', { name: 'Ver más meditaciones' })).toHaveAttribute(
        'href',
        '/meditaciones',
      );
    });

    it('claims no completion for a recording skipped to its end', async () => {
      const { container } = openPlayer(meditation({ mediaUrl: '/uploads/0b7c.mp3', mediaType: 'audio' }));
      await screen.findByRole('button', { name: 'Reproducir Lluvia dorada' });
      const audio = container.querySelector('audio') as HTMLAudioElement;
      Object.defineProperty(audio, 'duration', { configurable: true, value: 600 });
      fireEvent.loadedMetadata(audio);
      audio.currentTime = 600;
      fireEvent.timeUpdate(audio);
      await act(async () => {
        fireEvent.ended(audio);
      });
      expect(screen.queryByRole('heading', { name: '¡Meditación completada!' })).not.toBeInTheDocument();
      expect(posted()).toHaveLength(0);
    });

    it('ends a video with its completion but claims no minutes its player did not count', async () => {
      const { container } = openPlayer(meditation({ mediaUrl: '/uploads/0b7c.mp4', mediaType: 'video' }));
      await screen.findByLabelText('Video: Lluvia dorada');
      const video = container.querySelector('video') as HTMLVideoElement;
      Object.defineProperty(video, 'duration', { configurable: true, value: 600 });
      video.currentTime = 560;
      await act(async () => {
        fireEvent.timeUpdate(video);
        fireEvent.ended(video);
      });
      const end = screen
        .getByRole('heading', { name: '¡Meditación completada!' })
        .closest('section') as HTMLElement;
      expect(end).toHaveTextContent('¡Meditación completada!Tómate un momento antes de volver.');
      expect(end).not.toHaveTextContent('Has escuchado');
    });
  });
});
