import { ADMIN_MESSAGES } from '@inhala/domain';
import { queryDb, signIn, startTestApp, type TestApp } from '../../../../../test/test-app';

interface Archangel {
  id: number;
  name: string;
  sortOrder: number;
}

describe('admin archangels API', () => {
  let t: TestApp;
  let admin: string;
  const valid = (name = 'Arcángel Haniel') => ({
    name,
    topic: 'Intuición',
    description: 'Acompaña los ciclos de la luna y la intuición.',
    youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    descriptionNotes: 'Para la sección de bienestar.',
  });
  const as = (sessionId: string) => ({ 'x-session-id': sessionId });
  const auditCount = async () =>
    (await queryDb<{ n: number }>(t, `SELECT count(*)::int AS n FROM admin_audit_log`))[0]!.n;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.http, 'admin@inhala.local');
  });
  afterAll(() => t.close());

  it('should create, list, edit, delete and restore an archangel, each with its audit entry', async () => {
    const created = await t.http.post('/api/admin/archangels').set(as(admin)).send(valid()).expect(201);
    expect(created.body).toMatchObject({ ...valid(), status: 'published', sortOrder: 0, imageUrl: null });
    const id = created.body.id as number;

    const listed = await t.http.get('/api/admin/archangels?q=haniel').set(as(admin)).expect(200);
    expect(listed.body.items.map((a: Archangel) => a.id)).toEqual([id]);

    await t.http
      .put(`/api/admin/archangels/${id}`)
      .set(as(admin))
      .send({ ...valid('Arcángel Haniel de la Luz'), status: 'draft' })
      .expect(200);
    let bundle = await t.http.get('/api/content').expect(200);
    expect(bundle.body.arcangeles.some((a: Archangel) => a.id === id)).toBe(false);
    const drafts = await t.http.get('/api/admin/archangels?status=draft').set(as(admin)).expect(200);
    expect(drafts.body.items.map((a: Archangel) => a.id)).toEqual([id]);

    await t.http
      .put(`/api/admin/archangels/${id}`)
      .set(as(admin))
      .send({ ...valid('Arcángel Haniel de la Luz'), status: 'published' })
      .expect(200);
    bundle = await t.http.get('/api/content').expect(200);
    expect(bundle.body.arcangeles.find((a: Archangel) => a.id === id)?.name).toBe(
      'Arcángel Haniel de la Luz',
    );

    const removed = await t.http.delete(`/api/admin/archangels/${id}`).set(as(admin)).expect(200);
    expect(removed.body.name).toBe('Arcángel Haniel de la Luz');
    await t.http.get(`/api/admin/archangels/${id}`).set(as(admin)).expect(404);
    bundle = await t.http.get('/api/content').expect(200);
    expect(bundle.body.arcangeles.some((a: Archangel) => a.id === id)).toBe(false);

    await t.http.post(`/api/admin/archangels/${id}/restore`).set(as(admin)).expect(200);
    await t.http.post(`/api/admin/archangels/${id}/restore`).set(as(admin)).expect(404);
    await t.http.get(`/api/admin/archangels/${id}`).set(as(admin)).expect(200);

    const audit = await queryDb<{
      action: string;
      entity_name: string;
      changes: { before: { name: string; status: string } | null; after: { status: string } | null };
    }>(
      t,
      `SELECT action, entity_name, changes FROM admin_audit_log
        WHERE entity_type = 'archangel' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'delete', 'restore']);
    expect(audit[1]!.changes.before).toMatchObject({ name: 'Arcángel Haniel', status: 'published' });
    expect(audit[1]!.changes.after).toMatchObject({ status: 'draft' });
    expect(audit[3]!.changes.after).toBeNull();
    expect(audit[3]!.entity_name).toBe('Arcángel Haniel de la Luz');
  });

  it('should refuse a name another live archangel has, and free it once that one is deleted', async () => {
    const first = await t.http
      .post('/api/admin/archangels')
      .set(as(admin))
      .send(valid('Arcángel Azrael'))
      .expect(201);
    const before = await auditCount();
    const taken = await t.http
      .post('/api/admin/archangels')
      .set(as(admin))
      .send(valid('Arcángel Azrael'))
      .expect(409);
    expect(taken.body.message).toBe('Ya existe un arcángel con ese nombre');
    const other = await t.http
      .post('/api/admin/archangels')
      .set(as(admin))
      .send(valid('Arcángel Sandalfón'))
      .expect(201);
    const renamed = await t.http
      .put(`/api/admin/archangels/${other.body.id}`)
      .set(as(admin))
      .send(valid('Arcángel Azrael'))
      .expect(409);
    expect(renamed.body.message).toBe(ADMIN_MESSAGES.archangelDuplicate);
    expect(await auditCount()).toBe(before + 1);

    await t.http.delete(`/api/admin/archangels/${first.body.id}`).set(as(admin)).expect(200);
    await t.http
      .put(`/api/admin/archangels/${other.body.id}`)
      .set(as(admin))
      .send(valid('Arcángel Azrael'))
      .expect(200);
    // 'Deshacer' on the first one now meets the name taken.
    const restored = await t.http
      .post(`/api/admin/archangels/${first.body.id}/restore`)
      .set(as(admin))
      .expect(409);
    expect(restored.body.message).toBe('Ya existe un arcángel con ese nombre');
  });

  it('should refuse to delete an archangel that oracle cards use, saying how many', async () => {
    const [used] = await queryDb<{ id: number; cards: number }>(
      t,
      `SELECT arcangel_id AS id, count(*)::int AS cards FROM oracle_cards
        WHERE deleted_at IS NULL GROUP BY arcangel_id ORDER BY arcangel_id LIMIT 1`,
    );
    const before = await auditCount();
    const refused = await t.http.delete(`/api/admin/archangels/${used!.id}`).set(as(admin)).expect(409);
    expect(refused.body.message).toBe(ADMIN_MESSAGES.archangelInUse(used!.cards));
    expect(refused.body.message).toBe(
      `No se puede eliminar: ${used!.cards} cartas del oráculo usan este arcángel. Asígnales otro arcángel antes.`,
    );
    await t.http.get(`/api/admin/archangels/${used!.id}`).set(as(admin)).expect(200);
    expect(await auditCount()).toBe(before);
  });

  it('should copy a rename onto the cards the archangel guides', async () => {
    const [card] = await queryDb<{ id: number; arcangel_id: number }>(
      t,
      `SELECT id, arcangel_id FROM oracle_cards WHERE deleted_at IS NULL ORDER BY id LIMIT 1`,
    );
    const current = await t.http.get(`/api/admin/archangels/${card!.arcangel_id}`).set(as(admin)).expect(200);
    // The seeded artwork (/api/art/...) is kept as it is.
    expect(current.body.imageUrl).toMatch(/^\/api\/art\//);
    const { id: _id, updatedAt: _u, ...unchanged } = current.body as Archangel & { updatedAt: string };
    await t.http
      .put(`/api/admin/archangels/${card!.arcangel_id}`)
      .set(as(admin))
      .send({ ...unchanged, name: 'Arcángel Miguel, el protector' })
      .expect(200);
    const [stored] = await queryDb<{ arcangel_name: string }>(
      t,
      `SELECT arcangel_name FROM oracle_cards WHERE id = $1`,
      [card!.id],
    );
    expect(stored!.arcangel_name).toBe('Arcángel Miguel, el protector');
    const cardView = await t.http.get(`/api/admin/oracle-cards/${card!.id}`).set(as(admin)).expect(200);
    expect(cardView.body.arcangelName).toBe('Arcángel Miguel, el protector');
  });

  it('should put the archangels in a new order, audited, and show it in the catalogue', async () => {
    const all = async () =>
      (await t.http.get('/api/admin/archangels?limit=100').set(as(admin)).expect(200)).body
        .items as Archangel[];
    const ids = (await all()).map((a) => a.id);
    const reversed = [...ids].reverse();
    await t.http.put('/api/admin/archangels/order').set(as(admin)).send({ ids: reversed }).expect(204);
    expect((await all()).map((a) => a.id)).toEqual(reversed);
    const bundle = await t.http.get('/api/content').expect(200);
    const published = (bundle.body.arcangeles as Archangel[]).map((a) => a.id);
    expect(published).toEqual(reversed.filter((id) => published.includes(id)));

    const [entry] = await queryDb<{ action: string; changes: { after: { order: number[] } } }>(
      t,
      `SELECT action, changes FROM admin_audit_log WHERE entity_type = 'archangel' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toMatchObject({ action: 'update', changes: { after: { order: reversed } } });

    const before = await auditCount();
    const refused = await t.http
      .put('/api/admin/archangels/order')
      .set(as(admin))
      .send({ ids: [1, 1] })
      .expect(400);
    expect(refused.body.message).toBe('El orden debe ser una lista de identificadores distintos');
    expect(await auditCount()).toBe(before);
  });

  it.each([
    ['a blank name', { name: '  ' }, 'El nombre es requerido'],
    ['a name that is not text', { name: 7 }, 'El nombre es requerido'],
    ['a long name', { name: 'a'.repeat(121) }, 'El nombre no puede superar los 120 caracteres'],
    ['a long topic', { topic: 't'.repeat(201) }, 'El tema no puede superar los 200 caracteres'],
    ['a script as image', { imageUrl: 'javascript:alert(1)' }, ADMIN_MESSAGES.imageUrlInvalid],
    [
      'a long image link',
      { imageUrl: `https://example.com/${'a'.repeat(1000)}.png` },
      'El enlace no puede superar los 1000 caracteres',
    ],
    [
      'a link that is not a video',
      { youtubeUrl: 'https://example.com/video' },
      'El enlace de video debe ser de YouTube o Vimeo',
    ],
    [
      'long notes',
      { descriptionNotes: 'n'.repeat(20001) },
      'El texto de las notas no puede superar los 20000 caracteres',
    ],
    ['an unknown status', { status: 'gone' }, 'El estado debe ser borrador, publicado o archivado'],
    ['a null status', { status: null }, 'El estado debe ser borrador, publicado o archivado'],
    ['a negative sort order', { sortOrder: -1 }, 'El orden debe ser un número entero de 0 en adelante'],
    [
      'an upload that is gone',
      { imageUrl: '/uploads/00000000-0000-4000-8000-000000000000.png' },
      'El archivo subido ya no está disponible. Súbelo de nuevo.',
    ],
  ])('should refuse %s with its Spanish message and write nothing', async (_label, change, message) => {
    const before = await auditCount();
    const res = await t.http
      .post('/api/admin/archangels')
      .set(as(admin))
      .send({ ...valid('Arcángel de prueba'), ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await auditCount()).toBe(before);
  });

  it('should answer 403 to clients and leads and 401 to visitors', async () => {
    for (const email of ['cliente@inhala.local', 'lead@inhala.local']) {
      const sessionId = await signIn(t.http, email);
      await t.http.get('/api/admin/archangels').set(as(sessionId)).expect(403);
      await t.http.post('/api/admin/archangels').set(as(sessionId)).send(valid('X')).expect(403);
      await t.http
        .put('/api/admin/archangels/order')
        .set(as(sessionId))
        .send({ ids: [1] })
        .expect(403);
      await t.http.delete('/api/admin/archangels/1').set(as(sessionId)).expect(403);
    }
    await t.http.get('/api/admin/archangels').expect(401);
    await t.http.put('/api/admin/archangels/1').send(valid('X')).expect(401);
    await t.http.post('/api/admin/archangels/1/restore').expect(401);
  });
});
