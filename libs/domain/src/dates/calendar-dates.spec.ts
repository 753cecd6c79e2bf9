import fc from 'fast-check';
import { angelMondayDay, angelMondayInstant } from '../angel-mondays/schedule';
import {
  compareCalendarDates,
  formatCalendarDate,
  formatCalendarDayMonth,
  formatCalendarLongDate,
  parseCalendarDate,
} from './calendar-dates';
import { formatSpanishDate, formatSpanishLongDate } from './spanish-dates';
import {
  CALENDAR_ZONES as ZONES,
  calendarDayArb as dayArb,
  expectedSpanish as expected,
} from './calendar-dates.test-kit';

/** Minutes east of UTC of a zone at an instant ('GMT-11' → -660). */
function offsetMinutes(timeZone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

describe('calendar dates', () => {
  it("should read 'YYYY-MM-DD' as its year, month and day, and refuse days that do not exist", () => {
    expect(parseCalendarDate('2026-11-27')).toEqual({ year: 2026, month: 11, day: 27 });
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseCalendarDate('2026-02-29')).toBeNull();
    expect(parseCalendarDate('2026-11-27T00:00:00Z')).toBeNull();
    expect(parseCalendarDate('27/11/2026')).toBeNull();
  });

  it("should write a day in Spanish as 'd de MMMM, yyyy', with the weekday, or without the year", () => {
    expect(formatCalendarDate('2026-11-27')).toBe('27 de noviembre, 2026');
    expect(formatCalendarLongDate('2026-11-27')).toBe('viernes, 27 de noviembre, 2026');
    expect(formatCalendarDayMonth('2026-11-27')).toBe('27 de noviembre');
    expect(formatCalendarDate('2027-01-01')).toBe('1 de enero, 2027');
  });

  it('should sort days by the calendar', () => {
    const days = ['2026-11-27', '2025-12-31', '2026-01-05', '2026-11-26'];
    expect([...days].sort(compareCalendarDates)).toEqual([
      '2025-12-31',
      '2026-01-05',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('should span every offset from UTC−11 to UTC+14 in the zones it is proved over', () => {
    const at = new Date('2026-11-27T12:00:00Z');
    const offsets = ZONES.map((zone) => offsetMinutes(zone, at));
    expect(Math.min(...offsets)).toBe(-11 * 60);
    expect(Math.max(...offsets)).toBe(14 * 60);
  });

  it('should show a day-only value as that day in every zone from UTC−11 to UTC+14, whichever zone the profile has', () => {
    fc.assert(
      fc.property(dayArb, fc.constantFrom(...ZONES), (day, zone) => {
        const { date, long } = expected(day);
        expect(formatCalendarDate(day)).toBe(date);
        expect(formatCalendarLongDate(day)).toBe(long);
        // The instant formatters, given a bare day, show the day it names, not UTC midnight in the zone.
        expect(formatSpanishDate(day, zone)).toBe(date);
        expect(formatSpanishLongDate(day, zone)).toBe(long);
      }),
      { numRuns: 500 },
    );
  });

  it("should show an Angel Monday's date as its chosen day in every zone, UTC+13 and +14 included", () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        expect(angelMondayDay(angelMondayInstant(day))).toBe(day);
        expect(formatCalendarLongDate(angelMondayDay(angelMondayInstant(day)))).toBe(expected(day).long);
      }),
    );
  });
});
