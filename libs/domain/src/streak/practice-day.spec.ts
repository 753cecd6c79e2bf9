import fc from 'fast-check';
import { addDays, daysBetween, localDateIn, localDayAndHourIn } from './local-days';
import {
  changePracticeDay,
  DAY_ENDS_AT_HOURS,
  endOfPracticeDay,
  practiceDayOf,
  type DayEndsAt,
} from './practice-day';

/**
 * Zones far from UTC (+14, −11, +13:45), with half-hour and 2-hour daylight-saving shifts, with the
 * clocks changing at midnight (Santiago, Havana, Azores at 01:00), and none at all.
 */
const ZONES = [
  'UTC',
  'Europe/Madrid',
  'America/Mexico_City',
  'America/Bogota',
  'America/New_York',
  'America/Santiago',
  'America/Havana',
  'America/St_Johns',
  'Atlantic/Azores',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Kathmandu',
  'Asia/Tehran',
  'Antarctica/Troll',
] as const;

const HOUR = 3_600_000;

/** The zone's offset from UTC at an instant, in minutes ('GMT+05:45' → 345). */
function offsetMinutes(timeZone: string, t: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(t)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** True in the hours after the clocks went back, when the wall clock shows an hour it showed before. */
const justSetBack = (zone: string, t: number) => offsetMinutes(zone, t - 3 * HOUR) > offsetMinutes(zone, t);

/** The instants of 2026 when a zone's clocks change, found by walking the year half-hour by half-hour. */
function clockChanges(timeZone: string): number[] {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const offsetAt = (t: number) => format.formatToParts(t).find((p) => p.type === 'timeZoneName')?.value;
  const changes: number[] = [];
  let before = offsetAt(Date.UTC(2026, 0, 1));
  for (let t = Date.UTC(2026, 0, 1) + HOUR / 2; t < Date.UTC(2027, 0, 1); t += HOUR / 2) {
    const now = offsetAt(t);
    if (now !== before) changes.push(t);
    before = now;
  }
  return changes;
}

const CHANGES = new Map(ZONES.map((zone) => [zone, clockChanges(zone)]));

const zoneArb = fc.constantFrom(...ZONES);
const boundaryArb = fc.constantFrom(...DAY_ENDS_AT_HOURS);
const anyInstant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });

/** A zone with an instant, half of them within three hours of one of its clock changes. */
const zonedInstantArb = zoneArb.chain((zone) => {
  const changes = CHANGES.get(zone) ?? [];
  const nearChange =
    changes.length === 0
      ? anyInstant
      : fc
          .tuple(fc.constantFrom(...changes), fc.integer({ min: -3 * HOUR, max: 3 * HOUR }))
          .map(([change, offset]) => change + offset);
  return fc.tuple(fc.constant(zone), fc.oneof(anyInstant, nearChange));
});

const day = (t: number, timezone: string, dayEndsAt: DayEndsAt) =>
  practiceDayOf(new Date(t), { timezone, dayEndsAt });

describe('practiceDayOf (issue 19: "Mi día termina a las")', () => {
  it('the zones under test do change their clocks in 2026 (the DST cases are really exercised)', () => {
    for (const zone of ['Europe/Madrid', 'America/Santiago', 'Australia/Lord_Howe', 'Antarctica/Troll'])
      expect(CHANGES.get(zone as (typeof ZONES)[number])).toHaveLength(2);
  });

  it('a ritual at 00:40 with a 2 am end counts for the day before', () => {
    const at = new Date('2026-11-24T00:40:00-05:00');
    expect(practiceDayOf(at, { timezone: 'America/Bogota', dayEndsAt: 2 })).toBe('2026-11-23');
    expect(practiceDayOf(at, { timezone: 'America/Bogota', dayEndsAt: 0 })).toBe('2026-11-24');
    expect(
      practiceDayOf(new Date('2026-11-24T02:00:00-05:00'), { timezone: 'America/Bogota', dayEndsAt: 2 }),
    ).toBe('2026-11-24');
  });

  it('reads the wall clock on daylight-saving nights (Madrid, 2 am end)', () => {
    const madrid = (iso: string) => practiceDayOf(new Date(iso), { timezone: 'Europe/Madrid', dayEndsAt: 2 });
    // 29 March 2026: 02:00 CET becomes 03:00 CEST. 01:59 is still Saturday's; 03:00 is Sunday's.
    expect(madrid('2026-03-29T00:59:00Z')).toBe('2026-03-28');
    expect(madrid('2026-03-29T01:00:00Z')).toBe('2026-03-29');
    // 25 October 2026: 03:00 CEST becomes 02:00 CET. Both 02:30s are Sunday's.
    expect(madrid('2026-10-25T00:30:00Z')).toBe('2026-10-25');
    expect(madrid('2026-10-25T01:30:00Z')).toBe('2026-10-25');
    expect(madrid('2026-10-24T23:59:00Z')).toBe('2026-10-24');
  });

  it('with the day ending at midnight, is the local date (but for a clock set back across midnight)', () => {
    fc.assert(
      fc.property(zonedInstantArb, ([zone, t]) => {
        const local = localDateIn(new Date(t), zone);
        if (justSetBack(zone, t)) expect([local, addDays(local, 1)]).toContain(day(t, zone, 0));
        else expect(day(t, zone, 0)).toBe(local);
      }),
    );
  });

  it('is the local date, or the date before exactly while the local hour is earlier than the end', () => {
    fc.assert(
      fc.property(zonedInstantArb, boundaryArb, ([zone, t], end) => {
        const { day: local, hour } = localDayAndHourIn(new Date(t), zone);
        const byTheClock = hour < end ? addDays(local, -1) : local;
        // After the clocks go back, an hour shown again stays in the day already begun.
        if (justSetBack(zone, t)) expect([byTheClock, addDays(byTheClock, 1)]).toContain(day(t, zone, end));
        else expect(day(t, zone, end)).toBe(byTheClock);
      }),
    );
  });

  it('never gives back a day the clock set back shows again (Chatham, 3 am end; St. John’s before 2011)', () => {
    // 5 April 2026 in Chatham: 03:45 (UTC+13:45) becomes 02:45 (UTC+12:45) at 14:00 UTC.
    const chatham = (iso: string) =>
      practiceDayOf(new Date(iso), { timezone: 'Pacific/Chatham', dayEndsAt: 3 });
    expect(chatham('2026-04-04T13:14:00Z')).toBe('2026-04-04'); // 02:59 the first time
    expect(chatham('2026-04-04T13:15:00Z')).toBe('2026-04-05'); // 03:00: Sunday begins
    expect(chatham('2026-04-04T14:05:00Z')).toBe('2026-04-05'); // 02:50 again: still Sunday
    expect(chatham('2026-04-04T14:15:00Z')).toBe('2026-04-05');
    // 29 October 2006 in St. John's: 00:01 NDT became 23:01 NST on the 28th.
    const stJohns = (iso: string) =>
      practiceDayOf(new Date(iso), { timezone: 'America/St_Johns', dayEndsAt: 0 });
    expect(stJohns('2006-10-29T02:30:00Z')).toBe('2006-10-29'); // 00:00 NDT
    expect(stJohns('2006-10-29T02:45:00Z')).toBe('2006-10-29'); // 23:15 NST on the 28th, shown again
  });

  it('never goes back in time, across any clock change', () => {
    fc.assert(
      fc.property(
        zonedInstantArb,
        boundaryArb,
        fc.integer({ min: 0, max: 72 * HOUR }),
        ([zone, t], end, later) => {
          expect(daysBetween(day(t, zone, end), day(t + later, zone, end))).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('lasts about a day: 26 hours later is always a later day, 22 hours later at most the next one', () => {
    fc.assert(
      fc.property(zonedInstantArb, boundaryArb, ([zone, t], end) => {
        expect(daysBetween(day(t, zone, end), day(t + 26 * HOUR, zone, end))).toBeGreaterThanOrEqual(1);
        expect(daysBetween(day(t, zone, end), day(t + 22 * HOUR, zone, end))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('a later end moves an instant back by at most one day, and never forward', () => {
    fc.assert(
      fc.property(zonedInstantArb, boundaryArb, boundaryArb, ([zone, t], a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect([0, 1]).toContain(daysBetween(day(t, zone, late), day(t, zone, early)));
      }),
    );
  });

  it('falls back to UTC for a zone the runtime does not know, rather than failing a practice', () => {
    expect(practiceDayOf(new Date('2026-11-24T01:30:00Z'), { timezone: 'Marte/Base', dayEndsAt: 2 })).toBe(
      '2026-11-23',
    );
  });
});

const settingsArb = fc.record({ timezone: zoneArb, dayEndsAt: boundaryArb });
const changeArb = fc
  .tuple(zonedInstantArb, boundaryArb, settingsArb)
  .map(([[timezone, t], dayEndsAt, next]) => ({
    now: new Date(t),
    current: { timezone, dayEndsAt },
    next,
  }));

describe('changePracticeDay (issue 19: travel, or a new end of the day)', () => {
  it('never moves "today" forward at the moment of the change', () => {
    fc.assert(
      fc.property(changeArb, ({ now, current, next }) => {
        const changed = changePracticeDay(now, current, next);
        expect(daysBetween(practiceDayOf(now, current), practiceDayOf(now, changed))).toBeLessThanOrEqual(0);
        expect(changed).toMatchObject(next);
      }),
    );
  });

  it('keeps the day under way open exactly until it would have ended before the change', () => {
    fc.assert(
      fc.property(changeArb, ({ now, current, next }) => {
        const changed = changePracticeDay(now, current, next);
        const hold = changed.practiceDayHold;
        if (!hold) return;
        const today = practiceDayOf(now, current);
        const until = Date.parse(hold.until);
        expect(hold.day).toBe(today);
        expect(practiceDayOf(new Date(until - 60_000), changed)).toBe(today);
        expect(practiceDayOf(new Date(until - 60_000), current)).toBe(today);
        expect(practiceDayOf(new Date(until), current)).not.toBe(today);
      }),
    );
  });

  it('leads from the held day to the very next one, so a streak is never broken by the change itself', () => {
    fc.assert(
      fc.property(changeArb, ({ now, current, next }) => {
        const changed = changePracticeDay(now, current, next);
        const hold = changed.practiceDayHold;
        if (!hold) return;
        const until = Date.parse(hold.until);
        // Clocks further apart than a day (across the date line, UTC−11 to UTC+14) skip a date for
        // everyone; every other change leads to the next day.
        const apart =
          offsetMinutes(next.timezone, until) -
          next.dayEndsAt * 60 -
          (offsetMinutes(current.timezone, until) - current.dayEndsAt * 60);
        fc.pre(apart < 24 * 60);
        expect(practiceDayOf(new Date(until), changed)).toBe(addDays(hold.day, 1));
      }),
    );
  });

  it('never moves an instant forward: a session kept offline from before the change keeps its day', () => {
    fc.assert(
      fc.property(changeArb, fc.integer({ min: 0, max: 10 * 24 * HOUR }), ({ now, current, next }, ago) => {
        const changed = changePracticeDay(now, current, next);
        const earlier = new Date(now.getTime() - ago);
        const plain = { timezone: next.timezone, dayEndsAt: next.dayEndsAt };
        expect(
          daysBetween(practiceDayOf(earlier, plain), practiceDayOf(earlier, changed)),
        ).toBeLessThanOrEqual(0);
      }),
    );
    const changed = changePracticeDay(
      new Date('2026-11-25T01:00:00Z'),
      { timezone: 'America/Bogota', dayEndsAt: 0 },
      { timezone: 'Europe/Madrid', dayEndsAt: 0 },
    );
    expect(practiceDayOf(new Date('2026-11-21T10:00:00Z'), changed)).toBe('2026-11-21');
  });

  it('Bogotá to Madrid at 20:00, before practising: Monday stays open until Bogotá midnight', () => {
    const now = new Date('2026-11-23T20:00:00-05:00'); // 02:00 on Tuesday in Madrid
    const changed = changePracticeDay(
      now,
      { timezone: 'America/Bogota', dayEndsAt: 0 },
      { timezone: 'Europe/Madrid', dayEndsAt: 0 },
    );
    expect(changed.practiceDayHold).toEqual({ day: '2026-11-23', until: '2026-11-24T05:00:00.000Z' });
    expect(practiceDayOf(new Date('2026-11-24T04:59:00Z'), changed)).toBe('2026-11-23');
    expect(practiceDayOf(new Date('2026-11-24T05:00:00Z'), changed)).toBe('2026-11-24');
  });

  it('a later end of the day applies at once (it only gives more time), an earlier one after the day under way', () => {
    const at = new Date('2026-11-24T00:30:00-05:00');
    const later = changePracticeDay(
      at,
      { timezone: 'America/Bogota', dayEndsAt: 0 },
      { timezone: 'America/Bogota', dayEndsAt: 2 },
    );
    expect(later.practiceDayHold).toBeNull();
    expect(practiceDayOf(at, later)).toBe('2026-11-23');
    const earlier = changePracticeDay(
      at,
      { timezone: 'America/Bogota', dayEndsAt: 2 },
      { timezone: 'America/Bogota', dayEndsAt: 0 },
    );
    expect(earlier.practiceDayHold).toEqual({ day: '2026-11-23', until: '2026-11-24T07:00:00.000Z' });
  });

  it('ends a day at the first minute after a skipped hour (Santiago, clocks forward at midnight)', () => {
    // 6 September 2026: 00:00 becomes 01:00 in Santiago (UTC−4 → UTC−3).
    const end = endOfPracticeDay('2026-09-05', { timezone: 'America/Santiago', dayEndsAt: 0 });
    expect(end.toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});
