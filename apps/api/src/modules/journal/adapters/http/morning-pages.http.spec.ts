import {
  queryDb,
  registerClient,
  registerUser,
  startTestApp,
  type TestApp,
} from '../../../../../test/test-app';

describe('morning pages API', () => {
  let t: TestApp;
  let http: TestApp['http'];
  beforeAll(async () => (t = await startTestApp()));
  beforeEach(() => (http = t.fromNewAddress()));
  afterAll(() => t.close());

  it('should need a session', async () => {
    await http.get('/api/morning-pages').expect(401);
    await http.post('/api/morning-pages').send({ content: 'hola' }).expect(401);
  });

  it('should refuse a lead, as the journal does, and store nothing', async () => {
    const { sessionId } = await registerUser(http);
    const res = await http
      .post('/api/morning-pages')
      .set('x-session-id', sessionId)
      .send({ content: 'hola' })
      .expect(403);
    expect(res.body.errorCode).toBe('SUBSCRIPTION.REQUIRED');
    await http.get('/api/morning-pages').set('x-session-id', sessionId).expect(403);
  });

  it('should create with trimmed content, list newest first, edit and delete', async () => {
    const { sessionId } = await registerClient(t);
    const auth = { 'x-session-id': sessionId };
    const first = await http
      .post('/api/morning-pages')
      .set(auth)
      .send({ content: '  Primera página  ' })
      .expect(201);
    expect(first.body).toMatchObject({ content: 'Primera página', title: null, archived: false });
    const second = await http
      .post('/api/morning-pages')
      .set(auth)
      .send({ title: 'Mañana clara', content: 'Segunda' })
      .expect(201);

    const list = await http.get('/api/morning-pages').set(auth).expect(200);
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([second.body.id, first.body.id]);

    const edited = await http
      .patch(`/api/morning-pages/${first.body.id}`)
      .set(auth)
      .send({ title: 'Con título', content: 'Editada ' })
      .expect(200);
    expect(edited.body).toMatchObject({ title: 'Con título', content: 'Editada' });

    await http.delete(`/api/morning-pages/${second.body.id}`).set(auth).expect(204);
    const after = await http.get('/api/morning-pages').set(auth).expect(200);
    expect(after.body.map((p: { id: number }) => p.id)).toEqual([first.body.id]);
  });

  it('should store a page sent again with the same client id once, even when the two race', async () => {
    const { sessionId } = await registerClient(t);
    const other = await registerClient(t);
    const clientId = '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
    const send = (sid: string) =>
      http
        .post('/api/morning-pages')
        .set('x-session-id', sid)
        .send({ content: 'Escrita sin conexión', clientId });
    const [a, b] = await Promise.all([send(sessionId), send(sessionId)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).toBe(a.body.id);
    const again = await send(sessionId).expect(201);
    expect(again.body).toMatchObject({ id: a.body.id, content: 'Escrita sin conexión' });
    expect(
      await queryDb(t, `SELECT count(*)::int AS n FROM morning_pages WHERE client_id = $1`, [clientId]),
    ).toEqual([{ n: 1 }]);
    // Another person's page may carry the same id: ids are the person's own.
    const theirs = await send(other.sessionId).expect(201);
    expect(theirs.body.id).not.toBe(a.body.id);
  });

  it('should refuse a client id that is not a UUID and store nothing', async () => {
    const { sessionId } = await registerClient(t);
    const res = await http
      .post('/api/morning-pages')
      .set('x-session-id', sessionId)
      .send({ content: 'hola', clientId: 'no-es-un-id' })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('El identificador de la página no es válido');
    const list = await http.get('/api/morning-pages').set('x-session-id', sessionId).expect(200);
    expect(list.body).toEqual([]);
  });

  it('should hide an archived page from the list', async () => {
    const { sessionId } = await registerClient(t);
    const auth = { 'x-session-id': sessionId };
    const page = await http
      .post('/api/morning-pages')
      .set(auth)
      .send({ content: 'Para archivar' })
      .expect(201);
    await http.patch(`/api/morning-pages/${page.body.id}`).set(auth).send({ archived: true }).expect(200);
    expect((await http.get('/api/morning-pages').set(auth).expect(200)).body).toEqual([]);
  });

  it.each([
    [{}, 'Por favor escribe algo antes de guardar'],
    [{ content: '   ' }, 'Por favor escribe algo antes de guardar'],
    [{ content: 7 }, 'Por favor escribe algo antes de guardar'],
    [{ content: 'a'.repeat(20_001) }, 'El texto no puede superar los 20000 caracteres'],
    [{ content: 'ok', title: 't'.repeat(201) }, 'El título no puede superar los 200 caracteres'],
  ])('should refuse %j with its Spanish message and store nothing', async (body, message) => {
    const { sessionId } = await registerClient(t);
    const res = await http.post('/api/morning-pages').set('x-session-id', sessionId).send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect((await http.get('/api/morning-pages').set('x-session-id', sessionId).expect(200)).body).toEqual(
      [],
    );
  });

  it('should refuse an empty edit and keep the page as it was', async () => {
    const { sessionId } = await registerClient(t);
    const auth = { 'x-session-id': sessionId };
    const page = await http.post('/api/morning-pages').set(auth).send({ content: 'Original' }).expect(201);
    await http.patch(`/api/morning-pages/${page.body.id}`).set(auth).send({ content: ' ' }).expect(400);
    await http.patch(`/api/morning-pages/${page.body.id}`).set(auth).send({ archived: 'si' }).expect(400);
    const list = await http.get('/api/morning-pages').set(auth).expect(200);
    expect(list.body[0]).toMatchObject({ content: 'Original', archived: false });
  });

  it("should not let anyone read, edit or delete another person's page", async () => {
    const owner = await registerClient(t);
    const other = await registerClient(t);
    const page = await http
      .post('/api/morning-pages')
      .set('x-session-id', owner.sessionId)
      .send({ content: 'Privada' })
      .expect(201);
    expect(
      (await http.get('/api/morning-pages').set('x-session-id', other.sessionId).expect(200)).body,
    ).toEqual([]);
    const res = await http
      .patch(`/api/morning-pages/${page.body.id}`)
      .set('x-session-id', other.sessionId)
      .send({ content: 'x' })
      .expect(404);
    expect(res.body.message).toBe('No encontramos esa página matutina');
    await http.delete(`/api/morning-pages/${page.body.id}`).set('x-session-id', other.sessionId).expect(404);
  });

  it('should refuse an id that is not a positive number', async () => {
    const { sessionId } = await registerClient(t);
    const res = await http.delete('/api/morning-pages/abc').set('x-session-id', sessionId).expect(400);
    expect(res.body.message).toBe('El identificador no es válido');
  });

  it('should answer the pages a page at a time, the newest first, with no page twice or missed', async () => {
    const { sessionId, user } = await registerClient(t);
    const auth = { 'x-session-id': sessionId };
    await queryDb(
      t,
      `INSERT INTO morning_pages (user_id, content, created_at)
       SELECT $1, 'Página ' || n, timestamp '2026-11-01 08:00' - make_interval(mins => (n / 3))
         FROM generate_series(1, 45) AS n`,
      [user.id],
    );
    const first = await http.get('/api/morning-pages').set(auth).expect(200);
    expect(first.body).toHaveLength(20);
    const seen: number[] = [];
    let before: number | null = null;
    for (;;) {
      const res = await http
        .get(`/api/morning-pages?limit=8${before ? `&before=${before}` : ''}`)
        .set(auth)
        .expect(200);
      const page = res.body as Array<{ id: number }>;
      seen.push(...page.map((p) => p.id));
      if (page.length < 8) break;
      before = page[page.length - 1]!.id;
    }
    const expected = await queryDb<{ id: number }>(
      t,
      `SELECT id FROM morning_pages WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
      [user.id],
    );
    expect(seen).toEqual(expected.map((r) => r.id));
    const bad = await http.get('/api/morning-pages?limit=500').set(auth).expect(400);
    expect(bad.body.message).toBe('El límite debe ser de 1 a 100');
  });
});
