import '../../../../../tools/test/lazy-ui';
import { person } from '../../../../../tools/test/chat-fixtures';
import { contentBundle, meditationView } from '../../../../../tools/test/content-fixtures';
import { fakeResponse } from '../../../../../tools/test/polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../../../../tools/test/user';
import { MemoryRouter } from 'react-router-dom';
import type { MeditationView, RitualView } from '@inhala/domain';
import { SessionProvider, ToastProvider, createQueryClient, useRitualToday } from '@inhala/ui';
import { RitualMeditationCard } from './RitualMeditationCard';
import { stubMediaElement } from '../../../../../tools/test/fake-media';

const MEDITATION: MeditationView = meditationView({
  description: 'Lluvia dorada: siéntate cómoda y respira.',
});

const RITUAL: RitualView = {
  id: 1,
  date: '2026-11-24',
  intention: 'Abundancia',
  duration: 10,
  style: 'Pasiva',
  meditation: {
    id: 7,
    name: 'Lluvia dorada',
    keywords: 'Abundancia',
    videoUrl: null,
    duration: '10 min',
    imageUrl: null,
  },
  meditationName: 'Lluvia dorada',
  meditationCompleted: false,
  journalPrompt: null,
  journalEntry: null,
  journalTitle: 'Reflexión',
  oracleCardId: null,
  completed: false,
  archived: false,
  createdAt: '2026-11-24T07:00:00Z',
};

const bundle = (m: MeditationView) => contentBundle([m]);

/** The card as the ritual page shows it: today's ritual read from the server, so a completion shows. */
function TodayCard() {
  const ritual = useRitualToday(true);
  return ritual.data ? <RitualMeditationCard ritual={ritual.data} /> : null;
}

function openRitual({ content, path = '/ritual' }: { content: () => Promise<Response>; path?: string }) {
  window.localStorage.clear();
  window.localStorage.setItem('user', JSON.stringify(person('client')));
  window.localStorage.setItem('sessionId', 'a'.repeat(32));
  window.localStorage.setItem('lastSessionValidation', String(Date.now()));
  let ritual = RITUAL;
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/content') return content();
    if (url === '/api/ritual/1' && init?.method === 'PATCH') {
      ritual = { ...ritual, meditationCompleted: true };
      return fakeResponse(200, JSON.stringify(ritual));
    }
    if (url.startsWith('/api/ritual/today')) return fakeResponse(200, JSON.stringify(ritual));
    return fakeResponse(200, '[]');
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <SessionProvider onRequestSignIn={() => undefined} onSignedOut={() => undefined}>
            <TodayCard />
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  const patches = () =>
    fetchMock.mock.calls.filter(([url, init]) => url === '/api/ritual/1' && init?.method === 'PATCH');
  const sessions = () =>
    fetchMock.mock.calls.filter(([url, init]) => url === '/api/practice/sessions' && init?.method === 'POST');
  return { patches, sessions };
}

describe('the ritual meditation step', () => {
  beforeEach(() => {
    stubMediaElement();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("should say 'Meditación cargando...' only while the catalogue loads, then offer the guided session", async () => {
    let arrive: (r: Response) => void = () => undefined;
    openRitual({ content: () => new Promise<Response>((resolve) => (arrive = resolve)) });
    expect(await screen.findByText('Meditación cargando...')).toBeInTheDocument();
    await act(async () => arrive(fakeResponse(200, JSON.stringify(bundle(MEDITATION)))));
    expect(await screen.findByRole('button', { name: 'Comenzar sesión guiada' })).toBeInTheDocument();
    expect(screen.queryByText('Meditación cargando...')).not.toBeInTheDocument();
  });

  it('should complete the step when the guided session reaches its end, as the button does', async () => {
    jest.useFakeTimers();
    const user = setupUser({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { patches, sessions } = openRitual({
      content: async () => fakeResponse(200, JSON.stringify(bundle(MEDITATION))),
      path: '/ritual?duracion=4',
    });
    await user.click(await screen.findByRole('button', { name: 'Comenzar sesión guiada' }));
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    await act(async () => jest.advanceTimersByTime(2000));
    expect(patches()).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('heading', { name: 'Sesión completada' })).toBeInTheDocument();
    expect(patches()).toHaveLength(1);
    expect(JSON.parse(patches()[0]![1]!.body as string)).toEqual({ meditationCompleted: true });
    expect(await screen.findByText('¡Meditación completada!')).toBeInTheDocument();
    // Its minutes count in 'Mi práctica' too.
    await waitFor(() => expect(sessions()).toHaveLength(1));
    expect(JSON.parse(sessions()[0]![1]!.body as string)).toMatchObject({ kind: 'guided', seconds: 4 });
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByText('Meditación completada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como completada' })).not.toBeInTheDocument();
  });

  it('should complete the step when an uploaded file is played to 90 %', async () => {
    const { patches } = openRitual({
      content: async () =>
        fakeResponse(
          200,
          JSON.stringify(bundle({ ...MEDITATION, mediaUrl: '/uploads/a.mp3', mediaType: 'audio' })),
        ),
    });
    await screen.findByRole('button', { name: 'Reproducir Lluvia dorada' });
    const audio = document.querySelector('audio') as HTMLAudioElement;
    Object.defineProperty(audio, 'duration', { configurable: true, value: 300 });
    fireEvent.loadedMetadata(audio);
    audio.currentTime = 269;
    fireEvent.timeUpdate(audio);
    expect(patches()).toHaveLength(0);
    audio.currentTime = 270;
    await act(async () => {
      fireEvent.timeUpdate(audio);
    });
    expect(await screen.findByText('¡Meditación completada!')).toBeInTheDocument();
    expect(patches()).toHaveLength(1);
    expect(await screen.findByText('Meditación completada')).toBeInTheDocument();
  });
});
