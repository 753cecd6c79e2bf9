import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { registerUser, signIn, startTestApp, type TestApp } from '../../../../../test/test-app';
import { RefreshContentBundle } from '../../application/refresh-content-bundle.use-case';

describe('content API', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('serves the seeded catalogue bundle: more than 190 meditations with their lookups', async () => {
    const res = await t.http.get('/api/content').expect(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'arcangeles',
      'categories',
      'challengeDetails',
      'challenges',
      'keywords',
      'meditations',
      'oracleCards',
      'types',
    ]);
    expect(res.body.meditations.length).toBeGreaterThan(190);
    expect(new Set(res.body.meditations.map((m: { slug: string }) => m.slug)).size).toBe(
      res.body.meditations.length,
    );
    expect(res.body.types.map((x: { name: string }) => x.name)).toEqual(['Pasiva', 'Activa']);
    expect(res.body.keywords.some((k: { name: string }) => k.name.includes('universo'))).toBe(true);
    const first = res.body.meditations[0];
    expect(first).toMatchObject({
      name: 'Respiración del océano',
      type: 'Pasiva',
      duration: expect.stringMatching(/min$/),
      imageUrl: '/api/art/meditation/respiracion-del-oceano.svg',
    });
    expect(first.keywords).toContain('Calma');
    expect(first.categories).toEqual(['Calma']);
    expect(first.categoryIds).toHaveLength(1);
    expect(res.body.categories[0]).toMatchObject({ name: 'Calma', imageUrl: '/api/art/category/calma.svg' });
  });

  it('answers 304 to a matching ETag and a new ETag after the catalogue changes', async () => {
    const first = await t.http.get('/api/content').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    await t.http.get('/api/content').set('If-None-Match', etag).expect(304);

    const db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    await db.query(`UPDATE meditations SET is_new = NOT is_new WHERE sort_order = 1`);
    await db.end();
    await t.app.get(RefreshContentBundle).execute();
    const changed = await t.http.get('/api/content').set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers a revalidation with the same security and caching headers as the full answer', async () => {
    const full = await t.http.get('/api/content').set('Accept-Encoding', 'gzip').expect(200);
    const revalidated = await t.http
      .get('/api/content')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', full.headers.etag as string)
      .expect(304);
    const bodyless = [
      'date',
      'connection',
      'keep-alive',
      'content-type',
      'content-length',
      'content-encoding',
    ];
    const kept = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !bodyless.includes(name)));
    expect(kept(revalidated.headers)).toEqual(kept(full.headers));
    expect(revalidated.headers).toMatchObject({
      etag: full.headers.etag,
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': expect.stringContaining("default-src 'self'"),
    });
    await t.http
      .head('/api/content')
      .set('If-None-Match', full.headers.etag as string)
      .expect(304);
  });

  it('compresses the bundle', async () => {
    const res = await t.http.get('/api/content').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('reads the bundle with the same number of statements for 10 and 200 meditations', async () => {
    const db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    const spy = jest.spyOn(t.app.get(DataSource), 'query');
    const counts: number[] = [];
    for (const size of [10, 200]) {
      await db.query(`DELETE FROM meditations`);
      await db.query(
        `INSERT INTO meditations (name, slug, sort_order) SELECT 'M ' || n, 'm-' || n, n FROM generate_series(1, $1) n`,
        [size],
      );
      await db.query(
        `INSERT INTO meditation_types (meditation_id, type_id) SELECT m.id, (SELECT min(id) FROM types) FROM meditations m`,
      );
      await t.app.get(RefreshContentBundle).execute();
      spy.mockClear();
      const res = await t.http.get('/api/content').expect(200);
      expect(res.body.meditations).toHaveLength(size);
      counts.push(spy.mock.calls.length);
    }
    spy.mockRestore();
    await db.end();
    expect(counts[0]).toBe(counts[1]);
  });

  it('draws artwork for the catalogue and refuses anything else', async () => {
    const art = await t.http.get('/api/art/meditation/respiracion-del-oceano.svg').expect(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.text ?? art.body.toString()).toContain('<svg');
    await t.http.get('/api/art/meditation/..%2Fsecret.svg').expect(404);
    await t.http.get('/api/art/unknown/x.svg').expect(404);
  });
});

describe('favourites API', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('adds and removes idempotently, lists newest first, and needs a session', async () => {
    await t.http.get('/api/meditations/favorites').expect(401);
    await t.http.post('/api/meditations/1/favorite').expect(401);
    const { sessionId } = await registerUser(t.fromNewAddress());
    const auth = (req: ReturnType<typeof t.http.get>) => req.set('x-session-id', sessionId);

    await auth(t.http.post('/api/meditations/3/favorite')).expect(204);
    await auth(t.http.post('/api/meditations/3/favorite')).expect(204);
    await auth(t.http.post('/api/meditations/5/favorite')).expect(204);
    const list = await auth(t.http.get('/api/meditations/favorites')).expect(200);
    expect(list.body.map((m: { id: number }) => m.id)).toEqual([5, 3]);
    expect(list.body[0]).toEqual({
      id: 5,
      name: expect.any(String),
      imageUrl: expect.any(String),
      duration: expect.any(String),
      isNew: false,
    });

    await auth(t.http.delete('/api/meditations/3/favorite')).expect(204);
    await auth(t.http.delete('/api/meditations/3/favorite')).expect(204);
    const after = await auth(t.http.get('/api/meditations/favorites')).expect(200);
    expect(after.body.map((m: { id: number }) => m.id)).toEqual([5]);
  });

  it('says Meditación no encontrada for an unknown or malformed id', async () => {
    const sessionId = await signIn(t.fromNewAddress(), 'cliente@inhala.local');
    const missing = await t.http
      .post('/api/meditations/99999/favorite')
      .set('x-session-id', sessionId)
      .expect(404);
    expect(missing.body.message).toBe('Meditación no encontrada');
    await t.http.post('/api/meditations/abc/favorite').set('x-session-id', sessionId).expect(404);
  });
});
