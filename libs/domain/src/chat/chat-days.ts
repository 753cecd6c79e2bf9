import { formatSpanishDate, localDay } from '../dates/spanish-dates';
import { previousDay } from '../streak/local-days';

const dayAndMonth = new Map<string, Intl.DateTimeFormat>();

function withoutYear(date: Date, timeZone: string): string {
  let format = dayAndMonth.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('es', { timeZone, day: 'numeric', month: 'long' });
    dayAndMonth.set(timeZone, format);
  }
  return format.format(date);
}

/**
 * The label of the day separator above a chat message: its calendar day in the reader's time
 * zone, said as a person would: 'Hoy', 'Ayer', '24 de noviembre', and with the year
 * ('24 de noviembre, 2025') when it is not this year's.
 */
export function chatDayLabel(createdAt: string, timeZone: string, now: Date): string {
  const at = new Date(createdAt);
  const day = localDay(at, timeZone);
  const today = localDay(now, timeZone);
  if (day === today) return 'Hoy';
  if (day === previousDay(today)) return 'Ayer';
  return day.slice(0, 4) === today.slice(0, 4) ? withoutYear(at, timeZone) : formatSpanishDate(at, timeZone);
}

/** The reader's calendar day of a message (YYYY-MM-DD): a separator goes where it changes. */
export function chatDay(createdAt: string, timeZone: string): string {
  return localDay(new Date(createdAt), timeZone);
}
