import fc from 'fast-check';
import { addDays, daysBetween, isCivilDay, localDateIn, previousDay } from './local-days';
import { MAX_PLANT_STAGE, PLANT_STAGES, plantImagePath, plantStageFor } from './plant-stages';
import {
  EMPTY_STREAK,
  formatDayMonthYear,
  recordPractice,
  streakBadge,
  streakFromHistory,
  streakOn,
  toStreakView,
  type StreakState,
} from './streak';

const dayArb = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('plant stages (01 §4)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
    [5, 4],
    [6, 4],
    [7, 5],
    [8, 6],
    [9, 7],
    [10, 8],
    [11, 9],
    [12, 10],
    [13, 11],
    [14, 11],
    [365, 11],
  ])('%i streak days → stage %i', (days, stage) => {
    expect(plantStageFor(days)).toBe(stage);
  });

  it('never goes down as the streak grows and stays within 0..11', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (days) => {
        const stage = plantStageFor(days);
        expect(stage).toBeGreaterThanOrEqual(0);
        expect(stage).toBeLessThanOrEqual(MAX_PLANT_STAGE);
        expect(plantStageFor(days + 1)).toBeGreaterThanOrEqual(stage);
      }),
    );
  });

  it('names the 12 drawings after the fallback table', () => {
    expect(PLANT_STAGES.map((s) => s.slug)).toEqual([
      'empty-pot',
      'first-sprout',
      'young-leaves',
      'growing-plant',
      'robust-growth',
      'leafy-plant',
      'small-tree',
      'developed-tree',
      'mature-tree',
      'robust-tree',
      'sacred-bonsai',
      'celestial-garden',
    ]);
    expect(plantImagePath(PLANT_STAGES[1]!)).toBe('/plants/01-first-sprout.svg');
  });
});

describe('local days', () => {
  it('counts the day in the person’s time zone, far from UTC too', () => {
    const instant = new Date('2026-03-01T11:30:00Z');
    expect(localDateIn(instant, 'Pacific/Kiritimati')).toBe('2026-03-02'); // UTC+14
    expect(localDateIn(instant, 'America/Mexico_City')).toBe('2026-03-01');
    expect(localDateIn(new Date('2026-03-01T05:59:00Z'), 'America/Mexico_City')).toBe('2026-02-28');
    expect(localDateIn(instant, 'Pacific/Pago_Pago')).toBe('2026-03-01'); // UTC-11
    expect(localDateIn(instant, 'No/Such_Zone')).toBe('2026-03-01');
  });

  it('handles the DST changes in Madrid: the short and the long day are one day each', () => {
    // 29 March 2026: 02:00 → 03:00; 25 October 2026: 03:00 → 02:00.
    expect(localDateIn(new Date('2026-03-28T22:59:00Z'), 'Europe/Madrid')).toBe('2026-03-28');
    expect(localDateIn(new Date('2026-03-28T23:00:00Z'), 'Europe/Madrid')).toBe('2026-03-29');
    expect(localDateIn(new Date('2026-03-29T21:59:00Z'), 'Europe/Madrid')).toBe('2026-03-29');
    expect(localDateIn(new Date('2026-03-29T22:00:00Z'), 'Europe/Madrid')).toBe('2026-03-30');
    expect(localDateIn(new Date('2026-10-25T22:59:00Z'), 'Europe/Madrid')).toBe('2026-10-25');
    expect(localDateIn(new Date('2026-10-25T23:00:00Z'), 'Europe/Madrid')).toBe('2026-10-26');
  });

  it('steps across month, year and leap-day ends', () => {
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isCivilDay('2026-02-29')).toBe(false);
    expect(isCivilDay('2024-02-29')).toBe(true);
  });

  it('addDays and daysBetween agree for any day and offset', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -800, max: 800 }), (day, offset) => {
        expect(daysBetween(day, addDays(day, offset))).toBe(offset);
        expect(isCivilDay(addDays(day, offset))).toBe(true);
      }),
    );
  });
});

describe('streak transitions', () => {
  it('starts at 1, grows on consecutive days, restarts at 1 after a gap', () => {
    let s = recordPractice(EMPTY_STREAK, '2026-02-27');
    expect(s).toEqual({ currentStreak: 1, longestStreak: 1, lastCompletedDate: '2026-02-27' });
    s = recordPractice(s, '2026-02-28');
    s = recordPractice(s, '2026-03-01'); // across the month end
    expect(s.currentStreak).toBe(3);
    s = recordPractice(s, '2026-03-03'); // 2 March missed
    expect(s).toEqual({ currentStreak: 1, longestStreak: 3, lastCompletedDate: '2026-03-03' });
  });

  it('counts a day once, however many practices it has (idempotent within a day)', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 1, max: 10 }), (day, repeats) => {
        let s = recordPractice(EMPTY_STREAK, previousDay(day));
        const once = recordPractice(s, day);
        for (let i = 0; i < repeats; i += 1) s = recordPractice(s, day);
        expect(s).toEqual(once);
        expect(s.currentStreak).toBe(2);
      }),
    );
  });

  it('ignores a late report for a day before the last practice', () => {
    const s: StreakState = { currentStreak: 4, longestStreak: 6, lastCompletedDate: '2026-11-20' };
    expect(recordPractice(s, '2026-11-18')).toBe(s);
  });

  it('is kept on the next day and zero after a missed day; the longest never decreases', () => {
    const s: StreakState = { currentStreak: 5, longestStreak: 9, lastCompletedDate: '2026-12-31' };
    expect(streakOn(s, '2026-12-31').currentStreak).toBe(5);
    expect(streakOn(s, '2027-01-01').currentStreak).toBe(5);
    expect(streakOn(s, '2027-01-02')).toEqual({ ...s, currentStreak: 0 });
    expect(streakOn(EMPTY_STREAK, '2027-01-02').currentStreak).toBe(0);
  });

  it('rebuilt from any history equals the day-by-day record, and the longest is the longest run', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 40 }),
        fc.integer({ min: 0, max: 5 }),
        (offsets, extra) => {
          const start = '2026-01-15';
          const days = offsets.map((o) => addDays(start, o));
          const today = addDays(start, 60 + extra);
          const sorted = [...days].sort();
          let stepwise = EMPTY_STREAK;
          for (const d of sorted) stepwise = recordPractice(stepwise, d);
          const rebuilt = streakFromHistory([...days, ...days.slice(0, 3)].reverse(), today);
          expect(rebuilt).toEqual(streakOn(stepwise, today));
          // The longest run of consecutive offsets, computed independently.
          const set = new Set(offsets);
          let longest = 0;
          for (const o of set)
            if (!set.has(o - 1)) {
              let n = 1;
              while (set.has(o + n)) n += 1;
              longest = Math.max(longest, n);
            }
          expect(rebuilt.longestStreak).toBe(longest);
          expect(streakFromHistory(days, today, longest + 7).longestStreak).toBe(longest + 7);
        },
      ),
    );
  });

  it('the view carries the plant stage of the current streak', () => {
    expect(
      toStreakView({ currentStreak: 7, longestStreak: 7, lastCompletedDate: '2026-11-21' }).plantStage,
    ).toBe(5);
  });
});

describe('streak badge (01 §4)', () => {
  it.each([
    ['2026-11-22', 'active'], // practised before the end of the day moved later (issue 19)
    ['2026-11-21', 'active'],
    ['2026-11-21T00:00:00.000Z', 'active'],
    ['2026-11-20', 'continue'],
    ['2026-11-19', 'broken'],
    [null, 'inactive'],
  ] as const)('last %s on 2026-11-21 → %s', (last, badge) => {
    expect(streakBadge(last, '2026-11-21')).toBe(badge);
  });

  it('is "continue" across a year end', () => {
    expect(streakBadge('2026-12-31', '2027-01-01')).toBe('continue');
  });

  it('formats the last active date as dd/mm/yyyy', () => {
    expect(formatDayMonthYear('2026-03-09T10:00:00Z')).toBe('09/03/2026');
    expect(formatDayMonthYear(null)).toBeNull();
  });
});

describe('a change of day end or zone (issue 19)', () => {
  it('keeps a practice recorded on a day that is, after the change, still tomorrow', () => {
    // Practised at 00:30 on the 24th with the day ending at midnight, then moved the end to 2 am:
    // "today" is the 23rd again, and the 24th's practice still counts.
    const days = ['2026-11-22', '2026-11-23', '2026-11-24'];
    expect(streakFromHistory(days, '2026-11-23')).toMatchObject({
      currentStreak: 3,
      lastCompletedDate: '2026-11-24',
    });
    expect(streakOn(streakFromHistory(days, '2026-11-23'), '2026-11-23').currentStreak).toBe(3);
  });

  it('ignores a day further ahead than any change of zone or day end can explain', () => {
    expect(streakFromHistory(['2026-11-23', '2026-11-30'], '2026-11-23')).toMatchObject({
      currentStreak: 1,
      lastCompletedDate: '2026-11-23',
    });
  });
});
