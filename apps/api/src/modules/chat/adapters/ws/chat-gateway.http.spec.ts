import { randomUUID } from 'node:crypto';
import { CHAT_CLOSE, type ChatMessageView } from '@inhala/domain';
import { ChatSocket, listenForSockets, refusedStatus } from '../../../../../test/chat-socket';
import {
  queryDb,
  registerClient,
  registerUser,
  signIn,
  startTestApp,
  type TestApp,
} from '../../../../../test/test-app';
import { CHAT_SOCKET_LIMITS, ChatSocketSettings } from './chat-socket.settings';

const DAY_MS = 24 * 60 * 60 * 1000;

const ORIGIN = 'http://localhost:3000';

describe('chat socket /ws', () => {
  let t: TestApp;
  let ws: string;
  let admin: string;
  let client: { sessionId: string; user: { id: string }; firstName: string };
  const open: ChatSocket[] = [];
  const connect = async (sessionId: string, lastSeq: number | null = null) => {
    const socket = await ChatSocket.open(ws, { sessionId, origin: ORIGIN });
    open.push(socket);
    socket.send({ event: 'user_connect', data: { lastSeq } });
    await socket.until((s) => s.of('initial_messages').length > 0, 'initial_messages');
    return socket;
  };
  const post = (sessionId: string, content: string, clientId: string = randomUUID()) =>
    t.http
      .post('/api/chat/messages')
      .set('x-session-id', sessionId)
      .send({ content, messageType: 'text', clientId });

  beforeAll(async () => {
    // Short beats (a socket that misses a pong for one beat is cut: at 200 ms, a loaded machine's
    // pause cut live sockets with 1006); budgets wide enough that a test's bursts reach the rules
    // they are about.
    const limits = {
      ...CHAT_SOCKET_LIMITS,
      frames: { burst: 1000, perSecond: 1000 },
      typing: { burst: 1000, perSecond: 1000 },
      // As short as the typing idle time (300 ms here), as in production (2 s both).
      typingStartEveryMs: 300,
    };
    t = await startTestApp(
      {},
      {
        overrides: [
          { provide: ChatSocketSettings, useValue: new ChatSocketSettings(1000, 3000, 300, limits) },
        ],
      },
    );
    ws = await listenForSockets(t.app);
    admin = await signIn(t.fromNewAddress(), 'admin@inhala.local');
    client = await registerClient(t, { firstName: 'Noa' });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  afterAll(() => t.close());

  it("should close an erased person's sockets and drop their photo from every open screen (issue 19)", async () => {
    const leaving = await registerClient(t, { firstName: 'Ida' });
    const [photo] = await queryDb<{ id: number }>(
      t,
      `WITH next AS (UPDATE chat_sequence SET value = value + 1 RETURNING value)
       INSERT INTO chat_messages (seq, client_id, user_id, content, message_type, file_url, file_name, file_size)
       SELECT value, gen_random_uuid(), $1::uuid, '', 'image', '/uploads/no-existe.jpg', 'foto.jpg', 5 FROM next
       RETURNING id`,
      [leaving.user.id],
    );
    const watcher = await connect(client.sessionId);
    const theirs = await connect(leaving.sessionId);
    await t.http
      .delete('/api/account')
      .set('x-session-id', leaving.sessionId)
      .send({ password: leaving.password })
      .expect(200);
    await theirs.until((s) => s.closed !== null, 'the close of the erased person’s socket');
    expect(theirs.closed).toEqual({ code: CHAT_CLOSE.accountErased });
    await watcher.until((s) => s.of('message_deleted').length > 0, 'the photo’s deletion');
    expect(watcher.of('message_deleted')).toEqual([{ messageId: Number(photo?.id) }]);
    expect(watcher.closed).toBeNull();
    await expect(refusedStatus(ws, { sessionId: leaving.sessionId, origin: ORIGIN })).resolves.toBe(401);
  });

  it('should refuse a visitor (401), a lead (403) and a page from another origin (403) at the handshake', async () => {
    const lead = await registerUser(t.fromNewAddress());
    await expect(refusedStatus(ws, { origin: ORIGIN })).resolves.toBe(401);
    await expect(refusedStatus(ws, { sessionId: 'f'.repeat(32), origin: ORIGIN })).resolves.toBe(401);
    await expect(refusedStatus(ws, { sessionId: lead.sessionId, origin: ORIGIN })).resolves.toBe(403);
    await expect(
      refusedStatus(ws, { sessionId: client.sessionId, origin: 'https://evil.example' }),
    ).resolves.toBe(403);
  });

  it('should accept a page served by this very host even when PUBLIC_URL names another', async () => {
    const host = new URL(ws).host;
    const socket = await ChatSocket.open(ws, { sessionId: client.sessionId, origin: `http://${host}` });
    open.push(socket);
    socket.send({ event: 'user_connect', data: { lastSeq: null } });
    await socket.until((s) => s.of('initial_messages').length > 0);
    await expect(
      refusedStatus(ws, { sessionId: client.sessionId, origin: `http://${host}.evil.example` }),
    ).resolves.toBe(403);
  });

  it('should accept the session from the header, and a client without Origin (not a browser)', async () => {
    const socket = await ChatSocket.open(ws, { sessionId: client.sessionId, header: true });
    open.push(socket);
    socket.send({ event: 'user_connect', data: { lastSeq: null } });
    await socket.until((s) => s.of('initial_messages').length > 0);
  });

  it('should send the latest page on a first visit, then each new message, deletion and like live', async () => {
    const watcher = await connect(client.sessionId);
    const first = watcher.of('initial_messages')[0]!;
    expect(first.messages.length).toBeGreaterThan(0);
    expect(first.messages.map((m) => m.seq)).toEqual(
      [...first.messages.map((m) => m.seq)].sort((a, b) => a - b),
    );
    await watcher.until(
      (s) =>
        s
          .of('online_users')
          .at(-1)
          ?.users.some((u) => u.id === client.user.id) ?? false,
      'online_users with the client',
    );

    const sent = (await post(admin, 'Hola a todos 🌿').expect(201)).body as ChatMessageView;
    await watcher.until((s) => s.of('new_message').some((m) => m.id === sent.id), 'new_message');
    expect(watcher.of('new_message').find((m) => m.id === sent.id)).toEqual(sent);

    const like = await t.http
      .post(`/api/chat/messages/${sent.id}/react`)
      .set('x-session-id', client.sessionId)
      .send({ reactionType: 'like' })
      .expect(200);
    expect(like.body).toEqual({ liked: true, totalLikes: 1 });
    await watcher.until((s) => s.of('message_reaction_update').length > 0, 'the like');
    expect(watcher.of('message_reaction_update')[0]).toEqual({
      messageId: sent.id,
      reactions: { totalLikes: 1 },
      userId: client.user.id,
      liked: true,
    });

    await t.http.delete(`/api/chat/messages/${sent.id}`).set('x-session-id', admin).expect(204);
    await watcher.until((s) => s.of('message_deleted').length > 0, 'the deletion');
    expect(watcher.of('message_deleted')).toEqual([{ messageId: sent.id }]);
  });

  it('should catch up with lastSeq: only the messages after it, each once', async () => {
    const before = (await post(admin, 'antes').expect(201)).body as ChatMessageView;
    const after = (await post(admin, 'después').expect(201)).body as ChatMessageView;
    const socket = await connect(client.sessionId, before.seq);
    expect(socket.of('initial_messages')[0]).toEqual({
      messages: [{ ...after, reactions: { userHasLiked: false, totalLikes: 0 } }],
      hasMore: false,
      deletedIds: [],
    });
  });

  it('should tell a returning client which messages were deleted while it was away', async () => {
    const kept = (await post(admin, 'se queda').expect(201)).body as ChatMessageView;
    const gone = (await post(admin, 'se va').expect(201)).body as ChatMessageView;
    const seen = gone.seq;
    await t.http.delete(`/api/chat/messages/${kept.id}`).set('x-session-id', admin).expect(204);
    const socket = await connect(client.sessionId, seen);
    expect(socket.of('initial_messages')[0]).toEqual({ messages: [], hasMore: false, deletedIds: [kept.id] });
    // The same over REST, for a client that pages through a longer absence.
    const page = await t.http
      .get(`/api/chat/messages?after=${seen}`)
      .set('x-session-id', client.sessionId)
      .expect(200);
    expect(page.body.deletedIds).toEqual([kept.id]);
  });

  it('should tell the others who is typing, and stop a typist who goes quiet', async () => {
    const watcher = await connect(admin);
    const typist = await connect(client.sessionId);
    typist.send({ event: 'typing_start', data: {} });
    await watcher.until((s) => s.of('user_typing').length > 0, 'user_typing');
    expect(watcher.of('user_typing')[0]).toEqual({ userId: client.user.id, firstName: 'Noa' });
    // Nobody is told about their own typing.
    expect(typist.of('user_typing')).toEqual([]);
    // The test binds a 300 ms idle time.
    await watcher.until((s) => s.of('user_stopped_typing').length > 0, 'the idle stop');
    expect(watcher.of('user_stopped_typing')[0]).toEqual({ userId: client.user.id });
    typist.send({ event: 'typing_start', data: {} });
    await watcher.until((s) => s.of('user_typing').length > 1, 'user_typing again');
    typist.send({ event: 'typing_stop', data: {} });
    await watcher.until((s) => s.of('user_stopped_typing').length > 1, 'user_stopped_typing');
  });

  it('should let at most one typing start per person per interval (2 s; 300 ms here) reach the others, and coalesce the stops', async () => {
    const watcher = await connect(admin);
    // Someone who has not typed yet: nobody's earlier start holds theirs back.
    const person = await registerClient(t, { firstName: 'Eva' });
    const typist = await connect(person.sessionId);
    const started = Date.now();
    // 160 frames in: with 200 sockets open these were 32,000 frames out.
    for (let i = 0; i < 80; i += 1) {
      typist.send({ event: 'typing_start', data: {} });
      typist.send({ event: 'typing_stop', data: {} });
    }
    // Frames of one socket are handled in order: once this is answered, all 160 were read.
    typist.send({ event: 'user_connect', data: { lastSeq: null } });
    await typist.until((s) => s.of('initial_messages').length > 1, 'the answer after the typing frames');
    const typingOf = (s: ChatSocket) =>
      s.frames.filter(
        (f) =>
          (f.event === 'user_typing' || f.event === 'user_stopped_typing') &&
          f.data.userId === person.user.id,
      );
    await watcher.until((s) => typingOf(s).at(-1)?.event === 'user_stopped_typing', 'the last stop');
    const elapsed = Date.now() - started;
    const starts = typingOf(watcher).filter((f) => f.event === 'user_typing').length;
    const stops = typingOf(watcher).length - starts;
    expect(starts).toBeGreaterThanOrEqual(1);
    expect(starts).toBeLessThanOrEqual(Math.floor(elapsed / 300) + 1);
    expect(stops).toBe(starts);
  });

  it('should close a socket when its session expires, and keep one whose session was refreshed', async () => {
    const base = Date.now();
    t.clock.set(base);
    try {
      const person = await registerClient(t);
      const refreshed = await signIn(t.fromNewAddress(), person.email, person.password);
      const kept = await connect(refreshed);
      const expiring = await connect(person.sessionId);
      t.clock.set(base + 29 * DAY_MS);
      await t.http.post('/api/auth/refresh-session').send({ sessionId: refreshed }).expect(200);

      // Sessions last 30 days unless refreshed: one day past that, the unrefreshed one is over.
      t.clock.set(base + 31 * DAY_MS);
      const ended = Date.now();
      await expiring.until((s) => s.closed !== null, 'the close of the expired session’s socket');
      expect(expiring.closed).toEqual({ code: CHAT_CLOSE.sessionEnded });
      // Within a few of the checks made each second, not at the next heartbeat or never.
      expect(Date.now() - ended).toBeLessThan(5000);
      kept.send({ event: 'user_connect', data: { lastSeq: null } });
      await kept.until((s) => s.of('initial_messages').length > 1, 'an answer on the refreshed session');
      expect(kept.closed).toBeNull();
    } finally {
      t.clock.reset();
    }
  });

  it('should show who is online, and take them off when they leave', async () => {
    const watcher = await connect(admin);
    const other = await connect(client.sessionId);
    await watcher.until(
      (s) =>
        s
          .of('online_users')
          .at(-1)
          ?.users.some((u) => u.id === client.user.id) ?? false,
      'the client online',
    );
    await other.close();
    await watcher.until(
      (s) =>
        !(
          s
            .of('online_users')
            .at(-1)
            ?.users.some((u) => u.id === client.user.id) ?? true
        ),
      'the client gone',
    );
  });

  it('should close a socket that stops answering pings', async () => {
    const silent = await ChatSocket.open(ws, {
      sessionId: client.sessionId,
      origin: ORIGIN,
      autoPong: false,
    });
    open.push(silent);
    // Heartbeat of 1 s in this test: two beats without a pong.
    await silent.until((s) => s.closed !== null, 'the close', 8000);
  });

  it('should ignore frames it does not understand and stay open', async () => {
    const socket = await connect(client.sessionId);
    socket.socket.send('not json');
    socket.socket.send(JSON.stringify({ event: 'unknown', data: 1 }));
    socket.send({ event: 'user_connect', data: { lastSeq: -5 } });
    await socket.until((s) => s.of('initial_messages').length > 1, 'a second initial_messages');
    expect(socket.closed).toBeNull();
  });
});
