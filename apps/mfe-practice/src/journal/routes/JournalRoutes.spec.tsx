import { fakeResponse } from '../../../../../tools/test/polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SessionProvider, ToastProvider, createQueryClient } from '@inhala/ui';
import JournalRoutes from './JournalRoutes';

function Where() {
  return <p>Ruta: {useLocation().pathname}</p>;
}

/** The remote's tree, as the shell mounts it, for a visitor. */
function visit(at: string) {
  window.localStorage.clear();
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

  it('answers a path it does not know with "Page Not Found"', async () => {
    visit('/journal/2024');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
