import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createQueryClient } from '../data/query-client';
import { apiRequest } from '../data/transport';
import { SessionProvider } from '../session/SessionProvider';
import { NetworkError } from './offline-error';
import { OfflineNotice } from './OfflineNotice';
import { noteReadAnswer, resetNetworkStatusForTests } from './network-status';
import { enqueueWrite, resetWriteQueueForTests } from './write-queue';

function renderNotice() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider onRequestSignIn={() => undefined} onSignedOut={() => undefined}>
        <OfflineNotice />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const answer = (storedAt: string | null) => ({
  ok: true,
  status: 200,
  statusText: 'OK',
  headers: { get: (name: string) => (name === 'x-inhala-stored-at' ? storedAt : null) },
  text: async () => '{}',
});

beforeEach(() => {
  resetNetworkStatusForTests(true);
  resetWriteQueueForTests();
  window.localStorage.clear();
});

describe('OfflineNotice (issue 18)', () => {
  it('says nothing while the answers are live', async () => {
    global.fetch = jest.fn(async () => answer(null)) as unknown as typeof fetch;
    renderNotice();
    await act(() => apiRequest('GET', '/api/streak'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("names the time of the oldest stored copy on screen: 'Sin conexión · datos de las HH:mm'", async () => {
    const today = new Date();
    const at = (h: number, m: number) =>
      new Date(today.getFullYear(), today.getMonth(), today.getDate(), h, m).toISOString();
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(at(9, 5)))
      .mockResolvedValueOnce(answer(at(8, 15)));
    renderNotice();
    await act(() => apiRequest('GET', '/api/ritual/today'));
    await act(() => apiRequest('GET', '/api/journal/entries'));
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión · datos de las 08:15');
    // The network is back: the next live answer clears it.
    global.fetch = jest.fn(async () => answer(null)) as unknown as typeof fetch;
    await act(() => apiRequest('GET', '/api/ritual/today'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names the day too when the stored copy is from another day', async () => {
    global.fetch = jest.fn(async () =>
      answer(new Date(2026, 10, 23, 21, 40).toISOString()),
    ) as unknown as typeof fetch;
    renderNotice();
    await act(() => apiRequest('GET', '/api/journal/entries'));
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión · datos del 23/11 a las 21:40');
  });

  it('counts the writes waiting on this device while offline', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 'ana', role: 'client', firstName: 'Ana' }));
    window.localStorage.setItem('sessionId', 'a'.repeat(32));
    window.localStorage.setItem('lastSessionValidation', String(Date.now()));
    resetNetworkStatusForTests(false);
    renderNotice();
    expect(await screen.findByRole('status')).toHaveTextContent('Sin conexión');
    await act(() =>
      enqueueWrite({
        id: 'w1',
        userId: 'ana',
        kind: 'morning-page',
        method: 'POST',
        path: '/api/morning-pages',
      }),
    );
    await act(() =>
      enqueueWrite({
        id: 'w2',
        userId: 'ana',
        kind: 'ritual-reflection',
        method: 'PATCH',
        path: '/api/ritual/1',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 cambios se enviarán al volver la conexión');
  });

  it('turns a call that never reached the server into a NetworkError with a Spanish message', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error: unknown = await apiRequest('POST', '/api/oracle-cards/draw').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).status).toBe(0);
    expect((error as NetworkError).serverMessage).toBe(
      'Necesitas conexión a internet para esto. Inténtalo de nuevo cuando vuelvas a estar en línea.',
    );
    noteReadAnswer(null);
  });
});
