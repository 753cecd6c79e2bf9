import { fakeResponse } from '../../../../tools/test/polyfills';
import { chatMessage } from '../../../../tools/test/chat-fixtures';
import { FakeWebSocket } from '../../../../tools/test/fake-websocket';
import { CHAT_CLOSE } from '@inhala/domain';
import { STORAGE_KEYS } from '../data/storage-keys';
import { ChatConnection } from './chat-connection';

const message = chatMessage;

let ids = 0;
function connect() {
  const connection = new ChatConnection({
    sessionId: 'sesion 1',
    userId: '7',
    url: 'ws://localhost/ws?sessionId=sesion%201',
    newClientId: () => `cliente-${++ids}`,
  });
  connection.start();
  return connection;
}

const seqs = (c: ChatConnection) => c.getState().messages.map((m) => m.seq);

beforeEach(() => {
  ids = 0;
  window.localStorage.clear();
  FakeWebSocket.install();
  global.fetch = jest.fn(async () => fakeResponse(503, 'ocupado'));
});

afterEach(() => jest.useRealTimers());

describe('ChatConnection', () => {
  it('should say user_connect without a seq on a first visit and hold the first page', () => {
    const chat = connect();
    const socket = FakeWebSocket.latest();
    socket.open();
    expect(socket.sent).toEqual([{ event: 'user_connect', data: { lastSeq: null } }]);
    socket.push('initial_messages', { messages: [message(1), message(2)], hasMore: true });
    expect(seqs(chat)).toEqual([1, 2]);
    expect(chat.getState()).toMatchObject({ ready: true, hasOlder: true, status: 'open' });
    chat.dispose();
  });

  it('should reconnect 3 s after closing with the last seq and merge the replay without duplicates', () => {
    jest.useFakeTimers();
    const chat = connect();
    const arrived: number[][] = [];
    chat.onArrival((ms) => arrived.push(ms.map((m) => m.seq)));
    const first = FakeWebSocket.latest();
    first.open();
    first.push('initial_messages', { messages: [message(1), message(2)], hasMore: false });
    first.push('new_message', message(3));
    first.close();
    expect(chat.getState().status).toBe('closed');

    jest.advanceTimersByTime(2999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    const second = FakeWebSocket.latest();
    expect(second).not.toBe(first);
    second.open();
    expect(second.sent).toEqual([{ event: 'user_connect', data: { lastSeq: 3 } }]);
    second.push('initial_messages', { messages: [message(3), message(4), message(5)], hasMore: false });
    second.push('new_message', message(5));

    expect(seqs(chat)).toEqual([1, 2, 3, 4, 5]);
    expect(arrived).toEqual([[3], [4, 5]]);
    chat.dispose();
  });

  function stoppable(ended = jest.fn()) {
    const chat = new ChatConnection({
      sessionId: 'sesion 1',
      userId: '7',
      url: 'ws://localhost/ws?sessionId=sesion%201',
      onSessionEnded: ended,
    });
    chat.start();
    const socket = FakeWebSocket.latest();
    socket.open();
    return { chat, socket, ended };
  }

  it.each([
    ['an erased account', CHAT_CLOSE.accountErased],
    ['a session that ended (sign-out or reset elsewhere, expiry)', CHAT_CLOSE.sessionEnded],
  ])('should not reconnect after the server closed for %s, and say the session ended', (_, code) => {
    jest.useFakeTimers();
    const { chat, socket, ended } = stoppable();
    socket.close(code);
    expect(chat.getState()).toMatchObject({ status: 'closed', stopped: 'session-ended' });
    expect(ended).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    chat.dispose();
  });

  it('should not reconnect when refused for too many sockets, and try again only when asked', () => {
    jest.useFakeTimers();
    const { chat, socket, ended } = stoppable();
    socket.close(CHAT_CLOSE.tooManySockets);
    expect(chat.getState()).toMatchObject({ status: 'closed', stopped: 'too-many-sockets' });
    jest.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    // The session is fine: nobody is signed out.
    expect(ended).not.toHaveBeenCalled();

    chat.reconnect();
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(chat.getState()).toMatchObject({ status: 'connecting', stopped: null });
    chat.dispose();
  });

  it('should reconnect at once with the new session when the one that ended was replaced on this device', () => {
    jest.useFakeTimers();
    window.localStorage.setItem(STORAGE_KEYS.sessionId, 'sesion 1');
    const ended = jest.fn();
    const chat = new ChatConnection({ sessionId: 'sesion 1', userId: '7', onSessionEnded: ended });
    chat.start();
    FakeWebSocket.latest().open();
    // Signed in again on this device: the old session ends, the new one is stored.
    window.localStorage.setItem(STORAGE_KEYS.sessionId, 'sesion 2');
    FakeWebSocket.latest().close(CHAT_CLOSE.sessionEnded);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.latest().url).toBe('ws://localhost/ws?sessionId=sesion%202');
    expect(ended).not.toHaveBeenCalled();
    expect(chat.getState().stopped).toBeNull();
    chat.dispose();
  });

  it.each([
    ['a flood (1008)', CHAT_CLOSE.flooding],
    ['a frame too large (1009)', CHAT_CLOSE.frameTooLarge],
    ['a restart (1012)', CHAT_CLOSE.serviceRestart],
  ])('should reconnect after 3 s when closed for %s', (_, code) => {
    jest.useFakeTimers();
    const { chat, socket, ended } = stoppable();
    socket.close(code);
    expect(chat.getState().stopped).toBeNull();
    jest.advanceTimersByTime(3000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(ended).not.toHaveBeenCalled();
    chat.dispose();
  });

  it('should take away on catch-up the messages deleted while it was away', () => {
    jest.useFakeTimers();
    const chat = connect();
    const first = FakeWebSocket.latest();
    first.open();
    first.push('initial_messages', { messages: [message(1), message(2), message(3)], hasMore: false });
    first.close();
    jest.advanceTimersByTime(3000);
    const second = FakeWebSocket.latest();
    second.open();
    second.push('initial_messages', { messages: [message(4)], hasMore: false, deletedIds: [2, 99] });
    expect(seqs(chat)).toEqual([1, 3, 4]);
    chat.dispose();
  });

  it('should show a sent text at once and replace it by the stored one, never twice', async () => {
    let answer: (r: Response) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const chat = connect();
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.push('initial_messages', { messages: [message(1)], hasMore: false });

    const sending = chat.send('Hola a todos');
    expect(chat.getState().pending).toEqual([
      expect.objectContaining({ clientId: 'cliente-1', content: 'Hola a todos', status: 'sending' }),
    ]);
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/chat/messages');
    expect(JSON.parse(init.body as string)).toEqual({
      content: 'Hola a todos',
      messageType: 'text',
      clientId: 'cliente-1',
    });

    const stored = message(2, { userId: '7', clientId: 'cliente-1', content: 'Hola a todos' });
    socket.push('new_message', stored); // the broadcast can come before the answer
    expect(chat.getState().pending).toEqual([]);
    answer(fakeResponse(201, JSON.stringify(stored)));
    await sending;
    expect(seqs(chat)).toEqual([1, 2]);
    expect(chat.getState().pending).toEqual([]);
    chat.dispose();
  });

  it('should keep a failed send in storage and retry it with the same clientId on the next start', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const chat = connect();
    await expect(chat.send('Sin red')).rejects.toThrow('Network error');
    expect(chat.getState().pending).toEqual([expect.objectContaining({ status: 'waiting' })]);
    chat.dispose();
    expect(window.localStorage.getItem(STORAGE_KEYS.chatPending)).toContain('Sin red');

    const stored = message(9, { userId: '7', clientId: 'cliente-1', content: 'Sin red' });
    global.fetch = jest.fn(async () => fakeResponse(200, JSON.stringify(stored)));
    const reloaded = connect();
    expect(reloaded.getState().pending).toEqual([
      expect.objectContaining({ clientId: 'cliente-1', content: 'Sin red' }),
    ]);
    FakeWebSocket.latest().open();
    await new Promise((r) => setTimeout(r, 0));
    expect(JSON.parse((global.fetch as jest.Mock).mock.calls[0][1].body as string)).toMatchObject({
      clientId: 'cliente-1',
    });
    expect(reloaded.getState().pending).toEqual([]);
    expect(seqs(reloaded)).toEqual([9]);
    expect(window.localStorage.getItem(STORAGE_KEYS.chatPending)).toBeNull();
    reloaded.dispose();
  });

  it('should drop a send the server refuses for good', async () => {
    global.fetch = jest.fn(async () => fakeResponse(400, '{"message":"Texto demasiado largo"}'));
    const chat = connect();
    await expect(chat.send('x')).rejects.toThrow('400');
    expect(chat.getState().pending).toEqual([]);
    chat.dispose();
  });

  it('should track typing, online people, reactions and deletions from the socket', () => {
    const chat = connect();
    const events: string[] = [];
    chat.onFrame((frame) => events.push(frame.event));
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.push('initial_messages', { messages: [message(1)], hasMore: false });
    socket.push('user_typing', { userId: '2', firstName: 'Ana' });
    socket.push('user_typing', { userId: '7', firstName: 'Yo' });
    expect(chat.getState().typing).toEqual([{ userId: '2', firstName: 'Ana' }]);
    socket.push('user_stopped_typing', { userId: '2' });
    expect(chat.getState().typing).toEqual([]);
    socket.push('online_users', { users: [{ id: 2, firstName: 'Ana', lastName: 'Ruiz' }] });
    expect(chat.getState().online).toHaveLength(1);
    socket.push('message_reaction_update', {
      messageId: 1,
      reactions: { totalLikes: 4 },
      userId: '7',
      liked: true,
    });
    expect(chat.getState().messages[0]?.reactions).toEqual({ totalLikes: 4, userHasLiked: true });
    socket.push('message_deleted', { messageId: 1 });
    expect(chat.getState().messages).toEqual([]);
    expect(events).toEqual([
      'initial_messages',
      'user_typing',
      'user_typing',
      'user_stopped_typing',
      'online_users',
      'message_reaction_update',
      'message_deleted',
    ]);
    chat.typing(true);
    expect(socket.sent.at(-1)).toEqual({ event: 'typing_start', data: {} });
    chat.dispose();
  });

  it('should read an older page with ?before= the oldest seq held', async () => {
    global.fetch = jest.fn(async () =>
      fakeResponse(200, JSON.stringify({ messages: [message(1), message(2)], hasMore: false })),
    );
    const chat = connect();
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.push('initial_messages', { messages: [message(3), message(4)], hasMore: true });
    await chat.loadOlder();
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/chat/messages?before=3&limit=50');
    expect(seqs(chat)).toEqual([1, 2, 3, 4]);
    expect(chat.getState().hasOlder).toBe(false);
    chat.dispose();
  });
});
