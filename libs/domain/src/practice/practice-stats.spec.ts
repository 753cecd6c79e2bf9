import {
  PRACTICE_CALENDAR_DAYS,
  mergePracticeDays,
  minutesOf,
  minutesThisWeek,
  practiceWindow,
  sessionLocalDate,
  weekStartOf,
} from './practice-stats';

const MADRID = { timezone: 'Europe/Madrid', dayEndsAt: 0 } as const;

describe('practice stats', () => {
  it('starts the week on Monday, across month and year ends', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekStartOf('2026-11-24')).toBe('2026-11-23');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // a Friday
  });

  it('keeps 84 days ending today', () => {
    expect(practiceWindow('2026-11-24')).toEqual({ first: '2026-09-02', last: '2026-11-24' });
    expect(mergePracticeDays('2026-11-24', [])).toHaveLength(PRACTICE_CALENDAR_DAYS);
  });

  it('rounds minutes, and a short session is still a minute', () => {
    expect([minutesOf(0), minutesOf(40), minutesOf(89), minutesOf(90), minutesOf(600)]).toEqual([
      0, 1, 1, 2, 10,
    ]);
  });

  it('counts a session on the local day it finished, before and after the change to summer time in Madrid', () => {
    // 29 March 2026: Madrid goes from UTC+1 to UTC+2 at 01:00 UTC.
    expect(sessionLocalDate(new Date('2026-03-28T23:30:00Z'), MADRID)).toBe('2026-03-29'); // 00:30 CET
    expect(sessionLocalDate(new Date('2026-03-29T21:30:00Z'), MADRID)).toBe('2026-03-29'); // 23:30 CEST
    expect(sessionLocalDate(new Date('2026-03-29T22:30:00Z'), MADRID)).toBe('2026-03-30'); // 00:30 CEST
    // And back to winter time on 25 October 2026 (02:00 CEST → 01:00 UTC).
    expect(sessionLocalDate(new Date('2026-10-25T22:30:00Z'), MADRID)).toBe('2026-10-25'); // 23:30 CET
    expect(sessionLocalDate(new Date('2026-10-24T22:30:00Z'), MADRID)).toBe('2026-10-25'); // 00:30 CEST
  });

  it("counts a session after midnight on the day before when the person's day ends later", () => {
    const late = { timezone: 'Europe/Madrid', dayEndsAt: 2 } as const;
    expect(sessionLocalDate(new Date('2026-03-28T23:30:00Z'), late)).toBe('2026-03-28'); // 00:30 CET
    expect(sessionLocalDate(new Date('2026-03-29T01:00:00Z'), late)).toBe('2026-03-29'); // 03:00 CEST
  });

  it('merges a history across the DST change into one calendar with no day lost or doubled', () => {
    const today = '2026-04-01'; // a Wednesday; the window starts on 8 January
    const finished = [
      '2026-03-28T23:30:00Z', // 29 Mar 00:30 CET
      '2026-03-29T21:30:00Z', // 29 Mar 23:30 CEST
      '2026-03-29T22:30:00Z', // 30 Mar 00:30 CEST
      '2026-03-31T08:00:00Z', // 31 Mar
    ];
    const rows = finished.map((iso) => ({
      date: sessionLocalDate(new Date(iso), MADRID),
      seconds: 600,
      otherPractice: false,
    }));
    rows.push({ date: '2026-03-27', seconds: 0, otherPractice: true }); // a ritual, no session
    rows.push({ date: '2025-12-01', seconds: 6000, otherPractice: true }); // outside the window
    const days = mergePracticeDays(today, rows);

    expect(days[0]!.date).toBe('2026-01-08');
    expect(days.at(-1)!.date).toBe(today);
    expect(new Set(days.map((d) => d.date)).size).toBe(PRACTICE_CALENDAR_DAYS);
    const byDate = Object.fromEntries(days.map((d) => [d.date, d]));
    expect(byDate['2026-03-28']).toEqual({ date: '2026-03-28', minutes: 0, practised: false });
    expect(byDate['2026-03-29']).toEqual({ date: '2026-03-29', minutes: 20, practised: true });
    expect(byDate['2026-03-30']).toEqual({ date: '2026-03-30', minutes: 10, practised: true });
    expect(byDate['2026-03-27']).toEqual({ date: '2026-03-27', minutes: 0, practised: true });
    // Monday 30 March to Wednesday 1 April; the 29th was the Sunday before.
    expect(minutesThisWeek(today, rows)).toBe(20);
    expect(days.reduce((sum, d) => sum + d.minutes, 0)).toBe(40);
  });

  it('never reads more minutes this week than in total (both rounded from seconds)', () => {
    const today = '2026-04-01';
    const rows = ['2026-03-30', '2026-03-31', '2026-04-01'].map((date) => ({
      date,
      seconds: 40,
      otherPractice: false,
    }));
    expect(minutesThisWeek(today, rows)).toBe(minutesOf(120));
  });
});
