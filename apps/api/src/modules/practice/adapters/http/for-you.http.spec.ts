import { randomUUID } from 'node:crypto';
import { INTENT_KEYS, INTENT_TEXTS, type ForYouDto, type IntentsDto } from '@inhala/domain';
import {
  queryDb,
  registerClient,
  registerUser,
  startTestApp,
  type TestApp,
} from '../../../../../test/test-app';

describe('¿Qué te trae a Inhala? and Para ti (the demo catalogue)', () => {
  let t: TestApp;
  /** Each published meditation's name and category names. */
  let catalogue: Map<number, { name: string; categories: string[] }>;
  const idOf = (name: string) => [...catalogue].find(([, m]) => m.name === name)?.[0] as number;
  const categoryOf = (id: number) => catalogue.get(id)?.categories ?? [];

  beforeAll(async () => {
    t = await startTestApp();
    const rows = await queryDb<{ id: number; name: string; category: string }>(
      t,
      `SELECT m.id, m.name, c.name AS category FROM meditations m
         JOIN meditation_categories mc ON mc.meditation_id = m.id JOIN categories c ON c.id = mc.category_id
        WHERE m.status = 'published' AND m.deleted_at IS NULL`,
    );
    catalogue = new Map();
    for (const row of rows) {
      const m = catalogue.get(row.id) ?? { name: row.name, categories: [] };
      m.categories.push(row.category);
      catalogue.set(row.id, m);
    }
  });
  afterEach(() => t.clock.reset());
  afterAll(() => t.close());

  const as = (sessionId: string) => ({
    intents: () => t.http.get('/api/practice/intents').set('x-session-id', sessionId),
    answer: (body: unknown) =>
      t.http
        .put('/api/practice/intents')
        .set('x-session-id', sessionId)
        .send(body as object),
    forYou: async () =>
      (await t.http.get('/api/practice/for-you').set('x-session-id', sessionId).expect(200))
        .body as ForYouDto,
  });

  it('should give a visitor a "Para empezar" shelf of short first steps, kept by no cache', async () => {
    const res = await t.http.get('/api/practice/for-you').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const shelf = res.body as ForYouDto;
    expect(shelf.shelf).toBe('para-empezar');
    expect(shelf.items.length).toBeGreaterThanOrEqual(6);
    expect(shelf.items[0]?.reason).toBe('Ideal para empezar');
    expect(categoryOf(shelf.items[0]!.meditationId)).toContain('Principiantes');
    expect(new Set(shelf.items.map((i) => i.meditationId)).size).toBe(shelf.items.length);
  });

  it('should ask a new person once, take several answers, and choose "Para ti" from them', async () => {
    const ana = as((await registerUser(t.http)).sessionId);
    expect((await ana.intents().expect(200)).body).toEqual({ intents: [], ask: true } satisfies IntentsDto);

    const answered = await ana.answer({ intents: ['ansiedad', 'dormir'] }).expect(200);
    expect(answered.body).toEqual({ intents: ['dormir', 'ansiedad'], ask: false });
    expect((await ana.intents().expect(200)).body).toEqual({ intents: ['dormir', 'ansiedad'], ask: false });

    const shelf = await ana.forYou();
    expect(shelf.shelf).toBe('para-ti');
    expect(shelf.items.length).toBeGreaterThanOrEqual(6);
    const [first, second] = shelf.items;
    expect(first?.reason).toBe('Porque quieres dormir mejor');
    expect(categoryOf(first!.meditationId)).toEqual(expect.arrayContaining(['Sueño']));
    expect(second?.reason).toBe('Porque quieres calmar la ansiedad');
    expect(categoryOf(second!.meditationId)).toEqual(expect.arrayContaining(['Ansiedad']));

    // Changed on the profile: the shelf follows.
    await ana.answer({ intents: ['enfoque'] }).expect(200);
    const focused = await ana.forYou();
    expect(focused.items[0]?.reason).toBe('Porque quieres enfocarte');
    expect(focused.items.map((i) => i.reason)).not.toContain('Porque quieres dormir mejor');
  });

  it('should take a skip as an answer: the question is not asked again', async () => {
    const ana = as((await registerUser(t.http)).sessionId);
    expect((await ana.answer({ intents: [] }).expect(200)).body).toEqual({ intents: [], ask: false });
    expect((await ana.intents().expect(200)).body).toEqual({ intents: [], ask: false });
    expect((await ana.forYou()).items.length).toBeGreaterThanOrEqual(6);
  });

  it('should not interrupt an account older than a week', async () => {
    const ana = as((await registerUser(t.http)).sessionId);
    t.clock.set(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000).toISOString());
    expect((await ana.intents().expect(200)).body).toEqual({ intents: [], ask: false });
  });

  it('should refuse what is not the question’s choices with a Spanish 400 and keep the answers', async () => {
    const person = await registerUser(t.http);
    const ana = as(person.sessionId);
    await ana.answer({ intents: ['dormir'] }).expect(200);
    for (const body of [
      {},
      { intents: 'dormir' },
      { intents: ['volar'] },
      { intents: [1] },
      { intents: Array.from({ length: INTENT_KEYS.length + 1 }, () => 'dormir') },
    ]) {
      const res = await ana.answer(body);
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 400,
        message: INTENT_TEXTS.invalid,
      });
    }
    expect((await ana.intents().expect(200)).body).toEqual({ intents: ['dormir'], ask: false });
    await t.http.put('/api/practice/intents').send({ intents: [] }).expect(401);
    await t.http.get('/api/practice/intents').expect(401);
    // The table holds exactly the domain's choices, whatever writes to it.
    await expect(
      queryDb(t, `UPDATE practice_intents SET intents = ARRAY['volar'] WHERE user_id = $1`, [person.user.id]),
    ).rejects.toThrow(/check/i);
    await queryDb(t, `UPDATE practice_intents SET intents = $2::text[] WHERE user_id = $1`, [
      person.user.id,
      [...INTENT_KEYS],
    ]);
  });

  it('should offer what is like what the person finished, never what they just did', async () => {
    const person = await registerClient(t, { timezone: 'America/Mexico_City' });
    const ana = as(person.sessionId);
    await ana.answer({ intents: [] }).expect(200);
    t.clock.set('2026-11-25T20:00:00Z'); // 14:00 in Mexico City
    const record = (meditationId: number, finishedAt: string) =>
      t.http
        .post('/api/practice/sessions')
        .set('x-session-id', person.sessionId)
        .send({
          id: randomUUID(),
          meditationId,
          kind: 'guided',
          startedAt: new Date(Date.parse(finishedAt) - 300_000).toISOString(),
          finishedAt,
          seconds: 300,
        })
        .expect(201);
    const earlier = idOf('Tres gracias pequeñas');
    await record(earlier, '2026-11-20T20:00:00Z');
    // What the shelf offers first is practised now: from then on it is left out.
    const before = await ana.forYou();
    expect(before.items[0]?.reason).toBe('Como «Tres gracias pequeñas», que terminaste');
    const justNow = before.items.find((i) => i.reason === 'Para una pausa esta tarde')!.meditationId;
    await record(justNow, '2026-11-25T19:00:00Z');

    const shelf = await ana.forYou();
    const ids = shelf.items.map((i) => i.meditationId);
    const reasons = shelf.items.map((i) => i.reason);
    expect(ids).not.toContain(justNow);
    expect(reasons).toContain(`Como «${catalogue.get(justNow)?.name}», que terminaste`);
    expect(reasons).toContain('Como «Tres gracias pequeñas», que terminaste');
    expect(reasons).toContain('Para una pausa esta tarde');

    // A favourite has its own strip on home: here it lends its likeness, never its place.
    const favourite = [...catalogue.keys()][150]!;
    await t.http
      .post(`/api/meditations/${favourite}/favorite`)
      .set('x-session-id', person.sessionId)
      .expect(204);
    const withFavourite = await ana.forYou();
    expect(withFavourite.items.map((i) => i.meditationId)).not.toContain(favourite);
    expect(withFavourite.items.map((i) => i.reason)).toContain(
      `Como «${catalogue.get(favourite)?.name}», una de tus favoritas`,
    );
  });

  it('should follow the hour where the person is, and today’s ritual intention', async () => {
    const person = await registerClient(t, { timezone: 'America/Mexico_City' });
    const ana = as(person.sessionId);
    await ana.answer({ intents: [] }).expect(200);
    t.clock.set('2026-11-25T04:30:00Z'); // 22:30 the day before in Mexico City
    const night = await ana.forYou();
    expect(night.items[0]?.reason).toBe('Para esta noche');
    expect(categoryOf(night.items[0]!.meditationId)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Sueño|Relajación corporal/)]),
    );

    t.clock.set('2026-11-25T15:00:00Z'); // 09:00
    const created = await t.http
      .post('/api/ritual')
      .set('x-session-id', person.sessionId)
      .send({ intention: 'Gratitud', duration: 10, style: 'Pasiva', date: '2026-11-25' });
    expect([200, 201]).toContain(created.status);
    const morning = await ana.forYou();
    expect(morning.items[0]?.reason).toBe('Para esta mañana');
    expect(morning.items.map((i) => i.reason)).toContain('Para tu intención de hoy: Gratitud');
    // Today's ritual meditation is on the ritual already: 'Para ti' never repeats it.
    const offered = morning.items.find(
      (i) => i.reason === 'Para tu intención de hoy: Gratitud',
    )!.meditationId;
    await queryDb(t, `UPDATE rituals SET meditation_id = $2 WHERE user_id = $1`, [person.user.id, offered]);
    const after = await ana.forYou();
    expect(after.items.map((i) => i.meditationId)).not.toContain(offered);
  });
});
