import { registerClient, startTestApp, type TestApp } from '../../../../../test/test-app';

describe('streak API', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterEach(() => {
    t.clock.reset();
    jest.restoreAllMocks();
  });
  afterAll(() => t.close());

  const streak = async (sessionId: string) =>
    (await t.http.get('/api/streak').set('x-session-id', sessionId).expect(200)).body;

  it('starts empty', async () => {
    const person = await registerClient(t);
    expect(await streak(person.sessionId)).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      lastCompletedDate: null,
      plantStage: 0,
    });
    await t.http.get('/api/streak').expect(401);
  });

  it('counts concurrent completions of one day once', async () => {
    const person = await registerClient(t);
    const send = (method: 'post' | 'patch', path: string, body?: object) =>
      t.http[method](path).set('x-session-id', person.sessionId).send(body);
    const ritual = (
      await send('post', '/api/ritual', {
        intention: 'Calma',
        duration: 10,
        style: 'Pasiva',
        date: 'x',
      }).expect(201)
    ).body;
    await send('patch', `/api/ritual/${ritual.id}`, { meditationCompleted: true }).expect(200);
    // The last two steps land at the same moment, twice each.
    await Promise.all([
      send('patch', `/api/ritual/${ritual.id}`, { journalEntry: 'Uno' }),
      send('patch', `/api/ritual/${ritual.id}`, { journalEntry: 'Dos' }),
      send('post', '/api/oracle-cards/draw', { context: 'ritual' }),
      send('post', '/api/oracle-cards/draw', { context: 'ritual' }),
    ]);
    expect(
      (await t.http.get('/api/ritual/completed-count').set('x-session-id', person.sessionId)).body,
    ).toEqual({ count: 1 });
    expect(await streak(person.sessionId)).toMatchObject({ currentStreak: 1, longestStreak: 1 });
  });

  it('lists the 12 plant images, one per stage', async () => {
    const res = await t.http.get('/api/plant-images').expect(200);
    expect(res.body).toHaveLength(12);
    expect(res.body[0]).toEqual({
      day: 0,
      imagePath: '/plants/00-empty-pot.svg',
      name: 'Maceta vacía',
      description: expect.any(String),
    });
    expect(res.body[11].imagePath).toBe('/plants/11-celestial-garden.svg');
  });
});
