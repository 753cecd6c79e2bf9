import '../../../../../tools/test/lazy-ui';
import { fakeResponse } from '../../../../../tools/test/polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { setupUser } from '../../../../../tools/test/user';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  SessionProvider,
  ToastProvider,
  createQueryClient,
  pendingWrites,
  resetWriteQueueForTests,
} from '@inhala/ui';
import { MorningPagesPage } from './MorningPagesPage';

const person = (role: 'lead' | 'client') => ({
  id: 'u1',
  email: 'clara@inhala.app',
  firstName: 'Clara',
  lastName: 'Serena',
  role,
  timezone: 'Europe/Madrid',
  language: 'es',
  legacyPaymentPlatform: null,
  createdAt: '2026-11-01T00:00:00Z',
});

const pageOf = (id: number) => ({
  id,
  title: `Página ${id}`,
  content: `Escritura libre ${id}`,
  promptText: null,
  challengeId: null,
  challengeName: null,
  dayNumber: null,
  archived: false,
  createdAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-01T08:00:00Z',
});

/**
 * /morning-pages for `user` (null: a visitor); `pages` answers each GET of the pages (none by
 * default). Returns the calls made.
 */
function visit(user: ReturnType<typeof person> | null, pages: (url: string) => unknown = () => []) {
  window.localStorage.clear();
  if (user) {
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('sessionId', 'a'.repeat(32));
    window.localStorage.setItem('lastSessionValidation', String(Date.now()));
  }
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    return fakeResponse(200, url.startsWith('/api/morning-pages') ? JSON.stringify(pages(url)) : 'null');
  }) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/morning-pages']}>
          <SessionProvider onRequestSignIn={() => undefined} onSignedOut={() => undefined}>
            <Routes>
              <Route path="/morning-pages" element={<MorningPagesPage />} />
            </Routes>
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return calls;
}

describe('MorningPagesPage', () => {
  it("shows a lead the journal's locked teaser and never asks for the pages", async () => {
    const calls = visit(person('lead'));
    expect(await screen.findByRole('heading', { name: 'Mi Journal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Desbloquear Journal' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByRole('heading', { name: 'Páginas Matutinas' })).not.toBeInTheDocument();
    expect(calls).not.toContain('GET /api/morning-pages');
  });

  it('shows a client the morning pages', async () => {
    const calls = visit(person('client'));
    expect(await screen.findByText('Aún no hay páginas matutinas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Páginas Matutinas' })).toBeInTheDocument();
    expect(calls).toContain('GET /api/morning-pages');
  });

  it('shows older pages a page at a time, from the last one shown', async () => {
    const calls = visit(person('client'), (url) =>
      url === '/api/morning-pages'
        ? Array.from({ length: 20 }, (_, i) => pageOf(100 - i))
        : url === '/api/morning-pages?before=81'
          ? [pageOf(80), pageOf(79)]
          : [],
    );
    expect(await screen.findByRole('heading', { name: 'Página 100' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Página 80' })).not.toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Ver páginas anteriores' }));
    expect(await screen.findByRole('heading', { name: 'Página 79' })).toBeInTheDocument();
    expect(calls).toContain('GET /api/morning-pages?before=81');
    expect(screen.queryByRole('button', { name: 'Ver páginas anteriores' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    visit(null);
    expect(await screen.findByRole('heading', { name: 'Acceso Restringido' })).toBeInTheDocument();
  });
});

describe('MorningPagesPage offline (issue 18)', () => {
  beforeEach(() => resetWriteQueueForTests());
  afterEach(() => jest.useRealTimers());

  it('keeps a page written without network on this device, shown as pending, with its own id', async () => {
    // A fake clock: the waits below count its time, which a busy machine does not eat into.
    jest.useFakeTimers();
    visit(person('client'), () => [pageOf(1)]);
    await screen.findByRole('heading', { name: 'Página 1' });
    const online = global.fetch;
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Escribir' }));
    await user.type(screen.getByLabelText('Título (opcional)'), 'En el tren');
    await user.type(
      screen.getByLabelText('Escribe sin filtro lo que pasa por tu mente'),
      'Sin cobertura, pero escribo.',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(
      (await screen.findAllByText('Guardado en este dispositivo', { exact: true })).length,
    ).toBeGreaterThan(0);
    const pending = screen.getByRole('list', { name: 'Páginas pendientes de enviar' });
    expect(pending).toHaveTextContent('En el tren');
    expect(pending).toHaveTextContent('Pendiente de enviar');
    expect(pending).toHaveTextContent('Sin cobertura, pero escribo.');
    const [queued] = await pendingWrites('u1');
    expect(queued).toMatchObject({ kind: 'morning-page', method: 'POST', path: '/api/morning-pages' });
    expect(queued!.body).toEqual({
      title: 'En el tren',
      content: 'Sin cobertura, pero escribo.',
      clientId: queued!.id,
    });
    global.fetch = online;
  });
});
