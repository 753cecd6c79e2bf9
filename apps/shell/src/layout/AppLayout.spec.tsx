import '../../../../tools/test/lazy-ui';
import { fakeResponse } from '../../../../tools/test/polyfills';
import { chatMessage, person } from '../../../../tools/test/chat-fixtures';
import { FakeWebSocket } from '../../../../tools/test/fake-websocket';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../../../tools/test/user';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Role } from '@inhala/domain';
import { ChatProvider, SessionProvider, ToastProvider, createQueryClient } from '@inhala/ui';
import { AppLayout } from './AppLayout';
// The menu panel and the travel prompt are lazy: their code loads with this file, not inside
// a test's first wait (see tools/test/lazy-ui).
import './MobileMenuPanel';
import '../features/practice-day/TravelZonePrompt';

const LAST_VISIT = '2026-01-05T08:00:00.000Z';

const fromUser = (seq: number, userId: string) =>
  chatMessage(seq, { userId, createdAt: '2026-01-05T09:00:00.000Z' });

/** The shell's layout with the chat provider, for `role` (null: a visitor), the server saying `unread`. */
function mount(role: Role | null, unread = 0, lastVisit: string | null = LAST_VISIT) {
  window.localStorage.clear();
  FakeWebSocket.install();
  if (lastVisit) window.localStorage.setItem('chat_last_visit', lastVisit);
  if (role) {
    window.localStorage.setItem('user', JSON.stringify(person(role)));
    window.localStorage.setItem('sessionId', 's'.repeat(32));
    window.localStorage.setItem('lastSessionValidation', String(Date.now()));
  }
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    calls.push(url);
    if (url.startsWith('/api/chat/unread')) return fakeResponse(200, JSON.stringify({ count: unread }));
    return fakeResponse(200, 'null');
  }) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/']}>
          <SessionProvider onRequestSignIn={() => undefined} onSignedOut={() => undefined}>
            <ChatProvider>
              <Routes>
                <Route element={<AppLayout />}>
                  <Route path="*" element={<p>Página</p>} />
                </Route>
              </Routes>
            </ChatProvider>
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { calls, user: setupUser() };
}

/** The two Comunidad links (sidebar and bottom navigation) by their accessible name. */
const comunidad = (name: string | RegExp) => screen.getAllByRole('link', { name });

async function liveSocket(): Promise<FakeWebSocket> {
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  act(() => {
    socket.open();
    socket.push('initial_messages', { messages: [], hasMore: false });
  });
  return socket;
}

describe('Comunidad unread badge', () => {
  it('should show the count since the last visit and add one per new message of others', async () => {
    const { calls } = mount('client', 3);
    await waitFor(() => expect(comunidad('Comunidad, 3 mensajes sin leer')).toHaveLength(2));
    expect(calls).toContain(`/api/chat/unread?since=${encodeURIComponent(LAST_VISIT)}`);

    const socket = await liveSocket();
    act(() => socket.push('new_message', fromUser(10, '2')));
    expect(comunidad('Comunidad, 4 mensajes sin leer')).toHaveLength(2);
    act(() => socket.push('new_message', fromUser(11, '7'))); // one's own message
    act(() => socket.push('new_message', fromUser(10, '2'))); // the same one again
    expect(comunidad('Comunidad, 4 mensajes sin leer')).toHaveLength(2);
  });

  it('should be 0 on /comunidad, store the visit time on entering and leaving, and count again after', async () => {
    const { user } = mount('admin', 5);
    await waitFor(() => expect(comunidad('Comunidad, 5 mensajes sin leer')).toHaveLength(2));
    const socket = await liveSocket();

    await user.click(comunidad('Comunidad, 5 mensajes sin leer')[0]!);
    expect(comunidad('Comunidad')).toHaveLength(2);
    const entered = window.localStorage.getItem('chat_last_visit');
    expect(entered).not.toBe(LAST_VISIT);
    act(() => socket.push('new_message', fromUser(20, '2')));
    expect(comunidad('Comunidad')).toHaveLength(2);

    window.localStorage.removeItem('chat_last_visit');
    await user.click(screen.getAllByRole('link', { name: 'Inicio' })[0]!);
    expect(window.localStorage.getItem('chat_last_visit')).not.toBeNull();
    act(() => socket.push('new_message', fromUser(21, '2')));
    expect(comunidad('Comunidad, 1 mensaje sin leer')).toHaveLength(2);
  });

  it('should start counting on a first visit instead of counting the whole history', async () => {
    const { calls } = mount('client', 150, null);
    const socket = await liveSocket();
    expect(calls.some((c) => c.startsWith('/api/chat/unread'))).toBe(false);
    expect(window.localStorage.getItem('chat_last_visit')).not.toBeNull();
    expect(comunidad('Comunidad')).toHaveLength(2);
    act(() => socket.push('new_message', fromUser(30, '2')));
    expect(comunidad('Comunidad, 1 mensaje sin leer')).toHaveLength(2);
  });

  it("should cap the badge at '99+'", async () => {
    mount('client', 150);
    await waitFor(() => expect(comunidad('Comunidad, 99+ mensajes sin leer')).toHaveLength(2));
    expect(screen.getAllByText('99+')).toHaveLength(2);
  });

  it('should show a lead no count and open no socket', async () => {
    const { calls } = mount('lead', 4);
    expect(await screen.findAllByRole('link', { name: /^Comunidad/ })).toHaveLength(2);
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(calls.some((c) => c.startsWith('/api/chat'))).toBe(false);
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: /^Comunidad/ })[0]).not.toHaveAccessibleName(/sin leer/);
  });
});
