import { randomUUID } from 'node:crypto';
import { completeRitual } from '../../../../../test/ritual-steps';
import { queryDb, registerClient, startTestApp, type TestApp } from '../../../../../test/test-app';

/**
 * 'Mi día termina a las' and travel (issue 19), through the real server: one practice day for the
 * streak, today's ritual, the oracle's one card a day and the practice stats.
 */
describe('the practice day (PATCH /api/auth/me)', () => {
  let t: TestApp;
  const at = (iso: string) => t.clock.set(iso);

  beforeAll(async () => (t = await startTestApp()));
  afterEach(() => t.clock.reset());
  afterAll(() => t.close());

  const as = (sessionId: string) => ({
    get: (path: string) => t.http.get(path).set('x-session-id', sessionId),
    post: (path: string, body?: object) => t.http.post(path).set('x-session-id', sessionId).send(body),
    patch: (path: string, body?: object) => t.http.patch(path).set('x-session-id', sessionId).send(body),
  });

  const streakOf = async (sessionId: string) => (await as(sessionId).get('/api/streak').expect(200)).body;
  const ledgerOf = (userId: string) =>
    queryDb<{ day: string }>(
      t,
      `SELECT day::text AS day FROM practice_days WHERE user_id = $1 ORDER BY day`,
      [userId],
    );

  it('changes the hour the day ends, refuses anything else with a Spanish 400, and only for the person', async () => {
    const ana = await registerClient(t, { timezone: 'America/Bogota' });
    await t.http.patch('/api/auth/me').send({ dayEndsAt: 2 }).expect(401);
    const refused = [
      [{ dayEndsAt: 5 }, 'Tu día puede terminar a medianoche o a la 1, 2, 3 o 4 de la madrugada'],
      [{ dayEndsAt: '2' }, 'Tu día puede terminar a medianoche o a la 1, 2, 3 o 4 de la madrugada'],
      [{ dayEndsAt: 1.5 }, 'Tu día puede terminar a medianoche o a la 1, 2, 3 o 4 de la madrugada'],
      [{ timezone: 'Marte/Base' }, 'La zona horaria no es válida'],
      [{ timezone: 7, dayEndsAt: 2 }, 'La zona horaria no es válida'],
      [{}, 'Indica tu zona horaria o la hora en que termina tu día'],
    ] as const;
    for (const [body, message] of refused) {
      const res = await as(ana.sessionId).patch('/api/auth/me', body).expect(400);
      expect(res.body.message).toBe(message);
    }
    expect((await as(ana.sessionId).get('/api/auth/me').expect(200)).body.user).toMatchObject({
      timezone: 'America/Bogota',
      dayEndsAt: 0,
      practiceDayHold: null,
    });

    const changed = await as(ana.sessionId).patch('/api/auth/me', { dayEndsAt: 2 }).expect(200);
    expect(changed.body.user).toMatchObject({ timezone: 'America/Bogota', dayEndsAt: 2 });
    // Stored as the runtime names it: PostgreSQL's zone names, which the reminders use, are case-sensitive.
    const lower = await as(ana.sessionId).patch('/api/auth/me', { timezone: 'america/lima' }).expect(200);
    expect(lower.body.user.timezone).toBe('America/Lima');
    await as(ana.sessionId).patch('/api/auth/me', { timezone: 'America/Bogota' }).expect(200);
    expect((await as(ana.sessionId).get('/api/auth/me').expect(200)).body.user.dayEndsAt).toBe(2);
  });

  it('counts a ritual at 00:40 for the day before with a 2 am end: the same ritual, card and streak day', async () => {
    const late = await registerClient(t, { timezone: 'America/Bogota' });
    const midnight = await registerClient(t, { timezone: 'America/Bogota' });
    await as(late.sessionId).patch('/api/auth/me', { dayEndsAt: 2 }).expect(200);

    at('2026-11-24T05:40:00Z'); // 00:40 on Tuesday 24 November in Bogotá (UTC−5)
    const lateRitual = await completeRitual(t, late.sessionId);
    const midnightRitual = await completeRitual(t, midnight.sessionId);
    expect(lateRitual.date).toBe('2026-11-23');
    expect(midnightRitual.date).toBe('2026-11-24');
    expect(await streakOf(late.sessionId)).toMatchObject({
      currentStreak: 1,
      lastCompletedDate: '2026-11-23',
    });
    expect(await streakOf(midnight.sessionId)).toMatchObject({
      currentStreak: 1,
      lastCompletedDate: '2026-11-24',
    });

    // 01:50: still Monday for the late person: the same ritual, the same card, no second draw.
    at('2026-11-24T06:50:00Z');
    const card = (await as(late.sessionId).get('/api/oracle-cards/today?context=ritual').expect(200)).body;
    expect((await as(late.sessionId).get('/api/ritual/today').expect(200)).body.id).toBe(lateRitual.id);
    const again = await as(late.sessionId).post('/api/oracle-cards/draw', { context: 'ritual' }).expect(200);
    expect(again.body.isNewDraw).toBe(false);
    expect(again.body.card.id).toBe(card.card.id);

    // 02:10: Tuesday begins for her too; the streak grows the moment she practises.
    at('2026-11-24T07:10:00Z');
    const today = await as(late.sessionId).get('/api/ritual/today').expect(200);
    expect(today.body?.id ?? null).not.toBe(lateRitual.id);
    const tuesday = await completeRitual(t, late.sessionId);
    expect(tuesday.date).toBe('2026-11-24');
    expect(await streakOf(late.sessionId)).toMatchObject({
      currentStreak: 2,
      lastCompletedDate: '2026-11-24',
    });
    expect(await ledgerOf(late.user.id)).toEqual([{ day: '2026-11-23' }, { day: '2026-11-24' }]);
  });

  it('puts a practice session after midnight on the day before, in the stats calendar too', async () => {
    const ana = await registerClient(t, { timezone: 'America/Bogota' });
    await as(ana.sessionId).patch('/api/auth/me', { dayEndsAt: 3 }).expect(200);
    at('2026-11-24T07:00:00Z'); // 02:00 on Tuesday in Bogotá
    const session = await as(ana.sessionId)
      .post('/api/practice/sessions', {
        id: randomUUID(),
        meditationId: null,
        kind: 'guided',
        startedAt: '2026-11-24T06:50:00.000Z',
        finishedAt: '2026-11-24T07:00:00.000Z',
        seconds: 600,
      })
      .expect(201);
    expect(session.body.localDate).toBe('2026-11-23');
    const stats = (await as(ana.sessionId).get('/api/practice/stats').expect(200)).body;
    expect(stats.days.at(-1)).toEqual({ date: '2026-11-23', minutes: 10, practised: true });
  });

  it('never creates or removes a past day when the end of the day changes, either way', async () => {
    const ana = await registerClient(t, { timezone: 'Europe/Madrid' });
    at('2026-11-20T09:00:00Z');
    await completeRitual(t, ana.sessionId);
    at('2026-11-20T23:30:00Z'); // 00:30 on Saturday 21 in Madrid, with the day ending at midnight
    await completeRitual(t, ana.sessionId);
    at('2026-11-22T10:00:00Z');
    await completeRitual(t, ana.sessionId);
    const days = await ledgerOf(ana.user.id);
    expect(days.map((d) => d.day)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    const calendar = async () =>
      (
        (await as(ana.sessionId).get('/api/practice/stats').expect(200)).body.days as {
          date: string;
          practised: boolean;
        }[]
      )
        .filter((d) => d.practised)
        .map((d) => d.date);
    const before = { streak: await streakOf(ana.sessionId), calendar: await calendar() };
    expect(before.streak).toMatchObject({ currentStreak: 3, lastCompletedDate: '2026-11-22' });

    at('2026-11-22T23:30:00Z'); // 00:30 on Monday 23 in Madrid: the change moves "today" back to Sunday
    for (const dayEndsAt of [4, 0, 2]) {
      await as(ana.sessionId).patch('/api/auth/me', { dayEndsAt }).expect(200);
      expect(await ledgerOf(ana.user.id)).toEqual(days);
      expect(await streakOf(ana.sessionId)).toEqual(before.streak);
      expect(await calendar()).toEqual(before.calendar);
    }
  });

  it('keeps the streak of a traveller who switches to the new zone before practising that day', async () => {
    const ana = await registerClient(t, { timezone: 'America/Bogota' });
    at('2026-11-23T15:00:00Z'); // Monday in Bogotá
    await completeRitual(t, ana.sessionId);
    // Tuesday 20:00 in Bogotá, not practised yet; Madrid is already at 02:00 on Wednesday.
    at('2026-11-25T01:00:00Z');
    const moved = await as(ana.sessionId).patch('/api/auth/me', { timezone: 'Europe/Madrid' }).expect(200);
    expect(moved.body.user).toMatchObject({
      timezone: 'Europe/Madrid',
      practiceDayHold: { day: '2026-11-24', until: '2026-11-25T05:00:00.000Z' },
    });
    expect(await streakOf(ana.sessionId)).toMatchObject({
      currentStreak: 1,
      lastCompletedDate: '2026-11-23',
    });
    const tuesday = await completeRitual(t, ana.sessionId);
    expect(tuesday.date).toBe('2026-11-24');
    expect(await streakOf(ana.sessionId)).toMatchObject({ currentStreak: 2 });
    // Once Tuesday would have ended in Bogotá, Madrid's Wednesday begins: the streak holds.
    at('2026-11-25T05:00:00Z');
    expect((await as(ana.sessionId).get('/api/ritual/today').expect(200)).body?.date ?? null).toBeNull();
    expect(await streakOf(ana.sessionId)).toMatchObject({
      currentStreak: 2,
      lastCompletedDate: '2026-11-24',
    });
  });
});
