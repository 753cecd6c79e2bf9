import { formatSpanishDate, formatSpanishTime } from '@inhala/domain';

/** The admin's own time zone: dates and times of sends are read and typed in it. */
export const adminTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** '24 de noviembre, 2026, 10:30' in the admin's time zone. */
export function formatWhen(iso: string, timeZone = adminTimeZone()): string {
  return `${formatSpanishDate(iso, timeZone)}, ${formatSpanishTime(iso, timeZone)}`;
}

/** 'YYYY-MM-DD' and 'HH:mm' typed in the browser's time zone, as an instant (ISO); null when incomplete. */
export function instantOf(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = new Date(`${date}T${time}:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The date and time fields' first values: the next full hour, local. */
export function nextHour(now = new Date()): { date: string; time: string } {
  const at = new Date(now.getTime());
  at.setMinutes(0, 0, 0);
  at.setHours(at.getHours() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:00`,
  };
}
