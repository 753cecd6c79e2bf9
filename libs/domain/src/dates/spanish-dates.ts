import { formatCalendarDate, formatCalendarLongDate, isCalendarDate } from './calendar-dates';

/**
 * Spanish date texts (DESIGN: 'd de MMMM, yyyy', 'HH:mm') of instants, always in an explicit time
 * zone so that the day shown is the user's day, not the server's. A bare calendar day
 * ('2026-11-27') is not an instant: it is shown as the day it names (calendar-dates.ts), in
 * every zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and shape: building one costs far more than using it. */
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('es', { timeZone, ...options });
    formatters.set(key, format);
  }
  return format;
}

function parts(date: Date, timeZone: string, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of formatter(timeZone, options).formatToParts(date)) out[p.type] = p.value;
  return out;
}

/** '21 de noviembre, 2026' */
export function formatSpanishDate(value: Date | string, timeZone = 'UTC'): string {
  if (isCalendarDate(value)) return formatCalendarDate(value);
  const p = parts(new Date(value), timeZone, { day: 'numeric', month: 'long', year: 'numeric' });
  return `${p.day} de ${p.month}, ${p.year}`;
}

/** 'sábado, 21 de noviembre, 2026' for the featured Angel Monday date badge. */
export function formatSpanishLongDate(value: Date | string, timeZone = 'UTC'): string {
  if (isCalendarDate(value)) return formatCalendarLongDate(value);
  const p = parts(new Date(value), timeZone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return `${p.weekday}, ${p.day} de ${p.month}, ${p.year}`;
}

/** '07:05' */
export function formatSpanishTime(value: Date | string, timeZone = 'UTC'): string {
  const p = parts(new Date(value), timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${p.hour}:${p.minute}`;
}

/** The local calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(value: Date, timeZone: string): string {
  const p = parts(value, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${p.year}-${p.month}-${p.day}`;
}
