import { randomUUID } from 'node:crypto';
import {
  queryDb,
  registerClient,
  registerUser,
  startTestApp,
  type TestApp,
} from '../../../../../test/test-app';

describe('practice API', () => {
  let t: TestApp;
  let meditationId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const [row] = await queryDb<{ id: number }>(
      t,
      `INSERT INTO meditations (name, slug, duration) VALUES ('Respira', 'respira-practica', '10 min') RETURNING id`,
    );
    meditationId = row!.id;
  });
  afterEach(() => t.clock.reset());
  afterAll(() => t.close());

  /** A session of `seconds` that finished at `finishedAt`. */
  const session = (finishedAt: string, seconds: number, extra: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    meditationId,
    kind: 'guided',
    startedAt: new Date(Date.parse(finishedAt) - seconds * 1000).toISOString(),
    finishedAt,
    seconds,
    ...extra,
  });
  const post = (sessionId: string, body: object) =>
    t.http.post('/api/practice/sessions').set('x-session-id', sessionId).send(body);

  it('records a session once: a retry answers the stored one, another person gets a 409', async () => {
    const ana = await registerClient(t, { timezone: 'America/Mexico_City' });
    t.clock.set('2026-11-25T06:00:00Z');
    const body = session('2026-11-25T05:30:00.000Z', 600, { kind: 'media' });

    const first = await post(ana.sessionId, body).expect(201);
    expect(first.body).toEqual({ ...body, localDate: '2026-11-24' }); // 23:30 in Mexico City
    const again = await post(ana.sessionId, { ...body, seconds: 60 }).expect(200);
    expect(again.body).toEqual(first.body);

    const other = await registerClient(t);
    const taken = await post(other.sessionId, body).expect(409);
    expect(taken.body.message).toBe('Esta sesión ya está registrada en otra cuenta');
    const rows = await queryDb(t, `SELECT user_id FROM practice_sessions WHERE id = $1`, [body.id]);
    expect(rows).toEqual([{ user_id: ana.user.id }]);
  });

  it('refuses bad sessions with a Spanish 400', async () => {
    const ana = await registerClient(t);
    t.clock.set('2026-11-25T10:00:00Z');
    const ok = session('2026-11-25T09:00:00Z', 300);
    const cases: Array<[object, string]> = [
      [{ ...ok, id: 'no-uuid' }, 'El identificador de la sesión no es válido'],
      [{ ...ok, meditationId: 999_999 }, 'La meditación no existe'],
      [{ ...ok, meditationId: 'x' }, 'La meditación no existe'],
      [{ ...ok, kind: 'video' }, 'El tipo de sesión debe ser guiada o con audio/vídeo'],
      [{ ...ok, startedAt: 'ayer' }, 'Las fechas de la sesión no son válidas'],
      [{ ...ok, finishedAt: '2026-11-25T09:00:00' }, 'Las fechas de la sesión no son válidas'],
      [{ ...ok, finishedAt: '2026-11-25T10Z' }, 'Las fechas de la sesión no son válidas'],
      [{ ...ok, startedAt: '2026-W48-3T09:00:00Z' }, 'Las fechas de la sesión no son válidas'],
      [{ ...ok, startedAt: '2026-11-25T09:30:00Z' }, 'La sesión no puede terminar antes de empezar'],
      [session('2026-11-26T10:01:00Z', 60), 'La sesión no puede terminar en el futuro'],
      [{ ...ok, seconds: 0 }, 'Los segundos deben ser un número entero de 1 a 86400'],
      [{ ...ok, seconds: 86_401 }, 'Los segundos deben ser un número entero de 1 a 86400'],
      [{ ...ok, seconds: 1.5 }, 'Los segundos deben ser un número entero de 1 a 86400'],
      [{ ...ok, seconds: 361 }, 'Los segundos practicados no caben entre el inicio y el final de la sesión'],
    ];
    for (const [body, message] of cases) {
      const res = await post(ana.sessionId, body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    // Within a minute of clock skew, and with a minute of slack on the span, is accepted.
    await post(ana.sessionId, session('2026-11-25T10:00:50Z', 60)).expect(201);
    await post(ana.sessionId, { ...ok, id: randomUUID(), seconds: 360, meditationId: null }).expect(201);
    const count = await queryDb(t, `SELECT count(*)::int AS n FROM practice_sessions WHERE user_id = $1`, [
      ana.user.id,
    ]);
    expect(count).toEqual([{ n: 2 }]);
  });

  it('records a session from a device whose clock runs fast as ending now, as long as it was', async () => {
    const ana = await registerClient(t);
    t.clock.set('2026-11-25T10:00:00Z');
    const res = await post(ana.sessionId, session('2026-11-25T10:10:00Z', 300)).expect(201);
    expect(res.body).toMatchObject({
      startedAt: '2026-11-25T09:55:00.000Z',
      finishedAt: '2026-11-25T10:00:00.000Z',
      seconds: 300,
    });
  });

  it('refuses visitors (401) and leads (403)', async () => {
    await t.http.get('/api/practice/stats').expect(401);
    await t.http.post('/api/practice/sessions').send(session(new Date().toISOString(), 60)).expect(401);
    const lead = await registerUser(t.fromNewAddress());
    const res = await post(lead.sessionId, session(new Date().toISOString(), 60)).expect(403);
    expect(res.body.message).toBe('Necesitas una suscripción activa para acceder a este contenido');
  });

  it('adds up a known history in the person’s days, across the change to winter time', async () => {
    const ana = await registerClient(t, { timezone: 'Europe/Madrid' });
    t.clock.set('2026-11-25T10:00:00Z'); // Wednesday 25 November in Madrid
    const history = [
      session('2026-06-01T08:00:00Z', 600), // before the calendar: totals only
      session('2026-10-24T22:30:00Z', 600), // 00:30 on 25 October, still summer time (UTC+2)
      session('2026-11-22T19:00:00Z', 300), // Sunday: last week
      session('2026-11-23T07:00:00Z', 600), // Monday
      session('2026-11-24T07:00:00Z', 300),
      session('2026-11-24T22:50:00Z', 600), // 23:50 on Tuesday in Madrid (UTC+1)
      session('2026-11-25T09:00:00Z', 1200),
    ];
    for (const body of history) await post(ana.sessionId, body).expect(201);
    await queryDb(
      t,
      `INSERT INTO rituals (user_id, date, intention, duration, style, meditation_name, completed, completed_at)
       VALUES ($1, '2026-11-20', 'Calma', 10, 'Suave', 'Respira', true, now()),
              ($1, '2026-11-21', 'Calma', 10, 'Suave', 'Respira', false, NULL)`,
      [ana.user.id],
    );
    await queryDb(
      t,
      `INSERT INTO practice_days (user_id, day, source) VALUES ($1, '2026-11-19', 'challenge')`,
      [ana.user.id],
    );
    await queryDb(
      t,
      `INSERT INTO streaks (user_id, current_streak, longest_streak, last_completed_date, plant_stage)
       VALUES ($1, 2, 5, '2026-11-24', 2)`,
      [ana.user.id],
    );

    const res = await t.http.get('/api/practice/stats').set('x-session-id', ana.sessionId).expect(200);
    const { days, ...figures } = res.body;
    expect(figures).toEqual({
      timezone: 'Europe/Madrid',
      minutesThisWeek: 45,
      // Monday, Tuesday (its 23:50 in Madrid) and today; Sunday was last week.
      daysThisWeek: 3,
      weeklyGoal: null,
      minutesTotal: 70,
      sessions: 7,
      ritualsCompleted: 1,
      currentStreak: 2,
      longestStreak: 5,
    });
    expect(days).toHaveLength(84);
    expect(days[0].date).toBe('2026-09-03');
    const byDate = Object.fromEntries(days.map((d: { date: string }) => [d.date, d]));
    expect(byDate['2026-10-24']).toEqual({ date: '2026-10-24', minutes: 0, practised: false });
    expect(byDate['2026-10-25']).toEqual({ date: '2026-10-25', minutes: 10, practised: true });
    expect(byDate['2026-11-19']).toEqual({ date: '2026-11-19', minutes: 0, practised: true });
    expect(byDate['2026-11-20']).toEqual({ date: '2026-11-20', minutes: 0, practised: true });
    expect(byDate['2026-11-21']).toEqual({ date: '2026-11-21', minutes: 0, practised: false });
    expect(byDate['2026-11-24']).toEqual({ date: '2026-11-24', minutes: 15, practised: true });
    expect(days.at(-1)).toEqual({ date: '2026-11-25', minutes: 20, practised: true });

    // Two days later the streak is broken, as GET /api/streak says; the longest stays.
    t.clock.set('2026-11-27T10:00:00Z');
    const later = await t.http.get('/api/practice/stats').set('x-session-id', ana.sessionId).expect(200);
    expect(later.body).toMatchObject({ currentStreak: 0, longestStreak: 5, minutesThisWeek: 45 });
  });

  it('gives a newcomer an empty calendar ending today', async () => {
    const ana = await registerClient(t, { timezone: 'Europe/Madrid' });
    t.clock.set('2026-11-25T10:00:00Z');
    const res = await t.http.get('/api/practice/stats').set('x-session-id', ana.sessionId).expect(200);
    expect(res.body).toMatchObject({ minutesThisWeek: 0, minutesTotal: 0, sessions: 0, currentStreak: 0 });
    expect(
      res.body.days.every((d: { minutes: number; practised: boolean }) => !d.practised && d.minutes === 0),
    ).toBe(true);
  });

  describe('Meta semanal', () => {
    const goal = (sessionId: string, body: object) =>
      t.http.put('/api/practice/weekly-goal').set('x-session-id', sessionId).send(body);
    const stats = async (sessionId: string) =>
      (await t.http.get('/api/practice/stats').set('x-session-id', sessionId).expect(200)).body;

    it("keeps a person's goal, counts this week's minutes and days against it, and removes it", async () => {
      const ana = await registerClient(t, { timezone: 'Europe/Madrid' });
      expect(await stats(ana.sessionId)).toMatchObject({ weeklyGoal: null, daysThisWeek: 0 });
      await goal(ana.sessionId, { kind: 'days', target: 3 }).expect(200, { kind: 'days', target: 3 });

      // Sunday of the week before, then Monday and Wednesday of this one (2026-11-23 is a Monday).
      for (const finishedAt of ['2026-11-22T18:00:00Z', '2026-11-23T18:00:00Z', '2026-11-25T08:00:00Z']) {
        t.clock.set(finishedAt);
        await post(ana.sessionId, session(finishedAt, 20 * 60)).expect(201);
      }
      t.clock.set('2026-11-25T10:00:00Z');
      expect(await stats(ana.sessionId)).toMatchObject({
        weeklyGoal: { kind: 'days', target: 3 },
        daysThisWeek: 2,
        minutesThisWeek: 40,
      });

      // A new goal replaces the old one; another person's is theirs alone.
      await goal(ana.sessionId, { kind: 'minutes', target: 90 }).expect(200);
      const other = await registerUser(t.fromNewAddress());
      expect((await stats(other.sessionId)).weeklyGoal).toBeNull();
      expect((await stats(ana.sessionId)).weeklyGoal).toEqual({ kind: 'minutes', target: 90 });
      expect(
        await queryDb(t, `SELECT kind, target FROM weekly_goals WHERE user_id = $1`, [ana.user.id]),
      ).toEqual([{ kind: 'minutes', target: 90 }]);

      await t.http.delete('/api/practice/weekly-goal').set('x-session-id', ana.sessionId).expect(204);
      await t.http.delete('/api/practice/weekly-goal').set('x-session-id', ana.sessionId).expect(204);
      expect((await stats(ana.sessionId)).weeklyGoal).toBeNull();
    });

    it('refuses a goal out of its range with a Spanish 400 and keeps the one there was', async () => {
      const ana = await registerClient(t);
      await goal(ana.sessionId, { kind: 'days', target: 5 }).expect(200);
      const cases: Array<[object, string]> = [
        [{ kind: 'days', target: 8 }, 'Tu meta en días debe ser un número entero entre 1 y 7.'],
        [{ kind: 'minutes', target: 5 }, 'Tu meta en minutos debe ser un número entero entre 10 y 1200.'],
        [
          { kind: 'minutes', target: 'mucho' },
          'Tu meta en minutos debe ser un número entero entre 10 y 1200.',
        ],
        [{ kind: 'horas', target: 3 }, 'Elige si tu meta se mide en minutos o en días.'],
        [{ target: 3 }, 'Elige si tu meta se mide en minutos o en días.'],
      ];
      for (const [body, message] of cases) {
        const res = await goal(ana.sessionId, body).expect(400);
        expect(res.body.message).toBe(message);
      }
      expect((await stats(ana.sessionId)).weeklyGoal).toEqual({ kind: 'days', target: 5 });
    });

    it('lets only a signed-in person set a goal', async () => {
      await t.http.put('/api/practice/weekly-goal').send({ kind: 'days', target: 3 }).expect(401);
      await t.http.delete('/api/practice/weekly-goal').expect(401);
    });
  });
});
