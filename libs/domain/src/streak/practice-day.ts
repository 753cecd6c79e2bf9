import { addDays, localDayAndHourIn, previousDay } from './local-days';

/**
 * 'Mi día termina a las' (issue 19): a person's day may end at midnight (the default) or at 1, 2,
 * 3 or 4 in the morning, for people who practise after midnight. Later than 4 would let one
 * practice day swallow the next morning's practice.
 */
export const DAY_ENDS_AT_HOURS = [0, 1, 2, 3, 4] as const;
export type DayEndsAt = (typeof DAY_ENDS_AT_HOURS)[number];

export const isDayEndsAt = (value: unknown): value is DayEndsAt =>
  typeof value === 'number' && (DAY_ENDS_AT_HOURS as readonly number[]).includes(value);

/** The Spanish answers of PATCH /api/auth/me (400). */
export const PRACTICE_DAY_MESSAGES = {
  dayEndsAt: 'Tu día puede terminar a medianoche o a la 1, 2, 3 o 4 de la madrugada',
  timezone: 'La zona horaria no es válida',
  nothing: 'Indica tu zona horaria o la hora en que termina tu día',
} as const;

/**
 * A day kept open after a change of zone or day end (see changePracticeDay): "today" stays `day`
 * until the instant `until` (ISO), when it would have ended before the change.
 */
export interface PracticeDayHold {
  day: string;
  until: string;
}

/** What a person's "today" depends on, as stored on their account. */
export interface PracticeDaySettings {
  timezone: string;
  dayEndsAt: DayEndsAt;
  /** Absent or null when no change is holding a day open. */
  practiceDayHold?: PracticeDayHold | null;
}

/** The label of each choice, as the profile shows it. */
export const dayEndsAtLabel = (hour: DayEndsAt): string =>
  hour === 0 ? 'Medianoche (00:00)' : `${hour}:00 de la madrugada`;

const MINUTE = 60_000;

/** The day by the wall clock alone: the local date, or the one before while the hour is earlier than the end. */
function wallClockDay(instant: Date, settings: PracticeDaySettings): { day: string; offsetMinutes: number } {
  const { day, hour, offsetMinutes } = localDayAndHourIn(instant, settings.timezone);
  return { day: hour < settings.dayEndsAt ? previousDay(day) : day, offsetMinutes };
}

/** Longer than any daylight-saving shift (Troll's is 2 h): how far back a clock set back may reach. */
const SET_BACK_WINDOW_MS = 3 * 3_600_000;

/**
 * The practice day (YYYY-MM-DD) an instant belongs to: the local date in the person's zone, or the
 * date before while the local wall-clock hour is earlier than the hour their day ends. Read on
 * the wall clock, not by subtracting hours from the instant, so a daylight-saving change never
 * moves the boundary: with a 2 am end, 01:30 is yesterday's practice on the night the clocks go back
 * (both times), and 03:00 is today's on the night they go forward.
 *
 * A day never comes back once over: where the clocks go back across the end of the day (Chatham's
 * 03:45 → 02:45 with a 3 am end; St. John's 00:01 → 23:01 until 2011), the wall clock shows an
 * hour of the day before again, and that hour stays in the new day. Every "today" of the server
 * (streak, plant, ritual, oracle, practice stats, reminders) is this function.
 */
export function practiceDayOf(instant: Date, settings: PracticeDaySettings): string {
  const day = settledDay(instant, settings);
  // A held day only keeps a later day from starting early; it never moves an earlier instant (a
  // session kept offline from the days before the change) forward.
  const hold = settings.practiceDayHold;
  return hold && instant.getTime() < Date.parse(hold.until) && day > hold.day ? hold.day : day;
}

/** The practice day by the settings alone, no day held open. */
function settledDay(instant: Date, settings: PracticeDaySettings): string {
  const now = wallClockDay(instant, settings);
  const earlier = wallClockDay(new Date(instant.getTime() - SET_BACK_WINDOW_MS), settings);
  if (earlier.offsetMinutes <= now.offsetMinutes) return now.day;
  // The clocks went back in the last hours: the latest day shown is the one just before they did.
  // Minute-aligned, as clock changes are: `after` ends on the first minute of the new offset.
  let before = Math.floor((instant.getTime() - SET_BACK_WINDOW_MS) / MINUTE) * MINUTE;
  let after = Math.floor(instant.getTime() / MINUTE) * MINUTE + MINUTE;
  while (after - before > MINUTE) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
    if (wallClockDay(new Date(middle), settings).offsetMinutes === earlier.offsetMinutes) before = middle;
    else after = middle;
  }
  const lastBeforeChange = wallClockDay(new Date(after - 1), settings).day;
  return lastBeforeChange > now.day ? lastBeforeChange : now.day;
}

/**
 * The first instant (to the minute) of the practice day after `day`: where the wall clock next
 * reaches the hour the day ends, or the first minute after it when the clocks skip that hour.
 * Found by bisection on practiceDayOf itself, so it agrees with it on every zone rule.
 */
export function endOfPracticeDay(day: string, settings: PracticeDaySettings): Date {
  const plain = { timezone: settings.timezone, dayEndsAt: settings.dayEndsAt };
  // Zones lie within UTC−12 and UTC+14, and a day ends at most 4 h after midnight.
  const nextMidnightUtc = Date.parse(`${addDays(day, 1)}T00:00:00Z`);
  let before = nextMidnightUtc - 15 * 3_600_000;
  let after = nextMidnightUtc + 17 * 3_600_000;
  while (after - before > MINUTE) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
    if (practiceDayOf(new Date(middle), plain) > day) after = middle;
    else before = middle;
  }
  return new Date(after);
}

/**
 * The settings after a person changes their zone (travel) or the hour their day ends. The change
 * never cuts short the day under way: when it would move "today" forward, past a day whose time
 * is not over yet, that day stays "today" until it would have ended under the old settings, and
 * the new ones apply from there. So a person who has not practised yet does not lose the day (and
 * their streak) by the change itself; a change that moves "today" back keeps everything already
 * practised (the streak counts a day up to MAX_DAYS_AHEAD after today). Past days are never
 * touched: they are stored as the days they were.
 */
export function changePracticeDay(
  now: Date,
  current: PracticeDaySettings,
  next: Pick<PracticeDaySettings, 'timezone' | 'dayEndsAt'>,
): PracticeDaySettings {
  const today = practiceDayOf(now, current);
  const nextToday = practiceDayOf(now, next);
  if (nextToday <= today) return { ...next, practiceDayHold: null };
  const hold = current.practiceDayHold;
  const until =
    hold && now.getTime() < Date.parse(hold.until)
      ? hold.until
      : endOfPracticeDay(today, current).toISOString();
  return { ...next, practiceDayHold: { day: today, until } };
}
