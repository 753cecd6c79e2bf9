import { insertPerson, startSqlContext, type SqlContext } from '../../../test/sql-context';
import { GetStreak } from './application/get-streak.use-case';
import { RecalculateStreak } from './application/recalculate-streak.use-case';
import { RecordPractice } from './application/record-practice.use-case';
import { StreakModule } from './streak.module';

/** The streak's use cases over their real SQL: the days a person practised, in their own zone. */
describe('the streak, recorded and read on PostgreSQL', () => {
  let ctx: SqlContext;
  const at = (iso: string) => ctx.clock.set(iso);

  beforeAll(async () => (ctx = await startSqlContext(StreakModule)));
  afterEach(() => ctx.clock.reset());
  afterAll(() => ctx.close());

  const record = (person: Awaited<ReturnType<typeof insertPerson>>) =>
    ctx.get(RecordPractice).execute(person, 'ritual');
  const read = (person: Awaited<ReturnType<typeof insertPerson>>) => ctx.get(GetStreak).execute(person);

  it('grows on consecutive local days, holds the next day, and resets after a missed day', async () => {
    const person = await insertPerson(ctx, { timezone: 'America/Mexico_City' });
    at('2026-02-27T20:00:00Z');
    await record(person);
    at('2026-02-28T23:30:00Z'); // 17:30 in Mexico City, 28 February
    await record(person);
    at('2026-03-02T05:00:00Z'); // 23:00 on 1 March in Mexico City: still the 1st there
    await record(person);
    expect(await read(person)).toEqual({
      currentStreak: 3,
      longestStreak: 3,
      lastCompletedDate: '2026-03-01',
      plantStage: 3,
    });

    at('2026-03-02T18:00:00Z'); // the next day, nothing done yet: kept
    expect((await read(person)).currentStreak).toBe(3);

    at('2026-03-03T18:00:00Z'); // 2 March was missed
    expect(await read(person)).toMatchObject({ currentStreak: 0, longestStreak: 3, plantStage: 0 });
    expect(await ctx.get(RecalculateStreak).execute(person)).toEqual({
      currentStreak: 0,
      longestStreak: 3,
      lastCompletedDate: '2026-03-01',
      plantStage: 0,
    });

    await record(person);
    expect(await read(person)).toEqual({
      currentStreak: 1,
      longestStreak: 3,
      lastCompletedDate: '2026-03-03',
      plantStage: 1,
    });
  });

  it('counts one day once, however many completions arrive together', async () => {
    const person = await insertPerson(ctx);
    at('2026-05-10T09:00:00Z');
    const grown = await Promise.all(Array.from({ length: 6 }, () => record(person)));
    expect(grown.filter((view) => view !== null)).toHaveLength(1);
    expect(
      await ctx.query(`SELECT day::text AS day FROM practice_days WHERE user_id = $1`, [person.id]),
    ).toEqual([{ day: '2026-05-10' }]);
    expect(await read(person)).toMatchObject({ currentStreak: 1, longestStreak: 1 });
  });

  it('keeps a night owl on yesterday until the hour their day ends', async () => {
    const person = await insertPerson(ctx, { timezone: 'America/Bogota', dayEndsAt: 2 });
    at('2026-11-23T20:00:00-05:00');
    await record(person);
    at('2026-11-24T01:30:00-05:00'); // before 02:00 in Bogotá: still the 23rd for this person
    expect(await record(person)).toBeNull();
    at('2026-11-24T02:30:00-05:00');
    expect(await record(person)).toMatchObject({ currentStreak: 2, lastCompletedDate: '2026-11-24' });
  });
});
