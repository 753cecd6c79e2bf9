import { randomUUID } from 'node:crypto';
import type { ChatMessageView } from '@inhala/domain';
import { ChatSocket, listenForSockets } from './chat-socket';
import { registerClient, signIn, startTestApp, type TestApp } from './test-app';

const ORIGIN = 'http://localhost:3000';

/**
 * Two API processes on one PostgreSQL database (two Nest apps in this Jest process, each on
 * its own port with its own PostgresChatBus connection): what happens through one reaches the
 * sockets of the other, presence is the union, and a socket that was away catches up from its
 * last seq on either one, every message once and in order.
 */
describe('chat across two API instances', () => {
  let one: TestApp;
  let two: TestApp;
  let wsOne: string;
  let wsTwo: string;
  let admin: string;
  let client: { sessionId: string; user: { id: string } };
  const open: ChatSocket[] = [];

  const connect = async (base: string, sessionId: string, lastSeq: number | null = null) => {
    const socket = await ChatSocket.open(base, { sessionId, origin: ORIGIN });
    open.push(socket);
    socket.send({ event: 'user_connect', data: { lastSeq } });
    await socket.until((s) => s.of('initial_messages').length > 0, 'initial_messages');
    return socket;
  };
  const post = (t: TestApp, sessionId: string, content: string) =>
    t.http
      .post('/api/chat/messages')
      .set('x-session-id', sessionId)
      .send({ content, messageType: 'text', clientId: randomUUID() })
      .expect(201)
      .then((res) => res.body as ChatMessageView);

  beforeAll(async () => {
    one = await startTestApp();
    two = await startTestApp({}, { sameDatabaseAs: one });
    wsOne = await listenForSockets(one.app);
    wsTwo = await listenForSockets(two.app);
    admin = await signIn(one.fromNewAddress(), 'admin@inhala.local');
    client = await registerClient(one);
  }, 60_000);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('should bring a message, a like and a deletion made on one instance to a socket on the other', async () => {
    const watcher = await connect(wsTwo, client.sessionId);
    const sent = await post(one, admin, 'Desde la otra instancia 🌙');
    await watcher.until((s) => s.of('new_message').some((m) => m.id === sent.id), 'the message');

    await one.http
      .post(`/api/chat/messages/${sent.id}/react`)
      .set('x-session-id', admin)
      .send({ reactionType: 'like' })
      .expect(200);
    await watcher.until((s) => s.of('message_reaction_update').length > 0, 'the like');
    expect(watcher.of('message_reaction_update')[0]).toMatchObject({ messageId: sent.id, liked: true });

    await one.http.delete(`/api/chat/messages/${sent.id}`).set('x-session-id', admin).expect(204);
    await watcher.until((s) => s.of('message_deleted').some((d) => d.messageId === sent.id), 'the deletion');
  });

  it('should show people connected to either instance as online on both', async () => {
    const onOne = await connect(wsOne, admin);
    const onTwo = await connect(wsTwo, client.sessionId);
    const bothOnline = (s: ChatSocket) => {
      const ids =
        s
          .of('online_users')
          .at(-1)
          ?.users.map((u) => u.id) ?? [];
      return ids.includes(client.user.id) && ids.length >= 2;
    };
    await onOne.until(bothOnline, 'both people on instance one');
    await onTwo.until(bothOnline, 'both people on instance two');
  });

  it('should deliver typing from one instance to the other', async () => {
    const watcher = await connect(wsOne, admin);
    const typist = await connect(wsTwo, client.sessionId);
    typist.send({ event: 'typing_start', data: {} });
    await watcher.until((s) => s.of('user_typing').some((u) => u.userId === client.user.id), 'user_typing');
  });

  it('should give a socket that was away every message exactly once and in order when it comes back', async () => {
    const first = await connect(wsOne, client.sessionId);
    const seen = first.of('initial_messages')[0]!.messages;
    const lastSeq = seen.at(-1)?.seq ?? 0;
    await first.close();

    // 50 messages through the other instance while it is away, from five people at once (the
    // rate limit is per person).
    const senders = await Promise.all([1, 2, 3, 4, 5].map(async () => (await registerClient(two)).sessionId));
    const away = (
      await Promise.all(
        senders.map(async (sessionId, who) => {
          const mine: ChatMessageView[] = [];
          for (let i = 0; i < 10; i += 1)
            mine.push(await post(two, sessionId, `persona ${who}, mensaje ${i}`));
          return mine;
        }),
      )
    ).flat();

    // It comes back while five more are being sent: they may land in the catch-up or live.
    const back = await ChatSocket.open(wsOne, { sessionId: client.sessionId, origin: ORIGIN });
    open.push(back);
    back.send({ event: 'user_connect', data: { lastSeq } });
    const during = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => post(two, admin, `mientras vuelve ${i}`).catch(() => null)),
    );
    const expected = [...away, ...during.filter((m): m is ChatMessageView => m !== null)].map((m) => m.id);

    await back.until((s) => {
      const got = [...s.of('initial_messages').flatMap((p) => p.messages), ...s.of('new_message')];
      return expected.every((id) => got.some((m) => m.id === id));
    }, 'every message');
    // A moment for anything doubled to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const initial = back.of('initial_messages')[0]!;
    expect(initial.hasMore).toBe(false);
    expect(initial.messages.length).toBeGreaterThanOrEqual(away.length);
    const got = [...initial.messages, ...back.of('new_message')];
    const seqs = got.map((m) => m.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(initial.messages.map((m) => m.seq)).toEqual(
      [...initial.messages.map((m) => m.seq)].sort((a, b) => a - b),
    );
    expect(initial.messages.every((m) => m.seq > lastSeq)).toBe(true);
    expect(got.map((m) => m.id).sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
  }, 60_000);
});
