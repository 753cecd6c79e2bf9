import type { ContentStatus } from '../contracts/admin';

/**
 * When an Angel Monday reaches people (02 §3.7, issue 15): it is published, not deleted, and its
 * publication instant (publishAt) is empty or has come. Time comes in as an argument.
 */
export interface AngelMondayPublication {
  status: ContentStatus;
  publishAt: string | null;
}

export function isAngelMondayVisible(entry: AngelMondayPublication, now: Date): boolean {
  return entry.status === 'published' && !isAngelMondayScheduled(entry, now);
}

/** Published, but waiting for its publication instant: the admin list's 'Programado para ...'. */
export function isAngelMondayScheduled(entry: AngelMondayPublication, now: Date): boolean {
  if (entry.status !== 'published' || !entry.publishAt) return false;
  const at = Date.parse(entry.publishAt);
  return Number.isFinite(at) && at > now.getTime();
}

/**
 * The stored instant of an Angel Monday's date. A bare calendar day (YYYY-MM-DD, what the form's
 * date field gives) becomes noon UTC of that day, so that the day shown is the same one in every
 * time zone; a full date-time is kept as it is. Show it through angelMondayDay, never in a zone.
 */
export function angelMondayInstant(timestamp: string): string {
  const value = timestamp.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00.000Z` : value;
}

/**
 * The calendar day an Angel Monday names (YYYY-MM-DD), to be shown as a calendar date: the UTC
 * day of its stored instant (noon UTC of the chosen day), the same for every reader, including at
 * UTC+13 and +14 where noon UTC is already the next day on the clock.
 */
export function angelMondayDay(timestamp: string): string {
  const at = new Date(timestamp);
  return Number.isNaN(at.getTime()) ? timestamp : at.toISOString().slice(0, 10);
}
