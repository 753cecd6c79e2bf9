import { CATALOGUE_LISTENER_NAME } from '../src/modules/content/adapters/postgres/postgres-catalogue.changes';
import { queryDb, signIn, startTestApp, type TestApp } from './test-app';

/** Polls until the condition holds; fails naming what never happened. */
async function until<T>(read: () => Promise<T>, holds: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Two API processes on one PostgreSQL database: a change to the catalogue taken by one drops
 * the content bundle (and its ETag) of the other through NOTIFY, and a process whose listening
 * connection dropped reads the catalogue again once it listens again.
 */
describe('content bundle across two API instances', () => {
  let one: TestApp;
  let two: TestApp;
  let admin: string;

  const content = (t: TestApp, etag?: string) => {
    const call = t.http.get('/api/content');
    return (etag ? call.set('If-None-Match', etag) : call).then((res) => ({
      status: res.status,
      etag: res.headers.etag as string,
      cards: (res.body as { oracleCards?: Array<{ id: number; name: string }> }).oracleCards ?? [],
    }));
  };

  beforeAll(async () => {
    one = await startTestApp();
    two = await startTestApp({}, { sameDatabaseAs: one });
    admin = await signIn(one.http, 'admin@inhala.local');
  }, 60_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('should show an edit made through one instance on the other, with a new ETag', async () => {
    const before = await content(two);
    expect(before.status).toBe(200);
    expect((await content(two, before.etag)).status).toBe(304);
    const card = before.cards[0]!;
    const [full] = await queryDb<{ description: string; explanation: string; arcangel_id: number }>(
      one,
      `SELECT description, explanation, arcangel_id FROM oracle_cards WHERE id = $1`,
      [card.id],
    );

    await one.http
      .put(`/api/admin/oracle-cards/${card.id}`)
      .set('x-session-id', admin)
      .send({
        name: 'Renombrada en la otra instancia',
        description: full!.description,
        explanation: full!.explanation,
        arcangelId: full!.arcangel_id,
      })
      .expect(200);

    const after = await until(
      () => content(two, before.etag),
      (res) => res.status === 200,
      'instance two dropping its bundle',
    );
    expect(after.etag).not.toBe(before.etag);
    expect(after.cards.find((c) => c.id === card.id)?.name).toBe('Renombrada en la otra instancia');
  });

  it('should answer the same stats on both after refresh-data through one', async () => {
    await queryDb(
      one,
      `INSERT INTO meditations (name, slug, duration) VALUES ('Sin aviso', 'sin-aviso', '5 min')`,
    );
    const stale = await content(two);
    const refreshed = await one.http.post('/api/admin/refresh-data').set('x-session-id', admin).expect(200);
    await until(
      () => two.http.get('/api/content'),
      (res) => res.headers.etag !== stale.etag,
      'instance two reading the refreshed catalogue',
    );
    const bundle = await two.http.get('/api/content').expect(200);
    expect(bundle.body.meditations).toHaveLength(refreshed.body.stats.meditations);
  });

  it('should read the catalogue again after its listening connection comes back', async () => {
    const before = await content(two);
    // Changed behind the API's back, then the listeners lose their connections: a change
    // announced meanwhile would have been missed, so coming back must drop the bundle.
    await queryDb(one, `UPDATE oracle_cards SET name = 'Cambiada sin aviso' WHERE id = $1`, [
      before.cards[0]!.id,
    ]);
    expect((await content(two, before.etag)).status).toBe(304);
    const ended = await queryDb<{ ended: boolean }>(
      one,
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE application_name = $1 AND datname = current_database()`,
      [CATALOGUE_LISTENER_NAME],
    );
    expect(ended.length).toBe(2);

    const after = await until(
      () => content(two, before.etag),
      (res) => res.status === 200,
      'instance two reading the catalogue again after reconnecting',
    );
    expect(after.cards[0]?.name).toBe('Cambiada sin aviso');
  });
});
