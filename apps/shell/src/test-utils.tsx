import '../../../tools/test/lazy-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { UserView } from '@inhala/domain';
import { SessionProvider, ToastProvider, createQueryClient } from '@inhala/ui';

/** Renders with the providers the shell gives every screen. */
export function renderWithShell(
  ui: ReactElement,
  route = '/',
  onRequestSignIn: () => void = () => undefined,
) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <SessionProvider onRequestSignIn={onRequestSignIn} onSignedOut={() => undefined}>
            {ui}
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** Ana, a member in Bogotá whose day ends at midnight: the person most profile tests sign in as. */
export const ANA: UserView = {
  id: 'u1',
  email: 'ana@inhala.app',
  firstName: 'Ana',
  lastName: 'Luz',
  role: 'client',
  timezone: 'America/Bogota',
  dayEndsAt: 0,
  practiceDayHold: null,
  language: 'es',
  legacyPaymentPlatform: null,
  createdAt: '2026-11-01T00:00:00Z',
};

/** Signed in on this device as the session keeps it: the saved person, a session, just validated. */
export function signedInAs(user: UserView = ANA): void {
  window.localStorage.setItem('user', JSON.stringify(user));
  window.localStorage.setItem('sessionId', 'a'.repeat(32));
  window.localStorage.setItem('lastSessionValidation', String(Date.now()));
}
