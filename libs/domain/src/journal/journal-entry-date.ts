import { formatCalendarDate, isCalendarDate } from '../dates/calendar-dates';
import { formatSpanishDate } from '../dates/spanish-dates';

/**
 * The date on a journal card: the entry's calendar day ('27 de noviembre, 2026'), the same in
 * every zone. A page of the journal the offline cache kept from before entries carried their day
 * may still hold an instant: that one is shown in the person's zone.
 */
export function journalEntryDate(date: string, timeZone: string): string {
  return isCalendarDate(date) ? formatCalendarDate(date) : formatSpanishDate(date, timeZone);
}
