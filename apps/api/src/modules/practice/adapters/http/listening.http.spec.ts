import {
  LISTENING_RULES,
  LISTENING_TEXTS,
  type ContentBundle,
  type ListeningPositionDto,
  type ListeningShelfDto,
} from '@inhala/domain';
import { DataSource } from 'typeorm';
import { RefreshContentBundle } from '../../../content';
import {
  queryDb,
  registerClient,
  registerUser,
  startTestApp,
  type TestApp,
} from '../../../../../test/test-app';

describe('Continuar escuchando (where a person left a recording)', () => {
  let t: TestApp;
  let meditations: ContentBundle['meditations'];
  let angelMonday: { id: number; title: string; gradientOption: number };

  beforeAll(async () => {
    t = await startTestApp();
    meditations = ((await t.http.get('/api/content').expect(200)).body as ContentBundle).meditations;
    const entries = (await t.http.get('/api/angel-mondays').expect(200)).body as Array<typeof angelMonday>;
    angelMonday = entries[0]!;
  });
  afterEach(() => t.clock.reset());
  afterAll(() => t.close());

  const as = (sessionId: string) => ({
    put: (path: string, body: unknown) =>
      t.http
        .put(`/api/practice/listening/${path}`)
        .set('x-session-id', sessionId)
        .send(body as object),
    get: (path: string) => t.http.get(`/api/practice/listening/${path}`).set('x-session-id', sessionId),
    shelf: async () => {
      const res = await t.http.get('/api/practice/listening').set('x-session-id', sessionId).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return res.body as ListeningShelfDto;
    },
  });
  const minute = (n: number) => new Date(Date.UTC(2026, 10, 20, 10, n)).toISOString();

  it('should keep a place, replace it with the next report, and give it back for the player to start from', async () => {
    const ana = as((await registerClient(t)).sessionId);
    const m = meditations[4]!;
    const first = await ana.put(`meditation/${m.id}`, { position: 95.8, duration: 1200.4 }).expect(200);
    expect(first.body).toMatchObject({ kind: 'meditation', id: m.id, position: 95, duration: 1200 });

    t.clock.set(minute(5));
    await ana.put(`meditation/${m.id}`, { position: 300, duration: 1200 }).expect(200);
    const read = await ana.get(`meditation/${m.id}`).expect(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.body).toEqual({
      kind: 'meditation',
      id: m.id,
      position: 300,
      duration: 1200,
      updatedAt: minute(5),
    } satisfies ListeningPositionDto);
    const rows = await queryDb(t, `SELECT count(*)::int AS n FROM listening_positions WHERE item_id = $1`, [
      m.id,
    ]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('should forget the place once the recording reaches its closing tail, and ignore the first seconds', async () => {
    const ana = as((await registerClient(t)).sessionId);
    const m = meditations[5]!;
    await ana.put(`meditation/${m.id}`, { position: 600, duration: 1200 }).expect(200);
    // A tap on play on another device, before its player moved to the place: nothing changes.
    const early = await ana.put(`meditation/${m.id}`, { position: 3, duration: 1200 }).expect(200);
    expect(early.body).toMatchObject({ position: 600 });
    // The last 5 % (60 s) of 20 minutes is the end.
    const finished = await ana.put(`meditation/${m.id}`, { position: 1141, duration: 1200 }).expect(200);
    expect(finished.body).toEqual({
      kind: 'meditation',
      id: m.id,
      position: null,
      duration: null,
      updatedAt: null,
    });
    expect((await ana.get(`meditation/${m.id}`).expect(200)).body).toMatchObject({ position: null });
    expect((await ana.shelf()).items).toEqual([]);
    // Never started: nothing kept, no row.
    await ana.put(`meditation/${m.id}`, { position: 10, duration: 1200 }).expect(200);
    expect((await ana.get(`meditation/${m.id}`).expect(200)).body).toMatchObject({ position: null });
  });

  it('should show the shelf most recent first, at most six, each with its title, image, category and link', async () => {
    const ana = as((await registerClient(t)).sessionId);
    const chosen = meditations.slice(10, 17);
    for (const [i, m] of chosen.entries()) {
      t.clock.set(minute(i));
      await ana.put(`meditation/${m.id}`, { position: 120 + i, duration: 900 }).expect(200);
    }
    t.clock.set(minute(30));
    await ana.put(`angel-monday/${angelMonday.id}`, { position: 45, duration: 300 }).expect(200);
    // Listened again later: it moves to the front.
    t.clock.set(minute(40));
    await ana.put(`meditation/${chosen[0]!.id}`, { position: 200, duration: 900 }).expect(200);

    const shelf = await ana.shelf();
    expect(shelf.items).toHaveLength(LISTENING_RULES.shelfSize);
    expect(shelf.items.map((i) => `${i.kind}:${i.id}`)).toEqual([
      `meditation:${chosen[0]!.id}`,
      `angel-monday:${angelMonday.id}`,
      `meditation:${chosen[6]!.id}`,
      `meditation:${chosen[5]!.id}`,
      `meditation:${chosen[4]!.id}`,
      `meditation:${chosen[3]!.id}`,
    ]);
    const first = chosen[0]!;
    expect(shelf.items[0]).toEqual({
      kind: 'meditation',
      id: first.id,
      position: 200,
      duration: 900,
      updatedAt: minute(40),
      title: first.name,
      imageUrl: first.imageUrl,
      gradientOption: null,
      category: first.categories[0] ?? null,
      // The player's route is the meditation's place in the catalogue (02 §2.6).
      href: `/meditation/${meditations.indexOf(first) + 1}`,
    });
    expect(shelf.items[1]).toMatchObject({
      title: angelMonday.title,
      imageUrl: null,
      gradientOption: angelMonday.gradientOption,
      category: 'Angel Monday',
      href: `/angel-mondays?id=${angelMonday.id}`,
    });
  });

  it('should leave out a recording that is no longer published, and bring it back when it is', async () => {
    const ana = as((await registerClient(t)).sessionId);
    const m = meditations[20]!;
    await ana.put(`meditation/${m.id}`, { position: 100, duration: 900 }).expect(200);
    await queryDb(t, `UPDATE meditations SET status = 'draft' WHERE id = $1`, [m.id]);
    await t.app.get(RefreshContentBundle).execute();
    try {
      expect((await ana.shelf()).items).toEqual([]);
      const gone = await ana.get(`meditation/${m.id}`).expect(404);
      expect(gone.body.message).toBe(LISTENING_TEXTS.meditationNotFound);
    } finally {
      await queryDb(t, `UPDATE meditations SET status = 'published' WHERE id = $1`, [m.id]);
      await t.app.get(RefreshContentBundle).execute();
    }
    expect((await ana.shelf()).items.map((i) => i.id)).toEqual([m.id]);
  });

  it('should check an Angel Monday by its id alone, and leave it out once people may not see it', async () => {
    const ana = as((await registerClient(t)).sessionId);
    // A report comes every few seconds while someone listens: never the whole table of messages.
    const sql = jest.spyOn(t.app.get(DataSource), 'query');
    try {
      await ana.put(`angel-monday/${angelMonday.id}`, { position: 80, duration: 300 }).expect(200);
      expect((await ana.get(`angel-monday/${angelMonday.id}`).expect(200)).body).toMatchObject({
        position: 80,
      });
      expect((await ana.shelf()).items.map((i) => i.title)).toEqual([angelMonday.title]);
      const reads = sql.mock.calls.map(([text]) => text).filter((text) => text.includes('angel_mondays'));
      expect(reads.length).toBeGreaterThan(0);
      for (const text of reads) expect(text).toMatch(/WHERE id = /);
    } finally {
      sql.mockRestore();
    }
    const [stored] = await queryDb<{ publishAt: Date | null }>(
      t,
      `SELECT publish_at AS "publishAt" FROM angel_mondays WHERE id = $1`,
      [angelMonday.id],
    );
    // Scheduled for later again: not found, and off the shelf (the place stays for when it comes).
    await queryDb(t, `UPDATE angel_mondays SET publish_at = now() + interval '1 day' WHERE id = $1`, [
      angelMonday.id,
    ]);
    try {
      expect((await ana.shelf()).items).toEqual([]);
      const gone = await ana
        .put(`angel-monday/${angelMonday.id}`, { position: 90, duration: 300 })
        .expect(404);
      expect(gone.body.message).toBe(LISTENING_TEXTS.angelMondayNotFound);
    } finally {
      await queryDb(t, `UPDATE angel_mondays SET publish_at = $2 WHERE id = $1`, [
        angelMonday.id,
        stored!.publishAt,
      ]);
    }
    expect((await ana.shelf()).items.map((i) => i.id)).toEqual([angelMonday.id]);
  });

  it('should keep each person’s places to themselves', async () => {
    const ana = as((await registerClient(t)).sessionId);
    const eva = as((await registerClient(t)).sessionId);
    const m = meditations[7]!;
    await ana.put(`meditation/${m.id}`, { position: 400, duration: 1200 }).expect(200);
    expect((await eva.get(`meditation/${m.id}`).expect(200)).body).toMatchObject({ position: null });
    expect((await eva.shelf()).items).toEqual([]);
    // Eva's report of the same recording is hers alone.
    await eva.put(`meditation/${m.id}`, { position: 50, duration: 1200 }).expect(200);
    expect((await ana.get(`meditation/${m.id}`).expect(200)).body).toMatchObject({ position: 400 });
  });

  it('should refuse bad input with a Spanish 400 and change nothing', async () => {
    const ana = as((await registerClient(t)).sessionId);
    const m = meditations[8]!;
    await ana.put(`meditation/${m.id}`, { position: 100, duration: 600 }).expect(200);
    const cases: Array<[string, unknown, string]> = [
      [`challenge/${m.id}`, { position: 30, duration: 600 }, LISTENING_TEXTS.kind],
      ['meditation/0', { position: 30, duration: 600 }, LISTENING_TEXTS.id],
      ['meditation/abc', { position: 30, duration: 600 }, LISTENING_TEXTS.id],
      ['meditation/99999999999', { position: 30, duration: 600 }, LISTENING_TEXTS.id],
      [`meditation/${m.id}`, { position: 601, duration: 600 }, LISTENING_TEXTS.position],
      [`meditation/${m.id}`, { position: -1, duration: 600 }, LISTENING_TEXTS.position],
      [`meditation/${m.id}`, { position: '30', duration: 600 }, LISTENING_TEXTS.position],
      [`meditation/${m.id}`, { duration: 600 }, LISTENING_TEXTS.position],
      [`meditation/${m.id}`, { position: 30, duration: 0 }, LISTENING_TEXTS.duration],
      [`meditation/${m.id}`, { position: 30, duration: 86_401 }, LISTENING_TEXTS.duration],
      [`meditation/${m.id}`, { position: 30, duration: null }, LISTENING_TEXTS.duration],
    ];
    for (const [path, body, message] of cases) {
      const res = await ana.put(path, body);
      expect({ path, body, status: res.status, message: res.body.message }).toEqual({
        path,
        body,
        status: 400,
        message,
      });
    }
    expect((await ana.get(`meditation/${m.id}`).expect(200)).body).toMatchObject({ position: 100 });
  });

  it('should answer 404 in Spanish for a recording that does not exist', async () => {
    const ana = as((await registerClient(t)).sessionId);
    const put = await ana.put('meditation/987654', { position: 30, duration: 600 }).expect(404);
    expect(put.body.message).toBe(LISTENING_TEXTS.meditationNotFound);
    const get = await ana.get('angel-monday/987654').expect(404);
    expect(get.body.message).toBe(LISTENING_TEXTS.angelMondayNotFound);
    expect(await queryDb(t, `SELECT 1 FROM listening_positions WHERE item_id = 987654`)).toEqual([]);
  });

  it('should ask for a session, and for a subscription to keep or read a place (the recordings are premium)', async () => {
    const m = meditations[1]!;
    await t.http
      .put(`/api/practice/listening/meditation/${m.id}`)
      .send({ position: 30, duration: 600 })
      .expect(401);
    await t.http.get(`/api/practice/listening/meditation/${m.id}`).expect(401);
    await t.http.get('/api/practice/listening').expect(401);
    const lead = await registerUser(t.fromNewAddress());
    const leo = as(lead.sessionId);
    await leo.put(`meditation/${m.id}`, { position: 30, duration: 600 }).expect(403);
    await leo.get(`meditation/${m.id}`).expect(403);
    // A place kept while subscribed is not shown once the subscription ends (it would lead to the plans).
    await queryDb(
      t,
      `INSERT INTO listening_positions (user_id, kind, item_id, position_seconds, duration_seconds)
       VALUES ($1, 'meditation', $2, 100, 600)`,
      [lead.user.id, m.id],
    );
    expect((await leo.shelf()).items).toEqual([]);
  });

  it('should refuse more than 60 reports a minute from one person, with Retry-After', async () => {
    const ana = as((await registerClient(t)).sessionId);
    const m = meditations[2]!;
    for (let i = 0; i < LISTENING_RULES.reportLimit.limit; i++)
      await ana.put(`meditation/${m.id}`, { position: 100 + i, duration: 1200 }).expect(200);
    const limited = await ana.put(`meditation/${m.id}`, { position: 500, duration: 1200 }).expect(429);
    expect(limited.body.message).toBe(LISTENING_TEXTS.tooMany);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await ana.get(`meditation/${m.id}`).expect(200)).body).toMatchObject({
      position: 100 + LISTENING_RULES.reportLimit.limit - 1,
    });
  });
});
