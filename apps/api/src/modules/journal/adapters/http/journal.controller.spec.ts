import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { signIn, startTestApp, type TestApp } from '../../../../../test/test-app';

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
      await db.query(`DELETE FROM morning_pages WHERE user_id = $1`, [rows[0].id]);
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
});
