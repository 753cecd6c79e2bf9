import { registerClient, registerUser, startTestApp, type TestApp } from '../../../../../test/test-app';

interface Day {
  id: number;
  dayNumber: number;
  sections: Array<{ number: number; meta: string; content: string | null }>;
}

describe('challenges API', () => {
  let t: TestApp;
  let challengeIds: number[];
  beforeAll(async () => {
    t = await startTestApp();
    challengeIds = (await t.http.get('/api/content').expect(200)).body.challenges.map(
      (c: { id: number }) => c.id,
    );
  });
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
  const daysOf = async (id: number): Promise<Day[]> =>
    (await t.http.get(`/api/challenges/${id}/days`).expect(200)).body;

  it('lists the seeded challenges and their days in the bundle and by challenge', async () => {
    const content = (await t.http.get('/api/content')).body;
    expect(content.challenges).toHaveLength(3);
    expect(content.challenges[0]).toMatchObject({
      name: 'Siete días de calma',
      totalDays: 7,
      isPremium: true,
      imageUrl: expect.stringContaining('/api/art/challenge/'),
    });
    expect(content.challengeDetails).toHaveLength(7 + 10 + 14);
    const days = await daysOf(challengeIds[0]!);
    expect(days).toHaveLength(7);
    expect(days[0]!.sections.map((s) => s.meta)).toEqual(['video', 'document', 'journal']);
    await t.http
      .get('/api/challenges/9999/days')
      .expect(404)
      .expect((res) => expect(res.body.message).toBe('Reto no encontrado'));
  });

  it('allows one active challenge: join, refuse another, leave, join the other', async () => {
    const client = as((await registerClient(t)).sessionId);
    expect((await client.get('/api/challenges/active').expect(200)).body).toEqual({ activeChallenge: null });
    const joined = await client.post(`/api/challenges/${challengeIds[0]}/join`, {}).expect(200);
    expect(joined.body).toMatchObject({
      challengeId: challengeIds[0],
      currentDay: 1,
      completedDays: [],
      isActive: true,
      isCompleted: false,
    });
    await client.post(`/api/challenges/${challengeIds[0]}/join`, {}).expect(200); // joining again is harmless
    const refused = await client.post(`/api/challenges/${challengeIds[1]}/join`, {}).expect(409);
    expect(refused.body.message).toBe('Ya tienes un reto activo');
    expect((await client.get('/api/challenges/active')).body.activeChallenge).toEqual({
      challengeId: challengeIds[0],
      currentDay: 1,
      completedDays: [],
    });

    await client.post(`/api/challenges/${challengeIds[0]}/leave`, {}).expect(200);
    await client.post(`/api/challenges/${challengeIds[0]}/leave`, {}).expect(409);
    await client.post(`/api/challenges/${challengeIds[1]}/join`, {}).expect(200);
    const progress = (await client.get('/api/challenges/user-progress').expect(200)).body.progress;
    expect(
      progress.map((p: { challengeId: number; isActive: boolean }) => [p.challengeId, p.isActive]),
    ).toEqual([
      [challengeIds[1], true],
      [challengeIds[0], false],
    ]);
  });

  it('keeps one active challenge under concurrent joins of different challenges', async () => {
    const client = as((await registerClient(t)).sessionId);
    const answers = await Promise.all(
      challengeIds.flatMap((id) => [
        client.post(`/api/challenges/${id}/join`, {}),
        client.post(`/api/challenges/${id}/join`, {}),
      ]),
    );
    const winners = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.challengeId));
    expect(winners.size).toBe(1);
    expect(
      answers.every(
        (a) => a.status === 200 || (a.status === 409 && a.body.message === 'Ya tienes un reto activo'),
      ),
    ).toBe(true);
    const active = (await client.get('/api/challenges/user-progress')).body.progress.filter(
      (p: { isActive: boolean }) => p.isActive,
    );
    expect(active).toHaveLength(1);
  });

  it('refuses joining to leads and visitors', async () => {
    const lead = await registerUser(t.fromNewAddress());
    const res = await as(lead.sessionId).post(`/api/challenges/${challengeIds[0]}/join`, {}).expect(403);
    expect(res.body.errorCode).toBe('SUBSCRIPTION.REQUIRED');
    await t.http.post(`/api/challenges/${challengeIds[0]}/join`).expect(401);
    await as(lead.sessionId).post('/api/challenges/9999/join', {}).expect(403);
  });

  it('completes a day from its sections, unlocks the next, grows the streak and lists the reflection', async () => {
    const person = await registerClient(t);
    const client = as(person.sessionId);
    const id = challengeIds[0]!;
    const [day1, day2] = await daysOf(id);
    await client.post(`/api/challenges/${id}/days/${day1!.id}/sections/1/complete`).expect(409); // not joined yet
    await client.post(`/api/challenges/${id}/join`, {}).expect(200);

    await client
      .post(`/api/challenges/${id}/days/${day2!.id}/sections/1/complete`)
      .expect(409)
      .expect((r) => expect(r.body.errorCode).toBe('CHALLENGE.DAY_LOCKED'));
    await client.post(`/api/challenges/${id}/days/${day1!.id}/sections/5/complete`).expect(400);
    await client.post(`/api/challenges/${id}/days/${day1!.id}/sections/4/complete`).expect(400); // not configured
    await client.post(`/api/challenges/${id}/days/${day1!.id}/sections/3/complete`).expect(400); // a reflection completes it
    await client
      .post(`/api/challenges/${id}/days/99999/sections/1/complete`)
      .expect(404)
      .expect((r) => expect(r.body.message).toBe('Día no encontrado'));

    await client.post(`/api/challenges/${id}/days/${day1!.id}/sections/1/complete`).expect(200);
    await client.post(`/api/challenges/${id}/days/${day1!.id}/sections/1/complete`).expect(200); // once, idempotent
    await client.post(`/api/challenges/${id}/days/${day1!.id}/sections/2/complete`).expect(200);
    expect((await client.get('/api/challenges/active')).body.activeChallenge).toMatchObject({
      currentDay: 1,
      completedDays: [],
    });

    await client.get(`/api/challenges/${id}/days/${day1!.id}/sections/3/journal`).expect(404);
    await client
      .post(`/api/challenges/${id}/days/${day1!.id}/sections/3/journal`, { response: '   ' })
      .expect(400);
    const saved = await client
      .post(`/api/challenges/${id}/days/${day1!.id}/sections/3/journal`, {
        response: '  Llego cansada pero presente.  ',
      })
      .expect(201);
    expect(saved.body).toMatchObject({
      response: 'Llego cansada pero presente.',
      prompt: day1!.sections[2]!.content,
    });
    // The same reflection sent again (an offline replay) is the same write, not a conflict.
    const replayed = await client
      .post(`/api/challenges/${id}/days/${day1!.id}/sections/3/journal`, {
        response: 'Llego cansada pero presente.',
      })
      .expect(201);
    expect(replayed.body.id).toBe(saved.body.id);
    const locked = await client
      .post(`/api/challenges/${id}/days/${day1!.id}/sections/3/journal`, { response: 'Otra' })
      .expect(409);
    expect(locked.body.errorCode).toBe('CHALLENGE.REFLECTION_LOCKED');
    expect(
      (await client.get(`/api/challenges/${id}/days/${day1!.id}/sections/3/journal`).expect(200)).body
        .response,
    ).toBe('Llego cansada pero presente.');

    expect((await client.get('/api/challenges/active')).body.activeChallenge).toEqual({
      challengeId: id,
      currentDay: 2,
      completedDays: [1],
    });
    expect((await client.get(`/api/challenges/${id}/completions`)).body).toHaveLength(3);
    expect((await client.get('/api/streak')).body).toMatchObject({ currentStreak: 1 });
    await client.post(`/api/challenges/${id}/days/${day2!.id}/sections/1/complete`).expect(200); // day 2 is open now

    const journal = (await client.get('/api/journal/entries?page=1&limit=16')).body;
    expect(journal.entries).toContainEqual(
      expect.objectContaining({
        type: 'challenge',
        title: 'Siete días de calma · Día 1',
        text: 'Llego cansada pero presente.',
        challengeId: id,
        challengeName: 'Siete días de calma',
      }),
    );
  });

  it('rebuilds progress from the completions whatever the client sends, and saves its reflections once', async () => {
    const client = as((await registerClient(t)).sessionId);
    const id = challengeIds[0]!;
    await client.post(`/api/challenges/${id}/join`, {}).expect(200);
    const [day1] = await daysOf(id);
    const res = await client
      .patch(`/api/challenges/${id}/progress`, {
        currentDay: 7,
        completedDays: JSON.stringify([1, 2, 3, 4, 5, 6, 7]),
        journalEntries: [
          { dayNumber: 1, sectionNumber: 3, promptText: 'Pregunta', content: 'Desde el progreso' },
        ],
      })
      .expect(200);
    expect(res.body).toEqual({ currentDay: 1, completedDays: [], isCompleted: false });
    expect(
      (await client.get(`/api/challenges/${id}/days/${day1!.id}/sections/3/journal`)).body.response,
    ).toBe('Desde el progreso');
  });

  it('applies the section rules to reflections sent through PATCH progress, and writes nothing when one breaks them', async () => {
    const client = as((await registerClient(t)).sessionId);
    const id = challengeIds[0]!;
    await client.post(`/api/challenges/${id}/join`, {}).expect(200);
    const [day1, day2] = await daysOf(id);
    const reflectionOf = async (dayId: number) =>
      (await client.get(`/api/challenges/${id}/days/${dayId}/sections/3/journal`)).status;

    const locked = await client
      .patch(`/api/challenges/${id}/progress`, {
        journalEntries: [
          { dayNumber: 1, sectionNumber: 3, content: 'Válida' },
          { dayNumber: 2, sectionNumber: 3, content: 'Día bloqueado' },
        ],
      })
      .expect(409);
    expect(locked.body.errorCode).toBe('CHALLENGE.DAY_LOCKED');
    const direct = await client
      .post(`/api/challenges/${id}/days/${day2!.id}/sections/3/journal`, { response: 'Día bloqueado' })
      .expect(409);
    expect(direct.body.errorCode).toBe(locked.body.errorCode);

    const long = 'a'.repeat(190_000);
    const tooLong = await client
      .patch(`/api/challenges/${id}/progress`, {
        journalEntries: [{ dayNumber: 1, sectionNumber: 3, content: long }],
      })
      .expect(400);
    const directLong = await client
      .post(`/api/challenges/${id}/days/${day1!.id}/sections/3/journal`, { response: long })
      .expect(400);
    expect(tooLong.body.message).toBe(directLong.body.message);

    const notJournal = await client
      .patch(`/api/challenges/${id}/progress`, {
        journalEntries: [{ dayNumber: 1, sectionNumber: 1, content: 'x' }],
      })
      .expect(400);
    expect(notJournal.body.message).toBe('Esta sección no es una reflexión');
    const blank = await client
      .patch(`/api/challenges/${id}/progress`, {
        journalEntries: [{ dayNumber: 1, sectionNumber: 3, content: '   ' }],
      })
      .expect(400);
    expect(blank.body.message).toBe('Escribe tu reflexión antes de guardarla');
    await client
      .patch(`/api/challenges/${id}/progress`, {
        journalEntries: [{ dayNumber: 99, sectionNumber: 3, content: 'x' }],
      })
      .expect(404);

    expect(await reflectionOf(day1!.id)).toBe(404);
    expect(await reflectionOf(day2!.id)).toBe(404);
    expect((await client.get(`/api/challenges/${id}/completions`)).body).toEqual([]);
  });

  it('reads a reflection only under the challenge its day belongs to', async () => {
    const client = as((await registerClient(t)).sessionId);
    const id = challengeIds[0]!;
    await client.post(`/api/challenges/${id}/join`, {}).expect(200);
    const [day1] = await daysOf(id);
    await client
      .post(`/api/challenges/${id}/days/${day1!.id}/sections/3/journal`, { response: 'Mi reflexión' })
      .expect(201);
    await client.get(`/api/challenges/${id}/days/${day1!.id}/sections/3/journal`).expect(200);
    const elsewhere = await client
      .get(`/api/challenges/${challengeIds[1]}/days/${day1!.id}/sections/3/journal`)
      .expect(404);
    expect(elsewhere.body.message).toBe('Día no encontrado');
  });

  it('completes the whole challenge and frees the person to join another', async () => {
    const person = await registerClient(t);
    const client = as(person.sessionId);
    const id = challengeIds[0]!;
    await client.post(`/api/challenges/${id}/join`, {}).expect(200);
    const days = await daysOf(id);
    let clock = Date.parse('2026-06-01T10:00:00Z');
    for (const day of days) {
      t.clock.set(clock);
      await client.post(`/api/challenges/${id}/days/${day.id}/sections/1/complete`).expect(200);
      await client.post(`/api/challenges/${id}/days/${day.id}/sections/2/complete`).expect(200);
      await client
        .post(`/api/challenges/${id}/days/${day.id}/sections/3/journal`, { response: `Día ${day.dayNumber}` })
        .expect(201);
      clock += 24 * 3600_000;
    }
    t.clock.set(clock - 24 * 3600_000);
    const progress = (await client.get('/api/challenges/user-progress')).body.progress[0];
    expect(progress).toMatchObject({
      challengeId: id,
      currentDay: 7,
      completedDays: [1, 2, 3, 4, 5, 6, 7],
      isCompleted: true,
      isActive: false,
    });
    expect((await client.get('/api/streak')).body).toMatchObject({ currentStreak: 7, plantStage: 5 });
    expect((await client.get('/api/challenges/active')).body).toEqual({ activeChallenge: null });
    await client
      .post(`/api/challenges/${id}/join`, {})
      .expect(409)
      .expect((r) => expect(r.body.errorCode).toBe('CHALLENGE.ALREADY_COMPLETED'));
    await client.post(`/api/challenges/${challengeIds[1]}/join`, {}).expect(200);
  });
});
