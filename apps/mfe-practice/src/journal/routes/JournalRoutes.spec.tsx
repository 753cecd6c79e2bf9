import '../../../../../tools/test/lazy-ui';
import { person } from '../../../../../tools/test/chat-fixtures';
import { fakeResponse } from '../../../../../tools/test/polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../../../tools/test/user';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SessionProvider, ToastProvider, createQueryClient } from '@inhala/ui';
import JournalRoutes from './JournalRoutes';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

function Where() {
  const { pathname, search } = useLocation();
  return (
    <p>
      Ruta: {pathname}
      {search}
    </p>
  );
}

const CLIENT = person('client');

/** The remote's tree, as the shell mounts it, for a visitor (or the client). */
function visit(at: string, asClient = false) {
  window.localStorage.clear();
  if (asClient) {
    window.localStorage.setItem('user', JSON.stringify(CLIENT));
    window.localStorage.setItem('sessionId', 'a'.repeat(32));
    window.localStorage.setItem('lastSessionValidation', String(Date.now()));
  }
  global.fetch = jest.fn(async () => fakeResponse(200, 'null'));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[at]}>
          <SessionProvider onRequestSignIn={() => undefined} onSignedOut={() => undefined}>
            <JournalRoutes />
            <Where />
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('JournalRoutes', () => {
  it('leads /discover to /journal', async () => {
    visit('/discover');
    expect(await screen.findByRole('heading', { name: 'Mi Journal' })).toBeInTheDocument();
    expect(screen.getByText('Ruta: /journal')).toBeInTheDocument();
  });

  it('asks a visitor to sign in on /morning-pages', async () => {
    visit('/morning-pages');
    expect(await screen.findByRole('heading', { name: 'Acceso Restringido' })).toBeInTheDocument();
  });

  it("opens a new morning page's editor, focused, from the journal's banner", async () => {
    visit('/journal', true);
    await user.click(await screen.findByRole('link', { name: /Escribe tu Página Matutina/ }));
    const text = await screen.findByLabelText('Escribe sin filtro lo que pasa por tu mente');
    expect(text).toHaveFocus();
    expect(screen.getByText('Ruta: /morning-pages?nueva=1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Escribir' })).not.toBeInTheDocument();

    // Closing the editor leaves the plain page, so a reload does not open it again.
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('Ruta: /morning-pages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escribir' })).toBeInTheDocument();

    // Morning pages are part of the journal: 'Volver' leads back to it.
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('heading', { name: 'Angel Journal' })).toBeInTheDocument();
  });

  it.each([
    [
      201,
      JSON.stringify({ id: 9, title: null, content: 'Hoy', createdAt: '2026-11-01T08:00:00Z' }),
      'Guardado exitoso',
    ],
    [403, '', 'No se pudo guardar tu reflexión.'],
    [
      400,
      JSON.stringify({ message: 'Por favor escribe algo antes de guardar' }),
      'Por favor escribe algo antes de guardar',
    ],
  ])(
    "says how a page written from the journal's banner was saved (%i, 02 §8)",
    async (status, body, said) => {
      visit('/journal', true);
      await user.click(await screen.findByRole('link', { name: /Escribe tu Página Matutina/ }));
      await user.type(await screen.findByLabelText('Escribe sin filtro lo que pasa por tu mente'), 'Hoy');
      global.fetch = jest.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST' ? fakeResponse(status, body) : fakeResponse(200, '[]'),
      ) as unknown as typeof fetch;
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect((await screen.findAllByText(said, { exact: true })).length).toBeGreaterThan(0);
    },
  );

  it('answers a path it does not know with "Page Not Found"', async () => {
    visit('/journal/2024');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
