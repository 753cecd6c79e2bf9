/**
 * Calendar dates: values that name a day and no instant ('2026-11-27' — a ritual's day, a practice
 * day, a challenge day, an export's range). A day like this is the same day for everyone, so it is
 * never read through `new Date('2026-11-27')` (that is UTC midnight, which is still the 26th in the
 * Americas) nor shown in a time zone: it is drawn from its own year, month and day, with Intl fixed
 * to UTC over Date.UTC(...), so neither the browser's zone nor the profile's can move it.
 * Spanish as the spec writes dates (02 §9: 'd de MMMM, yyyy').
 */
export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-11-27' as {year: 2026, month: 11, day: 27}; null for anything else, or a day that does not exist. */
export function parseCalendarDate(value: string): CalendarDate | null {
  const m = CALENDAR_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** True for a bare calendar day ('2026-11-27'), false for an instant or anything else. */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && parseCalendarDate(value) !== null;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function partsOf(date: CalendarDate, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    // UTC on both sides: the instant is built at UTC midnight of the day and read back in UTC.
    format = new Intl.DateTimeFormat('es', { timeZone: 'UTC', ...options });
    formats.set(key, format);
  }
  const out: Record<string, string> = {};
  const at = new Date(Date.UTC(date.year, date.month - 1, date.day));
  for (const p of format.formatToParts(at)) out[p.type] = p.value;
  return out;
}

/** '27 de noviembre, 2026'; a value that is not a calendar day is returned as it came. */
export function formatCalendarDate(value: string): string {
  const date = parseCalendarDate(value);
  if (!date) return value;
  const p = partsOf(date, { day: 'numeric', month: 'long', year: 'numeric' });
  return `${p['day']} de ${p['month']}, ${p['year']}`;
}

/** 'viernes, 27 de noviembre, 2026' */
export function formatCalendarLongDate(value: string): string {
  const date = parseCalendarDate(value);
  if (!date) return value;
  const p = partsOf(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return `${p['weekday']}, ${p['day']} de ${p['month']}, ${p['year']}`;
}

/** '27 de noviembre' (for a day of this year, where the year would be noise). */
export function formatCalendarDayMonth(value: string): string {
  const date = parseCalendarDate(value);
  if (!date) return value;
  const p = partsOf(date, { day: 'numeric', month: 'long' });
  return `${p['day']} de ${p['month']}`;
}

/** Earlier days first (for sort); equal days compare 0. 'YYYY-MM-DD' sorts as text. */
export function compareCalendarDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
