import { Client } from 'pg';
import { registerClient, registerUser, startTestApp, type TestApp } from '../../../../../test/test-app';

const CHOICE = { intention: 'Calma', duration: 10, style: 'Pasiva', date: '2026-11-21' };

describe('ritual API', () => {
  let t: TestApp;
  // The app's one Clock (startTestApp swaps it): pinning it moves the whole server's day.
  const at = (iso: string) => t.clock.set(iso);

  beforeAll(async () => (t = await startTestApp()));
  afterEach(() => {
    t.clock.reset();
    jest.restoreAllMocks();
  });
  afterAll(() => t.close());

  const as = (sessionId: string) => ({
    get: (path: string) => t.http.get(path).set('x-session-id', sessionId),
    post: (path: string, body?: object) => t.http.post(path).set('x-session-id', sessionId).send(body),
    patch: (path: string, body?: object) => t.http.patch(path).set('x-session-id', sessionId).send(body),
  });

  async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
    const db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      return (await db.query(text, params)).rows as T[];
    } finally {
      await db.end();
    }
  }

  it('creates one ritual a day with a meditation matching the choices', async () => {
    const client = as((await registerClient(t)).sessionId);
    expect((await client.get('/api/ritual/today').expect(200)).body).toBeNull();

    const created = await client.post('/api/ritual', CHOICE).expect(201);
    expect(created.body).toMatchObject({
      intention: 'Calma',
      duration: 10,
      style: 'Pasiva',
      meditationCompleted: false,
      journalEntry: null,
      journalTitle: 'Reflexión del día',
      completed: false,
    });
    expect(created.body.meditation.keywords.split(', ')).toContain('Calma');
    expect(created.body.meditation.duration).toBe('10 min');
    expect(created.body.journalPrompt).toEqual(expect.any(String));

    const content = await t.http.get('/api/content').expect(200);
    const meditation = content.body.meditations.find(
      (m: { id: number }) => m.id === created.body.meditation.id,
    );
    expect(meditation.type).toBe('Pasiva');

    expect(created.body.created).toBe(true);

    // A second creation the same day says so, and answers the day's ritual unchanged.
    const again = await client.post('/api/ritual', { ...CHOICE, intention: 'Gratitud' }).expect(200);
    expect(again.body.id).toBe(created.body.id);
    expect(again.body).toMatchObject({ created: false, intention: 'Calma' });
    expect((await client.get('/api/ritual/today').expect(200)).body.id).toBe(created.body.id);
  });

  it('stores one ritual when the same person creates it several times at once', async () => {
    const person = await registerClient(t);
    const client = as(person.sessionId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => client.post('/api/ritual', CHOICE)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(answers.filter((a) => a.body.created === true)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const rows = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM rituals WHERE user_id = $1`, [
      person.user.id,
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it('uses the local day of the account’s time zone, not the server’s nor the device’s', async () => {
    const person = await registerClient(t, { timezone: 'Pacific/Kiritimati' });
    at('2026-05-10T11:00:00Z'); // already 11 May in Kiritimati (UTC+14)
    const created = await as(person.sessionId).post('/api/ritual', CHOICE).expect(201);
    expect(created.body.date).toBe('2026-05-11');
  });

  it('answers the spec messages for an incomplete choice', async () => {
    const client = as((await registerClient(t)).sessionId);
    const cases: Array<[object, string]> = [
      [{ duration: 10, style: 'Pasiva' }, 'Selecciona una intención'],
      [{ intention: 'Calma', duration: 0, style: 'Pasiva' }, 'Selecciona una duración'],
      [{ intention: 'Calma', duration: 10, style: '' }, 'Selecciona un estilo'],
    ];
    for (const [body, message] of cases) {
      const res = await client.post('/api/ritual', body).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });

  it('refuses rituals to leads (403) and visitors (401), while a lead may read that there is none', async () => {
    const lead = await registerUser(t.fromNewAddress());
    const res = await as(lead.sessionId).post('/api/ritual', CHOICE).expect(403);
    expect(res.body.errorCode).toBe('SUBSCRIPTION.REQUIRED');
    await t.http.post('/api/ritual').send(CHOICE).expect(401);
    await t.http.get('/api/ritual/today').expect(401);
    expect((await as(lead.sessionId).get('/api/ritual/today').expect(200)).body).toBeNull();
    await as(lead.sessionId).patch('/api/ritual/1', { meditationCompleted: true }).expect(403);
  });

  it('changes the meditation for another match until it is completed', async () => {
    const client = as((await registerClient(t)).sessionId);
    const ritual = (await client.post('/api/ritual', CHOICE).expect(201)).body;
    const changed = await client.patch(`/api/ritual/${ritual.id}/change-meditation`).expect(200);
    expect(changed.body.message).toBe('Meditación cambiada');
    expect(changed.body.ritual.meditation.id).not.toBe(ritual.meditation.id);
    expect(changed.body.ritual.meditation.keywords.split(', ')).toContain('Calma');

    await client.patch(`/api/ritual/${ritual.id}`, { meditationCompleted: true }).expect(200);
    const refused = await client.patch(`/api/ritual/${ritual.id}/change-meditation`).expect(409);
    expect(refused.body.errorCode).toBe('RITUAL.MEDITATION_COMPLETED');
    await client.patch(`/api/ritual/${ritual.id}`, { meditationCompleted: false }).expect(400);
  });

  it("answers 'No alternative meditation available' when nothing else fits the intention and style", async () => {
    const client = as((await registerClient(t)).sessionId);
    const ritual = (
      await client.post('/api/ritual', { ...CHOICE, intention: 'Una intención que no existe' }).expect(201)
    ).body;
    const res = await client.patch(`/api/ritual/${ritual.id}/change-meditation`).expect(409);
    expect(res.body.message).toBe('No alternative meditation available');
  });

  it('saves the reflection once, trimmed; an empty one is refused', async () => {
    const client = as((await registerClient(t)).sessionId);
    const ritual = (await client.post('/api/ritual', CHOICE).expect(201)).body;
    await client.patch(`/api/ritual/${ritual.id}`, { journalEntry: '    ' }).expect(400);
    const saved = await client
      .patch(`/api/ritual/${ritual.id}`, { journalEntry: '  Hoy respiré con calma.  ' })
      .expect(200);
    expect(saved.body.journalEntry).toBe('Hoy respiré con calma.');
    // The same reflection sent again (an offline replay) is the same write, not a conflict.
    const replayed = await client
      .patch(`/api/ritual/${ritual.id}`, { journalEntry: 'Hoy respiré con calma. ' })
      .expect(200);
    expect(replayed.body.journalEntry).toBe('Hoy respiré con calma.');
    const again = await client.patch(`/api/ritual/${ritual.id}`, { journalEntry: 'Otra cosa' }).expect(409);
    expect(again.body.errorCode).toBe('RITUAL.JOURNAL_LOCKED');
    expect((await client.get('/api/ritual/today')).body.journalEntry).toBe('Hoy respiré con calma.');
  });

  it("never touches another person's ritual", async () => {
    const owner = as((await registerClient(t)).sessionId);
    const other = as((await registerClient(t)).sessionId);
    const ritual = (await owner.post('/api/ritual', CHOICE).expect(201)).body;
    await other.patch(`/api/ritual/${ritual.id}`, { journalEntry: 'intrusa' }).expect(404);
    await other.patch(`/api/ritual/${ritual.id}/change-meditation`).expect(404);
  });

  it('completes the ritual with its three steps, counts it, grows the streak and lists the reflection', async () => {
    const person = await registerClient(t);
    const client = as(person.sessionId);
    const ritual = (await client.post('/api/ritual', CHOICE).expect(201)).body;
    await client.patch(`/api/ritual/${ritual.id}`, { meditationCompleted: true }).expect(200);
    await client.patch(`/api/ritual/${ritual.id}`, { journalEntry: 'Gracias por este día' }).expect(200);
    expect((await client.get('/api/ritual/completed-count')).body).toEqual({ count: 0 });

    const draw = await client.post('/api/oracle-cards/draw', { context: 'ritual' }).expect(200);
    expect(draw.body.isNewDraw).toBe(true);
    const today = (await client.get('/api/ritual/today')).body;
    expect(today).toMatchObject({ oracleCardId: draw.body.card.id, completed: true });
    expect((await client.get('/api/ritual/completed-count')).body).toEqual({ count: 1 });
    expect((await client.get('/api/streak')).body).toMatchObject({
      currentStreak: 1,
      longestStreak: 1,
      plantStage: 1,
    });

    const journal = await client.get('/api/journal/entries?page=1&limit=16').expect(200);
    expect(journal.body.entries).toContainEqual(
      expect.objectContaining({
        type: 'ritual',
        id: ritual.id,
        title: 'Reflexión del día',
        text: 'Gracias por este día',
        date: ritual.date,
      }),
    );

    await client.patch(`/api/ritual/${ritual.id}`, { archived: true }).expect(200);
    const after = await client.get('/api/journal/entries?page=1&limit=16').expect(200);
    expect(after.body.entries.some((e: { type: string }) => e.type === 'ritual')).toBe(false);
  });
});

describe('oracle API', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('gives one card per day and context, also to concurrent draws', async () => {
    const person = await registerClient(t);
    const draw = () =>
      t.http.post('/api/oracle-cards/draw').set('x-session-id', person.sessionId).send({ context: 'home' });
    const before = await t.http
      .get('/api/oracle-cards/today?context=home')
      .set('x-session-id', person.sessionId)
      .expect(200);
    expect(before.body).toEqual({ hasDrawn: false, card: null });

    const answers = await Promise.all(Array.from({ length: 8 }, draw));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.card.id)).size).toBe(1);
    expect(answers.filter((a) => a.body.isNewDraw)).toHaveLength(1);
    expect(answers[0]!.body.card).toMatchObject({
      name: expect.any(String),
      explanation: expect.any(String),
      arcangelName: expect.stringContaining('Arcángel'),
    });

    const after = await t.http
      .get('/api/oracle-cards/today?context=home')
      .set('x-session-id', person.sessionId)
      .expect(200);
    expect(after.body).toEqual({ hasDrawn: true, card: answers[0]!.body.card });
    // The ritual context is another draw, and needs today's ritual.
    const ritualDraw = await t.http
      .post('/api/oracle-cards/draw')
      .set('x-session-id', person.sessionId)
      .send({ context: 'ritual' })
      .expect(409);
    expect(ritualDraw.body.errorCode).toBe('ORACLE.RITUAL_REQUIRED');
  });

  it('lets a signed-in lead draw the home card but not the ritual card; visitors neither', async () => {
    const lead = await registerUser(t.fromNewAddress());
    await t.http
      .post('/api/oracle-cards/draw')
      .set('x-session-id', lead.sessionId)
      .send({ context: 'home' })
      .expect(200);
    const ritual = await t.http
      .post('/api/oracle-cards/draw')
      .set('x-session-id', lead.sessionId)
      .send({ context: 'ritual' })
      .expect(403);
    expect(ritual.body.errorCode).toBe('SUBSCRIPTION.REQUIRED');
    await t.http
      .get('/api/oracle-cards/today?context=ritual')
      .set('x-session-id', lead.sessionId)
      .expect(403);
    await t.http.post('/api/oracle-cards/draw').send({ context: 'home' }).expect(401);
    await t.http.get('/api/oracle-cards/today?context=home').expect(401);
  });

  it('accepts only the home and ritual contexts', async () => {
    const person = await registerClient(t);
    await t.http
      .post('/api/oracle-cards/draw')
      .set('x-session-id', person.sessionId)
      .send({ context: 'chat' })
      .expect(400);
    await t.http.get('/api/oracle-cards/today?context=').set('x-session-id', person.sessionId).expect(400);
  });

  it('lists the published cards and archangels in the content bundle', async () => {
    const content = await t.http.get('/api/content').expect(200);
    expect(content.body.oracleCards).toHaveLength(21);
    expect(content.body.arcangeles).toHaveLength(7);
  });
});
