import { registerClient, registerUser, startTestApp, type TestApp } from '../../../../../test/test-app';

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

  it('should answer a page sent again with the same client id with the stored one', async () => {
    const { sessionId } = await registerClient(t);
    const clientId = '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
    const send = () =>
      http
        .post('/api/morning-pages')
        .set('x-session-id', sessionId)
        .send({ content: 'Escrita sin conexión', clientId })
        .expect(201);
    const first = await send();
    expect((await send()).body).toEqual(first.body);
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

  it('should refuse a page size over 100', async () => {
    const { sessionId } = await registerClient(t);
    const bad = await http.get('/api/morning-pages?limit=500').set('x-session-id', sessionId).expect(400);
    expect(bad.body.message).toBe('El límite debe ser de 1 a 100');
  });
});
