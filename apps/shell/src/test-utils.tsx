import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider, ToastProvider, createQueryClient } from '@inhala/ui';

/** Renders with the providers the shell gives every screen. */
export function renderWithShell(ui: ReactElement, route = '/') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <SessionProvider onRequestSignIn={() => undefined} onSignedOut={() => undefined}>
            {ui}
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}
