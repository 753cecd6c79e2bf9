import { ADMIN_MESSAGES } from '@inhala/domain';
import { queryDb, signIn, startTestApp, type TestApp } from '../../../../../test/test-app';

describe('admin oracle cards API', () => {
  let t: TestApp;
  let admin: string;
  let arcangelId: number;
  const valid = () => ({
    name: 'Confía en el sendero de luz',
    description: 'Una carta para los días de duda.',
    explanation: 'Respira y da el siguiente paso.',
    arcangelId,
  });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.http, 'admin@inhala.local');
    const [archangel] = await queryDb<{ id: number }>(t, `SELECT id FROM archangels ORDER BY id LIMIT 1`);
    arcangelId = archangel!.id;
  });
  afterAll(() => t.close());

  const as = (sessionId: string) => ({ 'x-session-id': sessionId });

  it('should create, list, edit, delete and restore a card, each with its audit entry', async () => {
    const created = await t.http.post('/api/admin/oracle-cards').set(as(admin)).send(valid()).expect(201);
    expect(created.body).toMatchObject({ ...valid(), status: 'published', sortOrder: 0 });
    const id = created.body.id as number;

    const listed = await t.http
      .get('/api/admin/oracle-cards?q=sendero%20de%20luz')
      .set(as(admin))
      .expect(200);
    expect(listed.body.items.map((c: { id: number }) => c.id)).toEqual([id]);
    expect(listed.body).toMatchObject({ total: 1, page: 1, totalPages: 1 });

    await t.http
      .put(`/api/admin/oracle-cards/${id}`)
      .set(as(admin))
      .send({ ...valid(), name: 'Confía', status: 'draft' })
      .expect(200);
    let bundle = await t.http.get('/api/content').expect(200);
    expect(bundle.body.oracleCards.some((c: { id: number }) => c.id === id)).toBe(false);

    await t.http
      .put(`/api/admin/oracle-cards/${id}`)
      .set(as(admin))
      .send({ ...valid(), status: 'published' })
      .expect(200);
    bundle = await t.http.get('/api/content').expect(200);
    expect(bundle.body.oracleCards.some((c: { id: number }) => c.id === id)).toBe(true);

    const removed = await t.http.delete(`/api/admin/oracle-cards/${id}`).set(as(admin)).expect(200);
    expect(removed.body.name).toBe('Confía en el sendero de luz');
    await t.http.get(`/api/admin/oracle-cards/${id}`).set(as(admin)).expect(404);
    bundle = await t.http.get('/api/content').expect(200);
    expect(bundle.body.oracleCards.some((c: { id: number }) => c.id === id)).toBe(false);

    await t.http.post(`/api/admin/oracle-cards/${id}/restore`).set(as(admin)).expect(200);
    await t.http.post(`/api/admin/oracle-cards/${id}/restore`).set(as(admin)).expect(404);
    bundle = await t.http.get('/api/content').expect(200);
    expect(bundle.body.oracleCards.some((c: { id: number }) => c.id === id)).toBe(true);

    const audit = await queryDb<{
      action: string;
      changes: { before: { name: string } | null; after: unknown };
    }>(
      t,
      `SELECT action, changes FROM admin_audit_log WHERE entity_type = 'oracle_card' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'delete', 'restore']);
    expect(audit[1]!.changes.before?.name).toBe('Confía en el sendero de luz');
    expect(audit[3]!.changes.after).toBeNull();
  });

  it.each([
    [{ name: '  ' }, ADMIN_MESSAGES.nameRequired],
    [{ name: 5 }, ADMIN_MESSAGES.nameRequired],
    [{ description: '' }, ADMIN_MESSAGES.descriptionRequired],
    [{ explanation: '' }, ADMIN_MESSAGES.guidanceRequired],
    [{ arcangelId: 0 }, ADMIN_MESSAGES.archangelRequired],
    [{ arcangelId: 999999 }, ADMIN_MESSAGES.archangelRequired],
    [{ status: 'gone' }, ADMIN_MESSAGES.statusInvalid],
    [{ imageUrl: 'javascript:alert(1)' }, ADMIN_MESSAGES.imageUrlInvalid],
    [
      { imageUrl: `https://example.com/${'a'.repeat(1000)}` },
      'El enlace no puede superar los 1000 caracteres',
    ],
    [
      { imageUrl: '/uploads/00000000-0000-4000-8000-000000000000.png' },
      'El archivo subido ya no está disponible. Súbelo de nuevo.',
    ],
  ])('should refuse %j with its Spanish message and write nothing', async (change, message) => {
    const [before] = await queryDb<{ n: number }>(t, `SELECT count(*)::int AS n FROM admin_audit_log`);
    const res = await t.http
      .post('/api/admin/oracle-cards')
      .set(as(admin))
      .send({ ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const [after] = await queryDb<{ n: number }>(t, `SELECT count(*)::int AS n FROM admin_audit_log`);
    expect(after!.n).toBe(before!.n);
  });

  it('should put cards in a new order, audited, and refuse a list with repeated ids', async () => {
    const first = await t.http.get('/api/admin/oracle-cards?limit=3').set(as(admin)).expect(200);
    const ids = (first.body.items as Array<{ id: number }>).map((c) => c.id);
    await t.http
      .put('/api/admin/oracle-cards/order')
      .set(as(admin))
      .send({ ids: [...ids].reverse() })
      .expect(204);
    const after = await t.http.get('/api/admin/oracle-cards?limit=3').set(as(admin)).expect(200);
    expect((after.body.items as Array<{ id: number }>).map((c) => c.id)).toEqual([...ids].reverse());
    const bundle = await t.http.get('/api/content').expect(200);
    const order = (bundle.body.oracleCards as Array<{ id: number }>)
      .map((c) => c.id)
      .filter((id) => ids.includes(id));
    expect(order).toEqual([...ids].reverse());
    const [audit] = await queryDb<{ changes: { after: { order: number[] } } }>(
      t,
      `SELECT changes FROM admin_audit_log WHERE entity_type = 'oracle_card' AND entity_name = 'Orden' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit!.changes.after.order).toEqual([...ids].reverse());

    const res = await t.http
      .put('/api/admin/oracle-cards/order')
      .set(as(admin))
      .send({ ids: [1, 1] })
      .expect(400);
    expect(res.body.message).toBe('El orden debe ser una lista de identificadores distintos');
  });

  it('should bring a card back only under a live archangel', async () => {
    const archangel = await t.http
      .post('/api/admin/archangels')
      .set(as(admin))
      .send({ name: `Arcángel de paso ${Date.now()}` })
      .expect(201);
    const created = await t.http
      .post('/api/admin/oracle-cards')
      .set(as(admin))
      .send({ ...valid(), name: 'Carta de paso', arcangelId: archangel.body.id })
      .expect(201);
    await t.http.delete(`/api/admin/oracle-cards/${created.body.id}`).set(as(admin)).expect(200);
    await t.http.delete(`/api/admin/archangels/${archangel.body.id}`).set(as(admin)).expect(200);

    const refused = await t.http
      .post(`/api/admin/oracle-cards/${created.body.id}/restore`)
      .set(as(admin))
      .expect(409);
    expect(refused.body.message).toBe(ADMIN_MESSAGES.archangelGone);
    await t.http.get(`/api/admin/oracle-cards/${created.body.id}`).set(as(admin)).expect(404);

    await t.http.post(`/api/admin/archangels/${archangel.body.id}/restore`).set(as(admin)).expect(200);
    await t.http.post(`/api/admin/oracle-cards/${created.body.id}/restore`).set(as(admin)).expect(200);
  });

  it('should answer 403 to clients and leads and 401 to visitors', async () => {
    for (const email of ['cliente@inhala.local', 'lead@inhala.local']) {
      const sessionId = await signIn(t.http, email);
      await t.http.get('/api/admin/oracle-cards').set(as(sessionId)).expect(403);
      await t.http.post('/api/admin/oracle-cards').set(as(sessionId)).send(valid()).expect(403);
    }
    await t.http.get('/api/admin/oracle-cards').expect(401);
    await t.http.delete('/api/admin/oracle-cards/1').expect(401);
  });
});
