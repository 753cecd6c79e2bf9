import { ADMIN_MESSAGES } from '@inhala/domain';
import { queryDb, signIn, startTestApp, type TestApp } from '../../../../../test/test-app';
import { sample } from '../../../../../test/media-samples';

interface PublicEntry {
  id: number;
  title: string;
  text: string;
  audioUrl: string | null;
}

describe('admin Angel Mondays API', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let audioUrl: string;
  const valid = () => ({
    title: 'Respira con los ángeles',
    text: '<p>Esta semana, <strong>respira</strong> despacio.</p>',
    timestamp: '2026-11-30',
    gradientOption: 4,
  });
  const as = (sessionId: string) => ({ 'x-session-id': sessionId });
  const publicList = async (): Promise<PublicEntry[]> =>
    (await t.http.get('/api/angel-mondays').set(as(client)).expect(200)).body as PublicEntry[];
  const seenByClients = async (id: number): Promise<boolean> =>
    (await publicList()).some((entry) => entry.id === id);
  const create = async (body: Record<string, unknown>) =>
    (await t.http.post('/api/admin/angel-mondays').set(as(admin)).send(body).expect(201)).body as {
      id: number;
      text: string;
    };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.http, 'admin@inhala.local');
    client = await signIn(t.http, 'cliente@inhala.local');
    const uploaded = await t.http
      .post('/api/admin/uploads?purpose=audio')
      .set(as(admin))
      .attach('file', sample.ogg(), 'lunes.ogg')
      .expect(201);
    audioUrl = uploaded.body.url as string;
  });
  afterEach(() => t.clock.reset());
  afterAll(() => t.close());

  it('should create, find, edit, delete and restore a message, each with its audit entry', async () => {
    const created = await t.http
      .post('/api/admin/angel-mondays')
      .set(as(admin))
      .send({ ...valid(), audioUrl })
      .expect(201);
    expect(created.body).toMatchObject({
      ...valid(),
      timestamp: '2026-11-30T12:00:00.000Z',
      audioUrl,
      status: 'published',
      publishAt: null,
    });
    const id = created.body.id as number;
    await t.http.get(`/api/admin/angel-mondays/${id}`).set(as(admin)).expect(200);
    expect((await publicList()).find((entry) => entry.id === id)).toMatchObject({ audioUrl });

    const found = await t.http
      .get('/api/admin/angel-mondays?q=con%20los%20%C3%A1ngeles')
      .set(as(admin))
      .expect(200);
    expect(found.body.items.map((e: { id: number }) => e.id)).toEqual([id]);
    expect(found.body).toMatchObject({ total: 1, page: 1, totalPages: 1 });

    await t.http
      .put(`/api/admin/angel-mondays/${id}`)
      .set(as(admin))
      .send({ ...valid(), title: 'Respira', status: 'draft' })
      .expect(200);
    expect(await seenByClients(id)).toBe(false);
    const drafts = await t.http.get('/api/admin/angel-mondays?status=draft').set(as(admin)).expect(200);
    expect(drafts.body.items.map((e: { id: number }) => e.id)).toContain(id);
    const published = await t.http
      .get('/api/admin/angel-mondays?status=published')
      .set(as(admin))
      .expect(200);
    expect(published.body.items.map((e: { id: number }) => e.id)).not.toContain(id);

    const edited = await t.http
      .put(`/api/admin/angel-mondays/${id}`)
      .set(as(admin))
      .send({ ...valid(), status: 'published' })
      .expect(200);
    // The audio left out of a full update is cleared; the gradient left out would be kept.
    expect(edited.body).toMatchObject({ status: 'published', audioUrl: null, gradientOption: 4 });
    expect(await seenByClients(id)).toBe(true);

    const removed = await t.http.delete(`/api/admin/angel-mondays/${id}`).set(as(admin)).expect(200);
    expect(removed.body.title).toBe('Respira con los ángeles');
    await t.http.get(`/api/admin/angel-mondays/${id}`).set(as(admin)).expect(404);
    expect(await seenByClients(id)).toBe(false);
    const listed = await t.http.get('/api/admin/angel-mondays?q=Respira').set(as(admin)).expect(200);
    expect(listed.body.items.map((e: { id: number }) => e.id)).not.toContain(id);

    await t.http.post(`/api/admin/angel-mondays/${id}/restore`).set(as(admin)).expect(200);
    await t.http.post(`/api/admin/angel-mondays/${id}/restore`).set(as(admin)).expect(404);
    expect(await seenByClients(id)).toBe(true);

    const audit = await queryDb<{
      action: string;
      entity_name: string;
      changes: { before: { title: string; status: string } | null; after: { title: string } | null };
    }>(
      t,
      `SELECT action, entity_name, changes FROM admin_audit_log
        WHERE entity_type = 'angel_monday' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'delete', 'restore']);
    expect(audit[0]!.changes).toMatchObject({ before: null, after: { title: 'Respira con los ángeles' } });
    expect(audit[1]!.changes).toMatchObject({
      before: { title: 'Respira con los ángeles', status: 'published' },
      after: { title: 'Respira', status: 'draft' },
    });
    expect(audit[3]!.changes).toMatchObject({ before: { title: 'Respira con los ángeles' }, after: null });
    expect(audit[4]!.entity_name).toBe('Respira con los ángeles');
  });

  it('should page the list newest first by date', async () => {
    const page1 = await t.http.get('/api/admin/angel-mondays?limit=2&page=1').set(as(admin)).expect(200);
    const page2 = await t.http.get('/api/admin/angel-mondays?limit=2&page=2').set(as(admin)).expect(200);
    expect(page1.body.items).toHaveLength(2);
    expect(page1.body.totalPages).toBe(Math.ceil(page1.body.total / 2));
    const stamps = [...page1.body.items, ...page2.body.items].map((e: { timestamp: string }) =>
      Date.parse(e.timestamp),
    );
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ title: '' }, 'El título es requerido'],
    [{ title: '   ' }, 'El título es requerido'],
    [{ title: 5 }, 'El título es requerido'],
    [{ title: null }, 'El título es requerido'],
    [{ text: '' }, 'El contenido es requerido'],
    [{ text: null }, 'El contenido es requerido'],
    [{ text: ['<p>a</p>'] }, 'El contenido es requerido'],
    [{ text: '<script>alert("hola")</script><style>p{}</style>' }, 'El contenido es requerido'],
    [{ timestamp: null }, ADMIN_MESSAGES.dateInvalid],
    [{ timestamp: 'el lunes' }, ADMIN_MESSAGES.dateInvalid],
    [{ timestamp: '2026-02-30' }, ADMIN_MESSAGES.dateInvalid],
    [{ timestamp: 20261130 }, ADMIN_MESSAGES.dateInvalid],
    [{ gradientOption: 0 }, ADMIN_MESSAGES.gradientInvalid],
    [{ gradientOption: 21 }, ADMIN_MESSAGES.gradientInvalid],
    [{ gradientOption: 2.5 }, ADMIN_MESSAGES.gradientInvalid],
    [{ gradientOption: '3' }, ADMIN_MESSAGES.gradientInvalid],
    [{ gradientOption: null }, ADMIN_MESSAGES.gradientInvalid],
    [{ status: 'gone' }, ADMIN_MESSAGES.statusInvalid],
    [{ publishAt: 'pronto' }, ADMIN_MESSAGES.publishAtInvalid],
    [{ publishAt: '2026-04-31T08:00:00Z' }, ADMIN_MESSAGES.publishAtInvalid],
    [{ audioUrl: 'https://evil.example/a.mp3' }, ADMIN_MESSAGES.uploadUrlInvalid],
    [
      { audioUrl: '/uploads/00000000-0000-4000-8000-000000000000.mp3' },
      'El archivo subido ya no está disponible. Súbelo de nuevo.',
    ],
  ])('should refuse %j with its Spanish message and write nothing', async (change, message) => {
    const count = async () =>
      (
        await queryDb<{ audit: number; entries: number }>(
          t,
          `SELECT (SELECT count(*)::int FROM admin_audit_log) AS audit,
                  (SELECT count(*)::int FROM angel_mondays) AS entries`,
        )
      )[0];
    const before = await count();
    const res = await t.http
      .post('/api/admin/angel-mondays')
      .set(as(admin))
      .send({ ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await count()).toEqual(before);
  });

  it('should answer 404 to an edit of a message that does not exist, and write nothing', async () => {
    const res = await t.http.put('/api/admin/angel-mondays/999999').set(as(admin)).send(valid()).expect(404);
    expect(res.body.message).toBe('Este elemento no existe o ya fue eliminado');
    await t.http.delete('/api/admin/angel-mondays/999999').set(as(admin)).expect(404);
  });

  it.each([
    ['a script', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['an onerror image', '<p>a<img src=x onerror="alert(1)"></p>', '<p>a</p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">clic</a></p>', '<p>clic</p>'],
    ['a style expression', '<p style="background:expression(alert(1))">a</p>', '<p>a</p>'],
    ['an iframe', '<p>a</p><iframe src="https://evil.example"></iframe>', '<p>a</p>'],
    ['an svg with onload', '<p>a</p><svg onload="alert(1)"><circle r="1"></circle></svg>', '<p>a</p>'],
    ['an event handler', '<p onclick="alert(1)">a</p>', '<p>a</p>'],
  ])('should store the message without %s', async (_what, dirty, clean) => {
    const created = await create({ ...valid(), text: dirty });
    expect(created.text).toBe(clean);
    const [row] = await queryDb<{ text: string }>(t, `SELECT text FROM angel_mondays WHERE id = $1`, [
      created.id,
    ]);
    expect(row!.text).toBe(clean);
    // Updates go through the same allow-list.
    const updated = await t.http
      .put(`/api/admin/angel-mondays/${created.id}`)
      .set(as(admin))
      .send({ ...valid(), text: dirty })
      .expect(200);
    expect(updated.body.text).toBe(clean);
  });

  it('should keep the allowed formatting, with links opening safely in a new tab', async () => {
    const html =
      '<h2>Título</h2><h3>Sub</h3><p><strong>a</strong> <em>b</em> <u>c</u><br />d</p>' +
      '<ul><li>uno</li></ul><ol><li>dos</li></ol><blockquote>cita</blockquote>';
    const created = await create({
      ...valid(),
      text: `${html}<p><a href="https://inhala.app" target="_self">enlace</a></p>`,
    });
    expect(created.text).toBe(
      `${html}<p><a href="https://inhala.app" target="_blank" rel="noopener noreferrer">enlace</a></p>`,
    );
  });

  it('should store the seeded messages allow-listed', async () => {
    const rows = await queryDb<{ text: string }>(t, `SELECT text FROM angel_mondays ORDER BY id LIMIT 7`);
    expect(rows).toHaveLength(7);
    for (const row of rows) expect(row.text).not.toMatch(/<script|on\w+=|style=/i);
  });

  it('should hide a message scheduled for a later instant until the clock reaches it', async () => {
    // An hour from now, on the second (sessions stay valid on the pinned clock).
    const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 3_600_000);
    const { id } = await create({
      ...valid(),
      title: 'Programado',
      timestamp: '2099-01-05',
      publishAt: at.toISOString(),
    });
    t.clock.set(at.getTime() - 1000);
    expect(await seenByClients(id)).toBe(false);
    const lead = await signIn(t.http, 'lead@inhala.local');
    const forLead = await t.http.get('/api/angel-mondays').set(as(lead)).expect(200);
    expect(forLead.body.some((e: PublicEntry) => e.id === id)).toBe(false);
    const admins = await t.http.get(`/api/admin/angel-mondays/${id}`).set(as(admin)).expect(200);
    expect(admins.body.publishAt).toBe(at.toISOString());

    t.clock.set(at);
    const entries = await publicList();
    expect(entries[0]).toMatchObject({ id, title: 'Programado' });
    expect(entries[0]!.text).toBe(valid().text);
  });

  it('should hide drafts and archived messages whatever their publication instant', async () => {
    const draft = await create({ ...valid(), status: 'draft', publishAt: '2020-01-01T00:00:00Z' });
    const archived = await create({ ...valid(), status: 'archived' });
    expect(await seenByClients(draft.id)).toBe(false);
    expect(await seenByClients(archived.id)).toBe(false);
  });

  it('should answer 403 to clients and leads and 401 to visitors', async () => {
    for (const email of ['cliente@inhala.local', 'lead@inhala.local']) {
      const sessionId = await signIn(t.http, email);
      await t.http.get('/api/admin/angel-mondays').set(as(sessionId)).expect(403);
      await t.http.get('/api/admin/angel-mondays/1').set(as(sessionId)).expect(403);
      await t.http.post('/api/admin/angel-mondays').set(as(sessionId)).send(valid()).expect(403);
      await t.http.put('/api/admin/angel-mondays/1').set(as(sessionId)).send(valid()).expect(403);
      await t.http.delete('/api/admin/angel-mondays/1').set(as(sessionId)).expect(403);
      await t.http.post('/api/admin/angel-mondays/1/restore').set(as(sessionId)).expect(403);
    }
    await t.http.get('/api/admin/angel-mondays').expect(401);
    await t.http.post('/api/admin/angel-mondays').send(valid()).expect(401);
    await t.http.delete('/api/admin/angel-mondays/1').expect(401);
    const [seeded] = await queryDb<{ deleted: number }>(
      t,
      `SELECT count(*)::int AS deleted FROM angel_mondays WHERE deleted_at IS NOT NULL`,
    );
    expect(seeded!.deleted).toBe(0);
  });
});
