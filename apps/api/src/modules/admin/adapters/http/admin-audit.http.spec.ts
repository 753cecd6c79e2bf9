import type { AdminPage, AuditEntryView } from '@inhala/domain';
import { queryDb, registerUser, signIn, startTestApp, type TestApp } from '../../../../../test/test-app';

describe('admin audit log API', () => {
  let t: TestApp;
  let admin: string;
  let otherAdmin: string;
  let cardId: number;
  const as = (sessionId: string) => ({ 'x-session-id': sessionId });
  const search = async (query: string) =>
    (await t.http.get(`/api/admin/audit?${query}`).set(as(admin)).expect(200))
      .body as AdminPage<AuditEntryView>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.http, 'admin@inhala.local');
    // A second admin, to search by person.
    const other = await registerUser(t.fromNewAddress(), { firstName: 'Bruno', lastName: 'Editor' });
    await queryDb(t, `UPDATE users SET role = 'admin' WHERE id = $1`, [other.user.id]);
    otherAdmin = await signIn(t.fromNewAddress(), other.email, other.password);

    const [archangel] = await queryDb<{ id: number }>(t, `SELECT id FROM archangels ORDER BY id LIMIT 1`);
    const card = {
      name: 'Carta auditada',
      description: 'Para el registro.',
      explanation: 'Todo queda escrito.',
      arcangelId: archangel!.id,
    };
    const created = await t.http
      .post('/api/admin/oracle-cards')
      .set(as(admin))
      .set('User-Agent', 'Prueba/1.0')
      .send(card)
      .expect(201);
    cardId = created.body.id as number;
    await t.http
      .put(`/api/admin/oracle-cards/${cardId}`)
      .set(as(otherAdmin))
      .send({ ...card, name: 'Carta auditada dos veces' })
      .expect(200);
    await t.http
      .post('/api/admin/sync')
      .set(as(admin))
      .send({ dryRun: false, keywords: [{ name: 'Auditoría' }] })
      .expect(200);
    // Dates the range filter can be tested against: the card's entries on 10 and 11 March 2025
    // (UTC), the sync entry now.
    await queryDb(
      t,
      `UPDATE admin_audit_log SET created_at = CASE action WHEN 'create' THEN '2025-03-10T12:00:00Z'::timestamptz
                                                           ELSE '2025-03-11T23:30:00Z'::timestamptz END
        WHERE entity_type = 'oracle_card' AND entity_id = $1`,
      [String(cardId)],
    );
  });
  afterAll(() => t.close());

  it('should list every entry, newest first, with who, what, the item before and after, and where from', async () => {
    const page = await search('limit=3');
    expect(page.items[0]).toMatchObject({
      action: 'sync',
      entityType: 'catalogue',
      entityName: 'Catálogo',
      userName: 'Alma Administradora',
      userEmail: 'admin@inhala.local',
    });
    const update = page.items.find((e) => e.action === 'update')!;
    expect(update).toMatchObject({
      entityType: 'oracle_card',
      entityId: String(cardId),
      userName: 'Bruno Editor',
    });
    const changes = update.changes as { before: { name: string }; after: { name: string } };
    expect(changes.before.name).toBe('Carta auditada');
    expect(changes.after.name).toBe('Carta auditada dos veces');
    const create = page.items.find((e) => e.action === 'create')!;
    expect(create.userAgent).toBe('Prueba/1.0');
    expect(create.ipAddress).toBeTruthy();
  });

  it.each([
    ['person by name', 'person=bruno', ['update']],
    ['person by e-mail', 'person=admin%40inhala', ['sync', 'create']],
    ['entity type', 'entityType=catalogue', ['sync']],
    ['entity name', 'entity=dos%20veces', ['update']],
    ['entity type and name', 'entityType=oracle_card&entity=carta%20auditada', ['update', 'create']],
    ['a day', 'from=2025-03-10&to=2025-03-10', ['create']],
    [
      'a day in Madrid, where 23:30 UTC is already the next day',
      'from=2025-03-12&to=2025-03-12&timeZone=Europe%2FMadrid',
      ['update'],
    ],
    ['a range', 'from=2025-03-10&to=2025-03-11', ['update', 'create']],
    ['a person and a range', 'person=alma&from=2025-03-01&to=2025-03-31', ['create']],
  ])('should find entries by %s', async (_, query, actions) => {
    const page = await search(query);
    expect(page.items.map((e) => e.action)).toEqual(actions);
    expect(page.total).toBe(actions.length);
  });

  it('should find an entry by its entity id', async () => {
    const page = await search(`entity=${cardId}&entityType=oracle_card`);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((e) => e.entityId === String(cardId))).toBe(true);
  });

  it('should page, and still count the entries on a page past the end', async () => {
    const first = await search('entityType=oracle_card&limit=1');
    expect(first).toMatchObject({ total: 2, page: 1, limit: 1, totalPages: 2 });
    expect(first.items).toHaveLength(1);
    const past = await search('entityType=oracle_card&limit=1&page=5');
    expect(past).toMatchObject({ items: [], total: 2, page: 5, totalPages: 2 });
  });

  it('should answer an address too long for the server with the JSON error body', async () => {
    const res = await t.http
      .get(`/api/admin/audit?person=${'x'.repeat(12_000)}&entity=${'x'.repeat(12_000)}`)
      .set(as(admin))
      .expect(431);
    expect(res.body).toEqual({
      statusCode: 431,
      errorCode: 'REQUEST.TOO_LARGE',
      message: 'La solicitud es demasiado grande',
    });
  });

  it.each([
    ['from=2025-13-01', 'La fecha debe tener el formato AAAA-MM-DD'],
    ['to=10/03/2025', 'La fecha debe tener el formato AAAA-MM-DD'],
    ['from=2025-03-12&to=2025-03-10', 'La fecha inicial no puede ser posterior a la final'],
    ['entityType=users', 'El tipo de elemento no es válido'],
    ['timeZone=Marte%2FOlympus', 'La zona horaria no es válida'],
    ['limit=500', 'El límite debe ser de 1 a 100'],
  ])('should refuse %s in Spanish', async (query, message) => {
    const res = await t.http.get(`/api/admin/audit?${query}`).set(as(admin)).expect(400);
    expect(res.body.message).toBe(message);
  });
});
