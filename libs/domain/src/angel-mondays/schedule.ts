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
 * time zone from UTC-11 to UTC+11; a full date-time is kept as it is.
 */
export function angelMondayInstant(timestamp: string): string {
  const value = timestamp.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00.000Z` : value;
}
