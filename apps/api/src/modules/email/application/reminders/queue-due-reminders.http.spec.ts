import { queryDb, registerUser, startTestApp, type TestApp } from '../../../../../test/test-app';
import { QueueDueReminders } from './queue-due-reminders.use-case';

/** The daily reminder on real PostgreSQL, at pinned instants, across daylight-saving changes. */
describe('QueueDueReminders', () => {
  let t: TestApp;
  let reminders: QueueDueReminders;

  beforeAll(async () => {
    t = await startTestApp();
    reminders = t.app.get(QueueDueReminders);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await queryDb(t, 'DELETE FROM email_logs');
    await queryDb(t, 'DELETE FROM email_preferences');
  });

  async function personWithReminder(timezone: string, reminderTime: string | null, reminders = true) {
    const person = await registerUser(t.fromNewAddress(), { timezone });
    await queryDb(
      t,
      `INSERT INTO email_preferences (user_id, reminders, reminder_time) VALUES ($1, $2, $3::time)`,
      [person.user.id, reminders, reminderTime],
    );
    return person.user.id;
  }

  const ledgerOf = (userId: string) =>
    queryDb<{
      dedupe_key: string;
      template_used: string;
      email_type: string;
      variables: unknown;
      action: string;
    }>(
      t,
      `SELECT dedupe_key, template_used, email_type, variables, action FROM email_logs WHERE user_id = $1 AND template_used = 'practice_reminder' ORDER BY id`,
      [userId],
    );

  const at = (iso: string) => reminders.execute(new Date(iso));

  // Europe/Madrid is UTC+1 in winter and UTC+2 in summer (29 March to 25 October 2026).
  it.each([
    ['the day before summer time', '2026-03-28', '2026-03-28T06:59:00Z', '2026-03-28T07:00:00Z'],
    ['the day summer time starts', '2026-03-29', '2026-03-29T05:59:00Z', '2026-03-29T06:00:00Z'],
    ['the day after summer time starts', '2026-03-30', '2026-03-30T05:59:00Z', '2026-03-30T06:00:00Z'],
    ['the day before winter time', '2026-10-24', '2026-10-24T05:59:00Z', '2026-10-24T06:00:00Z'],
    ['the day winter time starts', '2026-10-25', '2026-10-25T06:59:00Z', '2026-10-25T07:00:00Z'],
    ['the day after winter time starts', '2026-10-26', '2026-10-26T06:59:00Z', '2026-10-26T07:00:00Z'],
  ])(
    'should queue an 08:00 Europe/Madrid reminder at 08:00 local on %s (%s), not a minute before',
    async (_label, localDate, before, onTime) => {
      const id = await personWithReminder('Europe/Madrid', '08:00');
      await expect(at(before)).resolves.toBe(0);
      expect(await ledgerOf(id)).toEqual([]);
      await expect(at(onTime)).resolves.toBe(1);
      expect(await ledgerOf(id)).toEqual([
        {
          dedupe_key: `reminder:${id}:${localDate}`,
          template_used: 'practice_reminder',
          email_type: 'reminder',
          variables: { streak: 0 },
          action: '/ritual',
        },
      ]);
    },
  );

  it.each(['2026-01-15', '2026-03-30', '2026-07-01', '2026-10-26', '2026-11-24'])(
    'should queue an 08:00 America/Mexico_City reminder at 14:00 UTC all year, without daylight saving (%s)',
    async (day) => {
      const id = await personWithReminder('America/Mexico_City', '08:00');
      await expect(at(`${day}T13:59:00Z`)).resolves.toBe(0);
      await expect(at(`${day}T14:00:00Z`)).resolves.toBe(1);
      expect((await ledgerOf(id)).map((row) => row.dedupe_key)).toEqual([`reminder:${id}:${day}`]);
    },
  );

  it('should queue a late reminder less than two hours after its time, and none later (a worker that was down)', async () => {
    const late = await personWithReminder('Europe/Madrid', '08:00');
    await expect(at('2026-11-24T08:59:00Z')).resolves.toBe(1); // 09:59 in Madrid
    const tooLate = await personWithReminder('Europe/Madrid', '07:00');
    // 09:00 local: exactly two hours after 07:00, too late.
    await expect(at('2026-11-24T08:00:00Z')).resolves.toBe(0);
    expect(await ledgerOf(tooLate)).toEqual([]);
    expect(await ledgerOf(late)).toHaveLength(1);
  });

  it('should keep an evening reminder due past local midnight, for the day it was chosen on', async () => {
    const evening = await personWithReminder('Europe/Madrid', '23:30');
    const earlyMorning = await personWithReminder('Europe/Madrid', '00:30');
    // 00:30 on 26 November in Madrid: an hour after the 23:30 of the 25th; 00:30's reminder is due now too.
    await expect(at('2026-11-25T23:30:00Z')).resolves.toBe(2);
    expect((await ledgerOf(evening)).map((r) => r.dedupe_key)).toEqual([`reminder:${evening}:2026-11-25`]);
    expect((await ledgerOf(earlyMorning)).map((r) => r.dedupe_key)).toEqual([
      `reminder:${earlyMorning}:2026-11-26`,
    ]);
    // 23:00 the evening before: the 00:30 reminder is an hour and a half away, not due.
    await queryDb(t, 'DELETE FROM email_logs');
    await expect(at('2026-11-25T22:00:00Z')).resolves.toBe(0);
  });

  it('should skip a person whose ritual of that local day is completed, but not one whose ritual is only begun', async () => {
    const done = await personWithReminder('America/Mexico_City', '19:00');
    const begun = await personWithReminder('America/Mexico_City', '19:00');
    const insertRitual = (userId: string, date: string, completed: boolean) =>
      queryDb(
        t,
        `INSERT INTO rituals (user_id, date, intention, duration, style, meditation_name, completed)
         VALUES ($1, $2, 'Calma', 10, 'guiada', 'Respira', $3)`,
        [userId, date, completed],
      );
    // 19:00 on 30 March in Mexico City is already 31 March in UTC: the local day is the one that counts.
    await insertRitual(done, '2026-03-30', true);
    await insertRitual(begun, '2026-03-30', false);
    await insertRitual(begun, '2026-03-29', true);
    await expect(at('2026-03-31T01:00:00Z')).resolves.toBe(1);
    expect(await ledgerOf(done)).toEqual([]);
    expect((await ledgerOf(begun)).map((r) => r.dedupe_key)).toEqual([`reminder:${begun}:2026-03-30`]);
  });

  it('should not queue for people who opted out, never chose a time, or have no preferences', async () => {
    const optedOut = await personWithReminder('Europe/Madrid', '08:00', false);
    const noTime = await personWithReminder('Europe/Madrid', null, true);
    const nothing = (await registerUser(t.fromNewAddress(), { timezone: 'Europe/Madrid' })).user.id;
    await expect(at('2026-11-24T07:30:00Z')).resolves.toBe(0);
    for (const id of [optedOut, noTime, nothing]) expect(await ledgerOf(id)).toEqual([]);
  });

  it('should queue at most one reminder a local day, however often it runs, and again the next day', async () => {
    const id = await personWithReminder('Europe/Madrid', '08:00');
    await queryDb(t, 'INSERT INTO streaks (user_id, current_streak) VALUES ($1, 9)', [id]);
    const runs = await Promise.all(
      ['07:00', '07:00', '07:01', '07:30', '08:59'].map((time) => at(`2026-11-24T${time}:00Z`)),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    await expect(at('2026-11-25T07:00:00Z')).resolves.toBe(1);
    expect(await ledgerOf(id)).toEqual([
      expect.objectContaining({ dedupe_key: `reminder:${id}:2026-11-24`, variables: { streak: 9 } }),
      expect.objectContaining({ dedupe_key: `reminder:${id}:2026-11-25`, variables: { streak: 9 } }),
    ]);
  });

  it("should remind after midnight about the practice day still under way when the person's day ends at 2 am", async () => {
    const lateNight = await personWithReminder('America/Bogota', '00:30');
    const midnight = await personWithReminder('America/Bogota', '00:30');
    await queryDb(t, 'UPDATE users SET day_ends_at = 2 WHERE id = $1', [lateNight]);
    // The late-night person completed Monday's ritual (23 November); the other did not practise.
    await queryDb(
      t,
      `INSERT INTO rituals (user_id, date, intention, duration, style, meditation_name, completed)
       VALUES ($1, '2026-11-23', 'Calma', 10, 'guiada', 'Respira', true)`,
      [lateNight],
    );
    // 00:30 on Tuesday 24 November in Bogotá (UTC−5): for the late-night person it is still
    // Monday, already practised, so no reminder; for the other it is Tuesday's reminder.
    await expect(at('2026-11-24T05:30:00Z')).resolves.toBe(1);
    expect(await ledgerOf(lateNight)).toEqual([]);
    expect((await ledgerOf(midnight)).map((r) => r.dedupe_key)).toEqual([`reminder:${midnight}:2026-11-24`]);
    // The next night, Monday done but Tuesday not: the reminder is Tuesday's, keyed by that practice day.
    await expect(at('2026-11-25T05:30:00Z')).resolves.toBe(2);
    expect((await ledgerOf(lateNight)).map((r) => r.dedupe_key)).toEqual([
      `reminder:${lateNight}:2026-11-24`,
    ]);
  });

  it("should remind about the day held open after a change of zone, not the new zone's day", async () => {
    const traveller = await personWithReminder('Europe/Madrid', '07:00');
    // She moved from Bogotá to Madrid on Tuesday evening (Bogotá), before practising: Tuesday 24
    // stays open until Bogotá's midnight (05:00 UTC), and she completed it meanwhile.
    await queryDb(
      t,
      `UPDATE users SET practice_day_hold_day = '2026-11-24', practice_day_hold_until = '2026-11-25T05:00:00Z' WHERE id = $1`,
      [traveller],
    );
    await queryDb(
      t,
      `INSERT INTO rituals (user_id, date, intention, duration, style, meditation_name, completed)
       VALUES ($1, '2026-11-24', 'Calma', 10, 'guiada', 'Respira', true)`,
      [traveller],
    );
    // 07:00 in Madrid on Wednesday 25 is 06:00 UTC: the hold is over, Wednesday's reminder goes.
    // At 04:30 UTC (05:30 Madrid) a 05:00 reminder would be about Tuesday, already practised.
    await queryDb(t, `UPDATE email_preferences SET reminder_time = '05:00' WHERE user_id = $1`, [traveller]);
    await expect(at('2026-11-25T04:30:00Z')).resolves.toBe(0);
    expect(await ledgerOf(traveller)).toEqual([]);
    await queryDb(t, `UPDATE email_preferences SET reminder_time = '07:00' WHERE user_id = $1`, [traveller]);
    await expect(at('2026-11-25T06:00:00Z')).resolves.toBe(1);
    expect((await ledgerOf(traveller)).map((r) => r.dedupe_key)).toEqual([
      `reminder:${traveller}:2026-11-25`,
    ]);
  });
});
