/**
 * Civil days (YYYY-MM-DD) in a person's time zone. The streak and the ritual are counted in
 * these, never in server time, so a practice at 23:30 in Mexico City is that day's practice.
 */
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * One formatter per time zone (null for a zone the runtime does not know): building an
 * Intl.DateTimeFormat costs far more than using one, and every signed-in read asks for "today".
 * Zones are a closed set (about 600 IANA names), and the cache stops growing past that.
 */
const DAY_FIELDS = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();
const MAX_CACHED_ZONES = 1000;
const UTC_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...DAY_FIELDS });

function dayFormatIn(timeZone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(timeZone);
  if (format !== undefined) return format;
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...DAY_FIELDS });
  } catch {
    format = null;
  }
  if (dayFormats.size < MAX_CACHED_ZONES) dayFormats.set(timeZone, format);
  return format;
}

export function isValidTimeZone(timeZone: string): boolean {
  return dayFormatIn(timeZone) !== null;
}

/** The local day of an instant; an unknown zone falls back to UTC rather than failing a practice. */
export function localDateIn(instant: Date, timeZone: string): string {
  return localDayAndHourIn(instant, timeZone).day;
}

/**
 * The local day, wall-clock hour (0–23) and the zone's offset from UTC in minutes at an instant,
 * read in one pass of the formatter.
 */
export function localDayAndHourIn(
  instant: Date,
  timeZone: string,
): { day: string; hour: number; offsetMinutes: number } {
  const format = dayFormatIn(timeZone) ?? UTC_DAY;
  const parts: Record<string, string> = {};
  for (const p of format.formatToParts(instant)) parts[p.type] = p.value;
  const [year, month, day, hour, minute] = ['year', 'month', 'day', 'hour', 'minute'].map((k) =>
    Number(parts[k]),
  ) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour % 24, minute);
  const minuteStart = Math.floor(instant.getTime() / 60_000) * 60_000;
  return {
    day: `${parts['year']}-${parts['month']}-${parts['day']}`,
    hour: hour % 24,
    offsetMinutes: Math.round((wall - minuteStart) / 60_000),
  };
}

export function isCivilDay(value: string): boolean {
  const m = DAY_PATTERN.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The day `offset` days after `day` (negative for before), across month and year ends. */
export function addDays(day: string, offset: number): string {
  const m = DAY_PATTERN.exec(day);
  if (!m) throw new Error(`Not a civil day: ${day}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + offset)).toISOString().slice(0, 10);
}

export const previousDay = (day: string): string => addDays(day, -1);

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
  return Math.round((ms(to) - ms(from)) / 86_400_000);
}

/** The civil day part of a stored date that may carry a time ('2026-11-20T00:00:00.000Z'). */
export function civilDayOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const day = value.slice(0, 10);
  return isCivilDay(day) ? day : null;
}
