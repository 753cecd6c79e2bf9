// Test-only: a signed-in person, a fake server (HTTP by method and path, /ws by FakeWebSocket)
// and the chat's route tree mounted as the shell mounts it, inside the shell's providers.
import '../../../../tools/test/lazy-ui';
import { fakeResponse } from '../../../../tools/test/polyfills';
import { FakeWebSocket } from '../../../../tools/test/fake-websocket';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { setupUser } from '../../../../tools/test/user';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ChatMessageView, UserView } from '@inhala/domain';
import { ChatProvider, SessionProvider, ToastProvider, createQueryClient } from '@inhala/ui';
import ChatRoutes from './routes/ChatRoutes';

export { chatMessage, person } from '../../../../tools/test/chat-fixtures';

type Handler = (body: unknown, url: string) => Response | Promise<Response>;
export const json = (status: number, value: unknown) => fakeResponse(status, JSON.stringify(value));

function Landing() {
  return <p>Ruta: {useLocation().pathname}</p>;
}

/**
 * Mounts /comunidad for `user` (null: a visitor). `routes` answers 'METHOD /path' (the query
 * left out); anything else is an empty 200. Returns the calls, user-event and the sign-in spy.
 */
export function mountChat(user: UserView | null, routes: Record<string, Handler> = {}) {
  window.localStorage.clear();
  FakeWebSocket.install();
  if (user) {
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('sessionId', 's'.repeat(32));
    window.localStorage.setItem('lastSessionValidation', String(Date.now()));
  }
  const calls: { key: string; url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ key, url, body });
    const handler = routes[key];
    return handler ? handler(body, url) : fakeResponse(200, 'null');
  }) as unknown as typeof fetch;
  const requestSignIn = jest.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/comunidad']}>
          <SessionProvider onRequestSignIn={requestSignIn} onSignedOut={() => undefined}>
            <ChatProvider>
              <Routes>
                <Route path="/subscription" element={<Landing />} />
                <Route path="*" element={<ChatRoutes />} />
              </Routes>
            </ChatProvider>
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { calls, user: setupUser(), requestSignIn };
}

/** Waits for the room's socket, opens it and sends the first page. */
export async function openRoom(messages: ChatMessageView[] = [], hasMore = false): Promise<FakeWebSocket> {
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  act(() => {
    socket.open();
    socket.push('initial_messages', { messages, hasMore });
  });
  return socket;
}
