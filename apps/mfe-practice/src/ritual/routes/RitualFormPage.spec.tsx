import '../../../../../tools/test/lazy-ui';
import { person } from '../../../../../tools/test/chat-fixtures';
import { fakeResponse } from '../../../../../tools/test/polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { setupUser } from '../../../../../tools/test/user';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider, ToastProvider, createQueryClient } from '@inhala/ui';
import { RitualFormPage } from './RitualFormPage';

const CLIENT = person('client');
const CONTENT = {
  meditations: [],
  challenges: [],
  challengeDetails: [],
  oracleCards: [],
  arcangeles: [],
  categories: [],
  types: [],
  keywords: [
    { id: 1, name: 'Conexión con el universo' },
    { id: 2, name: 'calma' },
    { id: 3, name: 'Gratitud' },
  ],
};
const RITUAL = { id: 5, date: '2026-11-21', intention: 'calma', duration: 25, style: 'Activa' };

function setup(create: () => Promise<Response>, today: () => Promise<Response>) {
  window.localStorage.setItem('user', JSON.stringify(CLIENT));
  window.localStorage.setItem('sessionId', 'a'.repeat(32));
  window.localStorage.setItem('lastSessionValidation', String(Date.now()));
  const posts: unknown[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/content') return fakeResponse(200, JSON.stringify(CONTENT));
    if (url === '/api/ritual' && init?.method === 'POST') {
      posts.push(JSON.parse(init.body as string));
      return create();
    }
    if (url === '/api/ritual/today') return today();
    return fakeResponse(200, 'null');
  }) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/form']}>
          <SessionProvider onRequestSignIn={() => undefined} onSignedOut={() => undefined}>
            <Routes>
              <Route path="/form" element={<RitualFormPage />} />
              <Route path="/ritual" element={<p>Página del ritual</p>} />
              <Route path="/" element={<p>Inicio</p>} />
            </Routes>
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { posts, user: setupUser({ advanceTimers: jest.advanceTimersByTime }) };
}

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('RitualFormPage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('walks the three steps with auto-advance, shows the breathing screen 5 s, then opens the ritual', async () => {
    let made = false;
    const { posts, user } = setup(
      async () => {
        made = true;
        return fakeResponse(201, JSON.stringify({ ...RITUAL, created: true }));
      },
      async () => fakeResponse(200, made ? JSON.stringify(RITUAL) : 'null'),
    );
    const intentions = await screen.findAllByRole('button', { pressed: false });
    expect(intentions.map((b) => b.textContent)).toEqual(['Calma', 'Gratitud', 'Conexión con el universo']);

    await user.click(screen.getByRole('button', { name: 'Calma' }));
    expect(screen.getByRole('heading', { name: '¿Cuál es tu intención para hoy?' })).toBeInTheDocument();
    await advance(300);
    expect(screen.getByRole('heading', { name: '¿Cuánto tiempo tienes hoy?' })).toBeInTheDocument();
    expect(screen.getByText('Perfecto para empezar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('heading', { name: '¿Cuál es tu intención para hoy?' })).toBeInTheDocument();
    await advance(300);
    await user.click(screen.getByRole('button', { name: 'Calma' }));
    await advance(300);

    await user.click(screen.getByRole('button', { name: /20 minutos \+/ }));
    await advance(300);
    await user.click(screen.getByRole('button', { name: /^Activa/ }));
    await advance(300);
    expect(screen.getByText('Creando tu ritual...')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        intention: 'calma',
        duration: 25,
        style: 'Activa',
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);

    await advance(4900);
    expect(screen.queryByText('Página del ritual')).not.toBeInTheDocument();
    await advance(200);
    expect(await screen.findByText('Página del ritual')).toBeInTheDocument();
  });

  it('keeps the choices and says so when the ritual cannot be created', async () => {
    const { user } = setup(
      async () => fakeResponse(503, ''),
      async () => fakeResponse(200, 'null'),
    );
    await user.click(await screen.findByRole('button', { name: 'Gratitud' }));
    await advance(300);
    await user.click(screen.getByRole('button', { name: /^5 minutos/ }));
    await advance(300);
    await user.click(screen.getByRole('button', { name: /^Pasiva/ }));
    await advance(300);
    expect(screen.getByText('Creando tu ritual...')).toBeInTheDocument();
    await advance(5000); // the breathing screen stays its 5 s, even when the call fails
    expect(
      await screen.findByText('Hubo un problema al crear tu ritual. Por favor, inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error al crear ritual')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pasiva/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says the ritual could not be verified, then opens the ritual page after 2 s', async () => {
    setup(
      async () => fakeResponse(201, JSON.stringify({ ...RITUAL, created: true })),
      async () => fakeResponse(200, 'null'),
    );
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Gratitud' }));
    await advance(300);
    await user.click(screen.getByRole('button', { name: /^5 minutos/ }));
    await advance(300);
    await user.click(screen.getByRole('button', { name: /^Pasiva/ }));
    await advance(300);
    await advance(5000);
    expect(
      await screen.findByText(
        'El ritual se creó pero no se pudo verificar. Por favor, revisa la página de ritual.',
      ),
    ).toBeInTheDocument();
    await advance(2000);
    expect(await screen.findByText('Página del ritual')).toBeInTheDocument();
  });

  it("says 'Ya tienes tu ritual de hoy' and opens the ritual when today already has one", async () => {
    const { posts } = setup(
      async () => fakeResponse(201, JSON.stringify({ ...RITUAL, created: true })),
      async () => fakeResponse(200, JSON.stringify(RITUAL)),
    );
    expect(await screen.findByText('Página del ritual')).toBeInTheDocument();
    expect(screen.getByText('Ya tienes tu ritual de hoy', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Te llevamos al ritual que empezaste hoy.', { exact: true })).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('says so at once when the day got its ritual elsewhere meanwhile, and opens that one', async () => {
    const { posts, user } = setup(
      async () => fakeResponse(200, JSON.stringify({ ...RITUAL, created: false })),
      async () => fakeResponse(200, 'null'),
    );
    await user.click(await screen.findByRole('button', { name: 'Gratitud' }));
    await advance(300);
    await user.click(screen.getByRole('button', { name: /^5 minutos/ }));
    await advance(300);
    await user.click(screen.getByRole('button', { name: /^Pasiva/ }));
    await advance(300);
    expect(posts).toHaveLength(1);
    // No 5 s of breathing for a ritual that is not being made.
    expect(await screen.findByText('Página del ritual')).toBeInTheDocument();
    expect(screen.getByText('Ya tienes tu ritual de hoy', { exact: true })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Hoy ya habías creado uno, así que tus nuevas elecciones no se aplicaron. Aquí lo tienes.',
        { exact: true },
      ),
    ).toBeInTheDocument();
  });
});
