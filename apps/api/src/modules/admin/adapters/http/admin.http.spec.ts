import { Client } from 'pg';
import { signIn, startTestApp, type TestApp } from '../../../../../test/test-app';

describe('admin counts API', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('should count the content an admin manages', async () => {
    const db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    await db.query(`INSERT INTO archangels (name) VALUES ('Miguel'), ('Rafael')`);
    await db.query(`INSERT INTO oracle_cards (name, arcangel_name) VALUES ('Confía', 'Miguel')`);
    await db.query(
      `INSERT INTO meditations (name, slug) VALUES ('Respira', 'respira'), ('Suelta', 'suelta'), ('Agradece', 'agradece')`,
    );
    const angel = await db.query(`SELECT count(*)::int AS n FROM angel_mondays`);
    const meditations = await db.query(`SELECT count(*)::int AS n FROM meditations`);
    const cards = await db.query(`SELECT count(*)::int AS n FROM oracle_cards`);
    const archangels = await db.query(`SELECT count(*)::int AS n FROM archangels`);
    const challenges = await db.query(`SELECT count(*)::int AS n FROM challenges`);
    // Awaiting the admin: the demo's drafted Angel Monday, a draft and a scheduled one; the sent
    // and cancelled ones are done.
    await db.query(
      `INSERT INTO pending_emails (content_type, content_id, content_title, email_subject, email_body, status)
       VALUES ('meditation', 1, 'a', 's', 'b', 'draft'), ('meditation', 2, 'a', 's', 'b', 'scheduled'),
              ('meditation', 3, 'a', 's', 'b', 'sent'), ('challenge', 1, 'a', 's', 'b', 'cancelled')`,
    );
    await db.end();

    const sessionId = await signIn(t.http, 'admin@inhala.local');
    const res = await t.http.get('/api/admin/counts').set('x-session-id', sessionId).expect(200);
    expect(res.body).toEqual({
      angelMondays: angel.rows[0].n,
      oracleCards: cards.rows[0].n,
      archangels: archangels.rows[0].n,
      challenges: challenges.rows[0].n,
      meditations: meditations.rows[0].n,
      pendingEmails: 3,
    });
    expect(meditations.rows[0].n).toBeGreaterThan(190); // the seeded catalogue plus the three above
    expect(cards.rows[0].n).toBe(22); // 21 seeded cards plus the one above
  });

  it('should answer 403 to clients and leads and 401 to visitors', async () => {
    for (const email of ['cliente@inhala.local', 'lead@inhala.local']) {
      const sessionId = await signIn(t.http, email);
      const res = await t.http.get('/api/admin/counts').set('x-session-id', sessionId).expect(403);
      expect(res.body.message).toBe('No tienes permiso para realizar esta acción');
    }
    await t.http.get('/api/admin/counts').expect(401);
  });
});
