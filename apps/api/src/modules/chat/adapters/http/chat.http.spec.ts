import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DomainError, type ChatMessageView } from '@inhala/domain';
import {
  queryDb,
  registerClient,
  registerUser,
  signIn,
  startTestApp,
  type TestApp,
} from '../../../../../test/test-app';
import { FileStorage } from '../../../media';
import { bellWav, sunrisePng } from '../../../../seed/chat.seed';

describe('chat calls', () => {
  let t: TestApp;
  let admin: string;
  let png: Buffer;

  const send = (sessionId: string, body: object) =>
    t.http.post('/api/chat/messages').set('x-session-id', sessionId).send(body);
  const upload = (
    sessionId: string,
    file: Buffer | null,
    fields: Record<string, string>,
    name = 'foto.png',
  ) => {
    let call = t.http.post('/api/chat/upload').set('x-session-id', sessionId);
    for (const [key, value] of Object.entries(fields)) call = call.field(key, value);
    return file ? call.attach('file', file, name) : call;
  };
  const uploadsIn = (app: TestApp) => {
    const dir = join(app.dataDir, 'uploads');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.fromNewAddress(), 'admin@inhala.local');
    png = await sunrisePng();
  });
  afterAll(() => t.close());

  it('should store a text message once per client id, even sent three times at once', async () => {
    const person = await registerClient(t);
    const clientId = randomUUID();
    const body = { content: '  Hola, comunidad  ', messageType: 'text', clientId };
    const answers = await Promise.all([1, 2, 3].map(() => send(person.sessionId, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((a) => (a.body as ChatMessageView).id));
    expect(ids.size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ content: 'Hola, comunidad', clientId, userId: person.user.id });
    const again = await send(person.sessionId, body).expect(200);
    expect(again.body.id).toBe(answers[0]!.body.id);
    const rows = await queryDb(t, `SELECT id FROM chat_messages WHERE client_id = $1`, [clientId]);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['only spaces', { content: '   ' }, 'CHAT.EMPTY_MESSAGE', 'Escribe un mensaje o adjunta un archivo'],
    [
      '501 characters',
      { content: 'a'.repeat(501) },
      'VALIDATION.FAILED',
      'El mensaje no puede tener más de 500 caracteres',
    ],
    [
      'no client id',
      { clientId: undefined },
      'VALIDATION.FAILED',
      'El identificador del mensaje no es válido',
    ],
    ['an image by JSON', { messageType: 'image' }, 'VALIDATION.FAILED', 'El tipo de mensaje no es válido'],
  ])('should refuse %s with a Spanish 400', async (_name, change, errorCode, message) => {
    const person = await registerClient(t);
    const res = await send(person.sessionId, {
      content: 'Hola',
      messageType: 'text',
      clientId: randomUUID(),
      ...change,
    });
    expect({ status: res.status, errorCode: res.body.errorCode, message: res.body.message }).toEqual({
      status: 400,
      errorCode,
      message,
    });
  });

  it('should accept 500 characters (emoji count as one) and refuse the 11th message in 10 s', async () => {
    const person = await registerClient(t);
    await send(person.sessionId, {
      content: '🌱'.repeat(500),
      messageType: 'text',
      clientId: randomUUID(),
    }).expect(201);
    for (let i = 2; i <= 10; i += 1)
      await send(person.sessionId, { content: `m${i}`, messageType: 'text', clientId: randomUUID() }).expect(
        201,
      );
    const res = await send(person.sessionId, {
      content: 'once',
      messageType: 'text',
      clientId: randomUUID(),
    });
    expect({ status: res.status, errorCode: res.body.errorCode }).toEqual({
      status: 429,
      errorCode: 'CHAT.TOO_FAST',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('should page by seq: latest, older (before) and newer (after), oldest first with hasMore', async () => {
    const person = await registerClient(t);
    const sent: ChatMessageView[] = [];
    for (let i = 0; i < 5; i += 1)
      sent.push(
        (await send(person.sessionId, { content: `p${i}`, messageType: 'text', clientId: randomUUID() }))
          .body,
      );
    const get = (query: string) =>
      t.http.get(`/api/chat/messages${query}`).set('x-session-id', person.sessionId).expect(200);
    const latest = (await get('?limit=2')).body;
    expect(latest.messages.map((m: ChatMessageView) => m.id)).toEqual([sent[3]!.id, sent[4]!.id]);
    expect(latest.hasMore).toBe(true);
    const older = (await get(`?before=${sent[3]!.seq}&limit=2`)).body;
    expect(older.messages.map((m: ChatMessageView) => m.id)).toEqual([sent[1]!.id, sent[2]!.id]);
    const newer = (await get(`?after=${sent[1]!.seq}&limit=2`)).body;
    expect(newer).toMatchObject({ hasMore: true });
    expect(newer.messages.map((m: ChatMessageView) => m.id)).toEqual([sent[2]!.id, sent[3]!.id]);
    expect((await get(`?after=${sent[4]!.seq}`)).body).toEqual({
      messages: [],
      hasMore: false,
      deletedIds: [],
    });
    await t.http.get('/api/chat/messages?before=1&after=1').set('x-session-id', person.sessionId).expect(400);
  });

  it('should count unread messages by others since a time', async () => {
    const reader = await registerClient(t);
    const since = new Date().toISOString();
    await send(admin, { content: 'nuevo', messageType: 'text', clientId: randomUUID() }).expect(201);
    await send(reader.sessionId, { content: 'mío', messageType: 'text', clientId: randomUUID() }).expect(201);
    const res = await t.http
      .get(`/api/chat/unread?since=${encodeURIComponent(since)}`)
      .set('x-session-id', reader.sessionId)
      .expect(200);
    expect(res.body).toEqual({ count: 1 });
    await t.http.get('/api/chat/unread?since=ayer').set('x-session-id', reader.sessionId).expect(400);
  });

  it('should toggle a like and keep one per person under concurrent clicks', async () => {
    const person = await registerClient(t);
    const message = (await send(admin, { content: 'dale like', messageType: 'text', clientId: randomUUID() }))
      .body;
    const react = () =>
      t.http
        .post(`/api/chat/messages/${message.id}/react`)
        .set('x-session-id', person.sessionId)
        .send({ reactionType: 'like' });
    expect((await react().expect(200)).body).toEqual({ liked: true, totalLikes: 1 });
    expect((await react().expect(200)).body).toEqual({ liked: false, totalLikes: 0 });
    const clicks = await Promise.all([1, 2, 3, 4, 5].map(() => react()));
    expect(clicks.every((c) => c.status === 200)).toBe(true);
    const rows = await queryDb<{ n: number }>(
      t,
      `SELECT count(*)::int AS n FROM chat_reactions WHERE message_id = $1`,
      [message.id],
    );
    // Five toggles from unliked: liked, and every answer agrees with its turn.
    expect(rows[0]!.n).toBe(1);
    expect(clicks.map((c) => c.body.liked).filter(Boolean)).toHaveLength(3);
    await t.http
      .post('/api/chat/messages/2147483000/react')
      .set('x-session-id', person.sessionId)
      .send({ reactionType: 'like' })
      .expect(404);
  });

  it('should let only an admin delete, and remove the stored file with the message', async () => {
    const person = await registerClient(t);
    const text = (
      await send(person.sessionId, { content: 'borrar', messageType: 'text', clientId: randomUUID() })
    ).body;
    await t.http.delete(`/api/chat/messages/${text.id}`).set('x-session-id', person.sessionId).expect(403);
    await t.http.delete(`/api/chat/messages/${text.id}`).set('x-session-id', admin).expect(204);
    await t.http.delete(`/api/chat/messages/${text.id}`).set('x-session-id', admin).expect(404);

    const image = (await upload(admin, png, { messageType: 'image', clientId: randomUUID() }).expect(201))
      .body;
    const name = (image.fileUrl as string).replace('/uploads/', '');
    expect(uploadsIn(t)).toContain(name);
    await t.http.delete(`/api/chat/messages/${image.id}`).set('x-session-id', admin).expect(204);
    expect(uploadsIn(t)).not.toContain(name);
  });

  it('should store an admin image under a server name and serve it with nosniff and ranges', async () => {
    const clientId = randomUUID();
    const res = await upload(
      admin,
      png,
      { messageType: 'image', clientId, content: ' Amanecer ' },
      '../../evil.html',
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      messageType: 'image',
      content: 'Amanecer',
      fileName: 'evil.html',
      fileSize: png.length,
    });
    expect(res.body.fileUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const file = await t.http.get(res.body.fileUrl).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const part = await t.http.get(res.body.fileUrl).set('Range', 'bytes=0-7').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${png.length}`);
    // The same client id again: the same message, nothing new stored.
    const files = uploadsIn(t).length;
    const again = await upload(admin, png, { messageType: 'image', clientId }).expect(200);
    expect(again.body.id).toBe(res.body.id);
    expect(uploadsIn(t)).toHaveLength(files);
  });

  it('should take an audio note by its bytes whatever its name says', async () => {
    const res = await upload(
      admin,
      bellWav(0.2),
      { messageType: 'audio', clientId: randomUUID() },
      'nota.png',
    );
    expect(res.status).toBe(201);
    expect(res.body.fileUrl).toMatch(/\.wav$/);
  });

  it.each([
    ['a client', 'client', 'png', { messageType: 'image' }, 403, 'CHAT.ADMIN_ONLY'],
    [
      'a text file named .png',
      'admin',
      Buffer.from('<script>alert(1)</script>'),
      { messageType: 'image' },
      415,
      'FILE_UNSUPPORTED',
    ],
    ['an image sent as audio', 'admin', 'png', { messageType: 'audio' }, 415, 'FILE_UNSUPPORTED'],
    ['no file', 'admin', null, { messageType: 'image' }, 400, 'FILE_NOT_FOUND'],
    ['an empty file', 'admin', Buffer.alloc(0), { messageType: 'image' }, 400, 'FILE_NOT_FOUND'],
    ['a bad message type', 'admin', 'png', { messageType: 'video' }, 400, 'VALIDATION.FAILED'],
  ] as const)(
    'should refuse an upload by %s, with the text in error, keeping nothing',
    async (_n, who, file, fields, status, errorCode) => {
      const sessionId = who === 'admin' ? admin : (await registerClient(t)).sessionId;
      const before = uploadsIn(t).length;
      const res = await upload(sessionId, file === 'png' ? png : file, { ...fields, clientId: randomUUID() });
      expect({ status: res.status, errorCode: res.body.errorCode }).toEqual({ status, errorCode });
      expect(res.body.error).toBe(res.body.message);
      expect(uploadsIn(t)).toHaveLength(before);
    },
  );

  it('should refuse a file over 15 MB while it arrives (413, its text in error)', async () => {
    const big = Buffer.concat([png, Buffer.alloc(15 * 1024 * 1024 + 10 - png.length)]);
    const before = uploadsIn(t).length;
    const res = await upload(admin, big, { messageType: 'image', clientId: randomUUID() });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      errorCode: 'FILE_TOO_LARGE',
      error: 'El archivo no puede ser mayor a 15MB',
    });
    expect(uploadsIn(t)).toHaveLength(before);
  });

  it('should refuse a lead (403) and a visitor (401) on every chat call', async () => {
    const lead = await registerUser(t.fromNewAddress());
    for (const [method, path] of [
      ['get', '/api/chat/messages'],
      ['get', '/api/chat/unread'],
      ['post', '/api/chat/messages'],
      ['post', '/api/chat/upload'],
    ] as const) {
      expect((await t.http[method](path)).status).toBe(401);
      expect((await t.http[method](path).set('x-session-id', lead.sessionId)).status).toBe(403);
    }
  });

  it('should keep no row when the file cannot be written, and no file when the row cannot be', async () => {
    // Working while the demo content is seeded, broken for the test.
    let broken = false;
    const failing = await startTestApp(
      {},
      {
        overrides: [
          {
            provide: FileStorage,
            useValue: {
              save: async (bytes: AsyncIterable<Uint8Array>) => {
                let size = 0;
                for await (const chunk of bytes) size += chunk.length;
                if (broken) throw new DomainError('FILE_WRITE_FAILED');
                return { url: `/uploads/${randomUUID()}.png`, size, contentType: 'image/png', kind: 'image' };
              },
              remove: async () => undefined,
            },
          },
        ],
      },
    );
    try {
      const session = await signIn(failing.fromNewAddress(), 'admin@inhala.local');
      broken = true;
      const clientId = randomUUID();
      const res = await failing.http
        .post('/api/chat/upload')
        .set('x-session-id', session)
        .field('messageType', 'image')
        .field('clientId', clientId)
        .attach('file', png, 'foto.png');
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('No se pudo guardar el archivo en el servidor. Inténtalo de nuevo.');
      expect(await queryDb(failing, `SELECT 1 FROM chat_messages WHERE client_id = $1`, [clientId])).toEqual(
        [],
      );
    } finally {
      await failing.close();
    }

    await queryDb(
      t,
      `CREATE FUNCTION refuse_chat_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'down'; END $$`,
    );
    await queryDb(
      t,
      `CREATE TRIGGER refuse BEFORE INSERT ON chat_messages FOR EACH ROW EXECUTE FUNCTION refuse_chat_insert()`,
    );
    try {
      const before = uploadsIn(t).length;
      const res = await upload(admin, png, { messageType: 'image', clientId: randomUUID() });
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(uploadsIn(t)).toHaveLength(before);
    } finally {
      await queryDb(t, `DROP TRIGGER refuse ON chat_messages`);
    }
  });
});
