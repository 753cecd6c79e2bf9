import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHAT_CLOSE, type ChatMessageView } from '@inhala/domain';
import { ChatSocket, listenForSockets } from './chat-socket';
import { registerClient, signIn, startTestApp, type TestApp } from './test-app';

const ORIGIN = 'http://localhost:3000';

/** The reset code e-mailed to `email` by an instance without SMTP (its DATA_DIR/outbox). */
function resetCodeFor(t: TestApp, email: string): Promise<string> {
  return fromResetMail(t, email, />\s*(\d{6})\s*</);
}

/** The token of the reset mail's link (`?restablecer=`). */
function resetLinkTokenFor(t: TestApp, email: string): Promise<string> {
  return fromResetMail(t, email, /restablecer=([\w.%-]+)/).then(decodeURIComponent);
}

async function fromResetMail(t: TestApp, email: string, pattern: RegExp): Promise<string> {
  const dir = join(t.dataDir, 'outbox');
  const deadline = Date.now() + 8000;
  for (;;) {
    const mails = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .map((f) =>
            readFileSync(join(dir, f), 'utf8')
              .replace(/=\r?\n/g, '')
              .replace(/=3D/gi, '='),
          )
      : [];
    const code = mails
      .filter((mail) => mail.toLowerCase().includes(`to: ${email.toLowerCase()}`))
      .map((mail) => pattern.exec(mail)?.[1])
      .find(Boolean);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no reset mail with ${String(pattern)} for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

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

    // 40 messages through the other instance while it is away, from five people at once (the
    // rate limit is per person): with the five sent as it comes back, at most one catch-up page
    // (50), however many of those five land before it asks.
    const senders = await Promise.all([1, 2, 3, 4, 5].map(async () => (await registerClient(two)).sessionId));
    const away = (
      await Promise.all(
        senders.map(async (sessionId, who) => {
          const mine: ChatMessageView[] = [];
          for (let i = 0; i < 8; i += 1)
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

  describe('a socket lives as long as its session', () => {
    /** How long the socket took to close after `ended` (ms), and its code. */
    const closeOf = async (socket: ChatSocket, ended: number) => {
      await socket.until((s) => s.closed !== null, 'the close');
      return { code: socket.closed?.code, within2s: Date.now() - ended < 2000 };
    };

    it("should close a signed-out session's socket on the other instance within 2 s, and no other session's", async () => {
      const person = await registerClient(one);
      const otherDevice = await signIn(one.fromNewAddress(), person.email, person.password);
      const signingOut = await connect(wsTwo, person.sessionId);
      const staying = await connect(wsTwo, otherDevice);

      await one.http.post('/api/auth/logout').set('x-session-id', person.sessionId).expect(200);
      await expect(closeOf(signingOut, Date.now())).resolves.toEqual({
        code: CHAT_CLOSE.sessionEnded,
        within2s: true,
      });
      await one.http.get('/api/auth/me').set('x-session-id', person.sessionId).expect(401);

      // The other device's session goes on, and so does its socket.
      const sent = await post(one, admin, 'Sigo aquí');
      await staying.until((s) => s.of('new_message').some((m) => m.id === sent.id), 'the message');
      expect(staying.closed).toBeNull();
    });

    it('should close the socket of a session that a new sign-in on the device replaced', async () => {
      const person = await registerClient(one);
      const socket = await connect(wsOne, person.sessionId);
      const ended = Date.now();
      await two.http
        .post('/api/auth/signin')
        .set('x-session-id', person.sessionId)
        .send({ email: person.email, password: person.password })
        .expect(200);
      await expect(closeOf(socket, ended)).resolves.toEqual({
        code: CHAT_CLOSE.sessionEnded,
        within2s: true,
      });
    });

    it('should close every socket of a person who reset their password, on both instances, within 2 s', async () => {
      const person = await registerClient(one);
      const onOne = await connect(wsOne, person.sessionId);
      const onTwo = await connect(wsTwo, person.sessionId);
      await one.http.post('/api/auth/forgot-password').send({ email: person.email }).expect(200);
      const otpCode = await resetCodeFor(one, person.email);

      const ended = Date.now();
      await two.http
        .post('/api/auth/reset-password')
        .send({ email: person.email, otpCode, newPassword: 'una-clave-nueva' })
        .expect(200);
      const closes = await Promise.all([closeOf(onOne, ended), closeOf(onTwo, ended)]);
      expect(closes).toEqual([
        { code: CHAT_CLOSE.sessionEnded, within2s: true },
        { code: CHAT_CLOSE.sessionEnded, within2s: true },
      ]);
    });

    it("should close them too when the password is reset through the mail's link", async () => {
      const person = await registerClient(one);
      const onOne = await connect(wsOne, person.sessionId);
      await one.http.post('/api/auth/forgot-password').send({ email: person.email }).expect(200);
      const token = await resetLinkTokenFor(one, person.email);

      const ended = Date.now();
      await two.http
        .post('/api/auth/reset-password/link')
        .send({ token, newPassword: 'una-clave-nueva' })
        .expect(200);
      await expect(closeOf(onOne, ended)).resolves.toEqual({
        code: CHAT_CLOSE.sessionEnded,
        within2s: true,
      });
    });
  });

  it("should hold a person's 20-socket cap over both instances", async () => {
    const person = await registerClient(one);
    const sockets = await Promise.all(
      Array.from({ length: 22 }, (_, i) =>
        ChatSocket.open(i % 2 ? wsTwo : wsOne, { sessionId: person.sessionId, origin: ORIGIN }),
      ),
    );
    open.push(...sockets);
    await Promise.all(
      sockets.map((s) =>
        s.until((x) => x.closed !== null || x.of('online_users').length > 0, 'let in or refused'),
      ),
    );
    expect(sockets.filter((s) => s.closed === null)).toHaveLength(20);
    expect(sockets.filter((s) => s.closed !== null).map((s) => s.closed?.code)).toEqual([
      CHAT_CLOSE.tooManySockets,
      CHAT_CLOSE.tooManySockets,
    ]);
  });
});
