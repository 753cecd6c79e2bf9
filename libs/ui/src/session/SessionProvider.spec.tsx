import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../../tools/test/user';
import type { UserView } from '@inhala/domain';
import { fakeResponse } from '../../../../tools/test/polyfills';
import { errorLogger } from '../data/error-logger';
import { ritualKeys } from '../api/ritual';
import { SessionProvider, useSession } from './SessionProvider';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const SESSION = 'a'.repeat(32);
const MINUTE = 60_000;

const person = (role: UserView['role'] | undefined, firstName = 'Lucía'): UserView =>
  ({
    id: 'u1',
    email: 'lucia@example.com',
    firstName,
    lastName: 'Paz',
    role,
    timezone: 'Europe/Madrid',
    language: 'es',
    legacyPaymentPlatform: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  }) as UserView;

/** A saved session as the previous visit left it, validated `minutesAgo` ago. */
function saved(user: UserView, minutesAgo: number) {
  window.localStorage.setItem('user', JSON.stringify(user));
  window.localStorage.setItem('sessionId', SESSION);
  window.localStorage.setItem('lastSessionValidation', String(Date.now() - minutesAgo * MINUTE));
}

type Answer = { status: number; body?: unknown } | 'offline';

/** The server: one answer per path; every call is recorded as 'METHOD path'. */
function serve(answers: Record<string, Answer>) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (path: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return fakeResponse(answer.status, answer.body === undefined ? '' : JSON.stringify(answer.body));
  }) as unknown as typeof fetch;
  return calls;
}

const VALIDATION_CALLS = ['GET /api/auth/me', 'GET /api/ritual/today']; // sorted

function Who() {
  const { user } = useSession();
  return <p>{user ? `Hola ${user.firstName} (${user.role ?? 'sin rol'})` : 'Sin sesión'}</p>;
}

function renderSession() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider onRequestSignIn={jest.fn()} onSignedOut={jest.fn()}>
        <Who />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

/** Lets the provider's effect and the calls it starts settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SessionProvider session validation (01 §4)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('should trust a session validated less than 5 minutes ago without any call', async () => {
    saved(person('client'), 4);
    const calls = serve({});
    renderSession();
    expect(screen.getByText('Hola Lucía (client)')).toBeInTheDocument();
    await settle();
    expect(calls).toEqual([]);
  });

  it('should trust the saved user at once and, after more than 5 minutes, make the ritual-today and me calls', async () => {
    saved(person('client'), 6);
    const ritual = { id: 7, intention: 'Calma' };
    const calls = serve({
      '/api/ritual/today': { status: 200, body: ritual },
      '/api/auth/me': { status: 200, body: { user: person('client', 'Lucía María') } },
    });
    const queryClient = renderSession();
    expect(screen.getByText('Hola Lucía (client)')).toBeInTheDocument();
    expect(await screen.findByText('Hola Lucía María (client)')).toBeInTheDocument();
    expect([...calls].sort()).toEqual(VALIDATION_CALLS);
    expect(queryClient.getQueryData(ritualKeys.today)).toEqual(ritual);
    expect(Number(window.localStorage.getItem('lastSessionValidation'))).toBeGreaterThan(Date.now() - MINUTE);
  });

  it('should validate at once when the saved user has no role', async () => {
    saved(person(undefined), 1);
    const calls = serve({
      '/api/ritual/today': { status: 200, body: null },
      '/api/auth/me': { status: 200, body: { user: person('lead') } },
    });
    renderSession();
    expect(await screen.findByText('Hola Lucía (lead)')).toBeInTheDocument();
    expect([...calls].sort()).toEqual(VALIDATION_CALLS);
  });

  it('should validate a lead coming back from a payment, and not a client', async () => {
    window.history.replaceState(null, '', '/?session_id=cs_test_1');
    saved(person('lead'), 1);
    const calls = serve({
      '/api/ritual/today': { status: 200, body: null },
      '/api/auth/me': { status: 200, body: { user: person('client') } },
    });
    renderSession();
    expect(await screen.findByText('Hola Lucía (client)')).toBeInTheDocument();
    expect([...calls].sort()).toEqual(VALIDATION_CALLS);
  });

  it('should not validate a client with a payment redirect validated a minute ago', async () => {
    window.history.replaceState(null, '', '/?session_id=cs_test_1');
    saved(person('client'), 1);
    const calls = serve({});
    renderSession();
    await settle();
    expect(calls).toEqual([]);
  });

  it('should try one session refresh after a 401 and keep the person signed in when it works', async () => {
    saved(person('client'), 10);
    const calls = serve({
      '/api/ritual/today': { status: 401, body: { errorCode: 'SESSION_INVALID' } },
      '/api/auth/me': { status: 401, body: { errorCode: 'SESSION_INVALID' } },
      '/api/auth/refresh-session': { status: 200, body: { user: person('client', 'Lucía Renovada') } },
    });
    renderSession();
    expect(await screen.findByText('Hola Lucía Renovada (client)')).toBeInTheDocument();
    expect(calls.filter((call) => call === 'POST /api/auth/refresh-session')).toHaveLength(1);
    expect(window.localStorage.getItem('sessionId')).toBe(SESSION);
  });

  it('should clear the session and sign the person out when the refresh after a 401 fails', async () => {
    saved(person('client'), 10);
    window.localStorage.setItem('isSubscribed', 'true');
    const calls = serve({
      '/api/ritual/today': { status: 200, body: null },
      '/api/auth/me': { status: 401, body: { errorCode: 'SESSION_INVALID' } },
      '/api/auth/refresh-session': { status: 401, body: { errorCode: 'SESSION_INVALID' } },
    });
    renderSession();
    expect(await screen.findByText('Sin sesión')).toBeInTheDocument();
    expect(calls.filter((call) => call === 'POST /api/auth/refresh-session')).toHaveLength(1);
    for (const key of ['user', 'sessionId', 'isSubscribed', 'lastSessionValidation'])
      expect(window.localStorage.getItem(key)).toBeNull();
    expect(errorLogger.critical().at(-1)?.message).toMatch(/^Session expired/);
  });

  it("should log 'Authentication failed' and sign out when the refresh fails without a 401", async () => {
    saved(person('client'), 10);
    serve({
      '/api/ritual/today': { status: 401 },
      '/api/auth/me': { status: 401 },
      '/api/auth/refresh-session': { status: 500, body: { message: 'Error' } },
    });
    renderSession();
    expect(await screen.findByText('Sin sesión')).toBeInTheDocument();
    expect(errorLogger.critical().at(-1)).toMatchObject({
      message: expect.stringMatching(/^Authentication failed: ApiError: 500/),
      context: 'session',
    });
  });

  it('should keep trusting the saved user when the validation calls cannot reach the server', async () => {
    saved(person('client'), 10);
    const calls = serve({ '/api/ritual/today': 'offline', '/api/auth/me': 'offline' });
    renderSession();
    await waitFor(() => expect([...calls].sort()).toEqual(VALIDATION_CALLS));
    await settle();
    expect(screen.getByText('Hola Lucía (client)')).toBeInTheDocument();
    expect(window.localStorage.getItem('sessionId')).toBe(SESSION);
  });
});

describe('SessionProvider registration', () => {
  beforeEach(() => window.localStorage.clear());

  function Register() {
    const { register } = useSession();
    const [outcome, setOutcome] = useState('');
    const submit = () =>
      register({ firstName: 'Ana', lastName: 'Luz', email: 'ana@example.com', password: 'secreta' }).then(
        () => setOutcome('Cuenta creada'),
        () => setOutcome('No se pudo crear la cuenta'),
      );
    return (
      <>
        <button onClick={() => void submit()}>Crear cuenta</button>
        <p>{outcome}</p>
      </>
    );
  }

  it('should log a failed registration as a critical failed conversion', async () => {
    serve({
      '/api/auth/register': { status: 409, body: { message: 'User already exists with this email' } },
    });
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider onRequestSignIn={jest.fn()} onSignedOut={jest.fn()}>
          <Register />
        </SessionProvider>
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('No se pudo crear la cuenta')).toBeInTheDocument();
    expect(errorLogger.critical()).toEqual([
      expect.objectContaining({
        message: 'failed conversion: ApiError: 409: {"message":"User already exists with this email"}',
        context: 'registration',
      }),
    ]);
  });
});
