import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { localDateIn } from '@inhala/domain';
import { registerClient, signIn, startTestApp, type TestApp } from '../../../../../test/test-app';

describe('journal entries API', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  async function withDb<T>(fn: (db: Client) => Promise<T>): Promise<T> {
    const db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      return await fn(db);
    } finally {
      await db.end();
    }
  }

  async function fillJournal(email: string, count: number) {
    await withDb(async (db) => {
      const { rows } = await db.query(`SELECT id FROM users WHERE email = $1`, [email]);
      // From an empty journal: the demo client arrives with three weeks of seeded history.
      for (const table of ['morning_pages', 'rituals', 'challenge_journal_entries'])
        await db.query(`DELETE FROM ${table} WHERE user_id = $1`, [rows[0].id]);
      await db.query(
        `INSERT INTO morning_pages (user_id, title, content, created_at, archived)
         SELECT $1, CASE WHEN n % 3 = 0 THEN NULL ELSE 'Página ' || n END, 'Contenido ' || n,
                now() - make_interval(mins => n), n % 10 = 0
           FROM generate_series(1, $2) AS n`,
        [rows[0].id, count],
      );
    });
  }

  it('pages the not-archived entries newest first, 16 by default', async () => {
    await fillJournal('cliente@inhala.local', 40); // 4 archived (10, 20, 30, 40)
    const sessionId = await signIn(t.fromNewAddress(), 'cliente@inhala.local');
    const first = await t.http
      .get('/api/journal/entries?page=1&limit=16')
      .set('x-session-id', sessionId)
      .expect(200);
    expect(first.body.total).toBe(36);
    expect(first.body.entries).toHaveLength(16);
    expect(first.body.entries[0]).toMatchObject({
      type: 'morning_page',
      title: 'Página 1',
      text: 'Contenido 1',
      challengeId: null,
    });
    expect(first.body.entries[2].title).toBe('Sin título');
    const dates = first.body.entries.map((e: { date: string }) => Date.parse(e.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const last = await t.http.get('/api/journal/entries?page=3').set('x-session-id', sessionId).expect(200);
    expect(last.body.entries).toHaveLength(4);
    expect(
      last.body.entries.every(
        (e: { text: string }) => !['Contenido 10', 'Contenido 20', 'Contenido 30'].includes(e.text),
      ),
    ).toBe(true);
  });

  it("answers each kind of entry with the spec's own fields: a ritual's and a morning page's", async () => {
    const person = await registerClient(t);
    const auth = { 'x-session-id': person.sessionId };
    const page = (await t.http.post('/api/morning-pages').set(auth).send({ content: 'Hoy amanecí en calma' }))
      .body as { id: number; createdAt: string };
    const ritualId = await withDb(
      async (db) =>
        (
          await db.query(
            `INSERT INTO rituals (user_id, date, intention, duration, style, meditation_name,
                                  journal_entry, journal_title, created_at)
             VALUES ($1, date '2026-10-30', 'Calma', 10, 'Pasiva', 'Respira', 'Respiré hondo', 'Mi reflexión',
                     timestamp '2026-10-30 08:00')
             RETURNING id`,
            [person.user.id],
          )
        ).rows[0].id as number,
    );
    const res = await t.http.get('/api/journal/entries').set(auth).expect(200);
    expect(res.body).toEqual({
      total: 2,
      entries: [
        {
          id: page.id,
          type: 'morning_page',
          title: 'Sin título',
          text: 'Hoy amanecí en calma',
          date: localDateIn(new Date(page.createdAt), 'Europe/Madrid'),
          challengeId: null,
          challengeName: null,
          content: 'Hoy amanecí en calma',
          createdAt: page.createdAt,
        },
        {
          id: ritualId,
          type: 'ritual',
          title: 'Mi reflexión',
          text: 'Respiré hondo',
          date: '2026-10-30',
          challengeId: null,
          challengeName: null,
          journalEntry: 'Respiré hondo',
          journalTitle: 'Mi reflexión',
        },
      ],
    });
  });

  it("dates every entry by the person's calendar day and lists the newest day first, whichever page is read", async () => {
    const person = await registerClient(t, { timezone: 'America/Mexico_City' }); // UTC−6 in November
    const auth = { 'x-session-id': person.sessionId };
    await withDb(async (db) => {
      const ritual = `INSERT INTO rituals (user_id, date, intention, duration, style, meditation_name,
                                         journal_entry, journal_title, created_at)
                      VALUES ($1, $2::date, 'Calma', 10, 'Pasiva', 'Respira', 'Respiré', $3, $4::timestamptz)`;
      const page = `INSERT INTO morning_pages (user_id, title, content, created_at) VALUES ($1, $2, 'Texto', $3::timestamptz)`;
      // The 27th at 20:00 in Mexico City, already the 28th in UTC.
      await db.query(ritual, [person.user.id, '2026-11-27', 'Ritual del 27', '2026-11-28T02:00:00Z']);
      // The 27th at 00:10.
      await db.query(page, [person.user.id, 'Página del 27', '2026-11-27T06:10:00Z']);
      // Yesterday's ritual, kept at 00:30 on the 27th while the day was still open.
      await db.query(ritual, [person.user.id, '2026-11-26', 'Ritual del 26', '2026-11-27T06:30:00Z']);
      // The 26th at 23:30, already the 27th in UTC.
      await db.query(page, [person.user.id, 'Página del 26', '2026-11-27T05:30:00Z']);
    });
    const expected = [
      ['Ritual del 27', '2026-11-27'],
      ['Página del 27', '2026-11-27'],
      ['Ritual del 26', '2026-11-26'],
      ['Página del 26', '2026-11-26'],
    ];
    const all = await t.http.get('/api/journal/entries').set(auth).expect(200);
    expect(all.body.entries.map((e: { title: string; date: string }) => [e.title, e.date])).toEqual(expected);
    // Page by page, one entry each: the first pages read from the newest end, the last from the oldest.
    const oneByOne = [];
    for (let page = 1; page <= 4; page++) {
      const res = await t.http.get(`/api/journal/entries?page=${page}&limit=1`).set(auth).expect(200);
      oneByOne.push(...res.body.entries.map((e: { title: string; date: string }) => [e.title, e.date]));
    }
    expect(oneByOne).toEqual(expected);
  });

  it('never shows another person entries', async () => {
    await fillJournal('cliente@inhala.local', 5);
    const sessionId = await signIn(t.fromNewAddress(), 'admin@inhala.local');
    await withDb((db) =>
      db.query(
        `DELETE FROM morning_pages WHERE user_id = (SELECT id FROM users WHERE email = 'admin@inhala.local')`,
      ),
    );
    const res = await t.http.get('/api/journal/entries').set('x-session-id', sessionId).expect(200);
    expect(res.body).toEqual({ entries: [], total: 0 });
  });

  it('refuses bad paging values in Spanish', async () => {
    const sessionId = await signIn(t.fromNewAddress(), 'cliente@inhala.local');
    const res = await t.http.get('/api/journal/entries?limit=500').set('x-session-id', sessionId).expect(400);
    expect(res.body.message).toBe('El límite máximo es 50');
  });

  it('reads a page with the same number of queries for 20 and 2,000 entries', async () => {
    const sessionId = await signIn(t.fromNewAddress(), 'cliente@inhala.local');
    const spy = jest.spyOn(t.app.get(DataSource), 'query');
    const counts: number[] = [];
    for (const size of [20, 2000]) {
      await fillJournal('cliente@inhala.local', size);
      spy.mockClear();
      const res = await t.http.get('/api/journal/entries?page=2').set('x-session-id', sessionId).expect(200);
      expect(res.body.entries).toHaveLength(size === 20 ? 2 : 16);
      counts.push(spy.mock.calls.length);
    }
    spy.mockRestore();
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBeLessThanOrEqual(2);
  });

  it('keeps the journal order on every page, read from either end, with ties across its sources', async () => {
    const email = 'cliente@inhala.local';
    await fillJournal(email, 0);
    await withDb(async (db) => {
      const { rows } = await db.query(`SELECT id FROM users WHERE email = $1`, [email]);
      const owner = rows[0].id as string;
      await db.query(`DELETE FROM rituals WHERE user_id = $1`, [owner]);
      // Pages and ritual reflections sharing timestamps (every 3 hours), and some not listed.
      await db.query(
        `INSERT INTO morning_pages (user_id, title, content, created_at, archived)
         SELECT $1, 'Página ' || n, 'Texto ' || n, timestamp '2026-11-01 12:00' - make_interval(hours => (n / 2) * 3), n % 11 = 0
           FROM generate_series(1, 47) AS n`,
        [owner],
      );
      await db.query(
        `INSERT INTO rituals (user_id, date, intention, duration, style, meditation_name, journal_entry, created_at)
         SELECT $1, date '2026-11-01' - n, 'Calma', 10, 'Pasiva', 'Respira',
                CASE WHEN n % 7 = 0 THEN NULL ELSE 'Reflexión ' || n END,
                timestamp '2026-11-01 12:00' - make_interval(hours => n * 3)
           FROM generate_series(1, 30) AS n`,
        [owner],
      );
    });
    const expected = await withDb(async (db) => {
      const { rows } = await db.query(
        // By the person's calendar day (a ritual's own day, a page's day in their zone), then time.
        `SELECT type, id FROM (
           SELECT 'morning_page' AS type, m.id, (m.created_at AT TIME ZONE u.timezone)::date AS day, m.created_at
             FROM morning_pages m JOIN users u ON u.id = m.user_id
            WHERE u.email = $1 AND NOT archived
           UNION ALL
           SELECT 'ritual', id, date, created_at FROM rituals r
            WHERE r.user_id = (SELECT id FROM users WHERE email = $1) AND NOT archived AND journal_entry IS NOT NULL
         ) e ORDER BY day DESC, created_at DESC, type ASC, id DESC`,
        [email],
      );
      return rows.map((r: { type: string; id: number }) => `${r.type}:${r.id}`);
    });
    expect(expected.length).toBe(43 + 26);
    const sessionId = await signIn(t.fromNewAddress(), email);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 7); page++) {
      const res = await t.http
        .get(`/api/journal/entries?page=${page}&limit=7`)
        .set('x-session-id', sessionId)
        .expect(200);
      expect(res.body.total).toBe(expected.length);
      seen.push(...res.body.entries.map((e: { type: string; id: number }) => `${e.type}:${e.id}`));
    }
    expect(seen).toEqual(expected);
    const past = await t.http.get('/api/journal/entries?page=99&limit=7').set('x-session-id', sessionId);
    expect(past.body).toEqual({ entries: [], total: expected.length });
  });

  it('keeps the total exact through writes, archiving, deletes and a deleted person', async () => {
    const person = await registerClient(t);
    const auth = { 'x-session-id': person.sessionId };
    const total = async () =>
      (await t.http.get('/api/journal/entries').set(auth).expect(200)).body.total as number;
    const pages: number[] = [];
    for (const content of ['uno', 'dos', 'tres']) {
      pages.push((await t.http.post('/api/morning-pages').set(auth).send({ content }).expect(201)).body.id);
    }
    expect(await total()).toBe(3);
    await t.http.patch(`/api/morning-pages/${pages[0]}`).set(auth).send({ archived: true }).expect(200);
    await t.http.patch(`/api/morning-pages/${pages[0]}`).set(auth).send({ archived: true }).expect(200);
    expect(await total()).toBe(2);
    await t.http.patch(`/api/morning-pages/${pages[0]}`).set(auth).send({ archived: false }).expect(200);
    await t.http.delete(`/api/morning-pages/${pages[1]}`).set(auth).expect(204);
    expect(await total()).toBe(2);
    await withDb((db) => db.query(`DELETE FROM users WHERE id = $1`, [person.user.id]));
    expect(
      await withDb(
        async (db) =>
          (await db.query(`SELECT * FROM journal_counts WHERE user_id = $1`, [person.user.id])).rows,
      ),
    ).toEqual([]);
  });
});
