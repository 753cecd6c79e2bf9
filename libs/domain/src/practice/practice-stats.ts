import type { PracticeDay } from '../contracts/practice';
import { addDays, daysBetween } from '../streak/local-days';
import { practiceDayOf, type PracticeDaySettings } from '../streak/practice-day';

/** The calendar of 'Mi práctica': the last 12 weeks, today included. */
export const PRACTICE_CALENDAR_DAYS = 84;

/** A session may finish up to a minute "in the future": the browser's clock is not the server's. */
export const PRACTICE_CLOCK_SKEW_MS = 60_000;
export const PRACTICE_MAX_SECONDS = 86_400;

/** The Spanish texts of a refused session (400; the 409 is PRACTICE.SESSION_TAKEN). */
export const PRACTICE_MESSAGES = {
  id: 'El identificador de la sesión no es válido',
  meditation: 'La meditación no existe',
  kind: 'El tipo de sesión debe ser guiada o con audio/vídeo',
  instant: 'Las fechas de la sesión no son válidas',
  order: 'La sesión no puede terminar antes de empezar',
  future: 'La sesión no puede terminar en el futuro',
  seconds: `Los segundos deben ser un número entero de 1 a ${PRACTICE_MAX_SECONDS}`,
  secondsSpan: 'Los segundos practicados no caben entre el inicio y el final de la sesión',
} as const;

/**
 * A session counts on the person's practice day when it finished: their zone and the hour their
 * day ends at that time, stored with the session, so a later change of either never moves it.
 */
export const sessionLocalDate = (finishedAt: Date, person: PracticeDaySettings): string =>
  practiceDayOf(finishedAt, person);

/** Monday (ISO weeks, as in Spain) of the week holding `day`. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The calendar window ending on `today`, both ends included. */
export function practiceWindow(today: string): { first: string; last: string } {
  return { first: addDays(today, -(PRACTICE_CALENDAR_DAYS - 1)), last: today };
}

/** Whole minutes of practice, to the nearest minute (a 40-second session is 1, not 0). */
export const minutesOf = (seconds: number): number =>
  seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;

/** What the database says of one day in the window; days it does not mention had nothing. */
export interface PracticeDayRow {
  date: string;
  seconds: number;
  /** A completed ritual or a practice_days row (ritual, challenge) that day. */
  otherPractice: boolean;
}

/**
 * Every day of the window, oldest first: minutes practised, and practised when there was a
 * session, a completed ritual or a challenge day. Rows outside the window are ignored.
 */
export function mergePracticeDays(today: string, rows: readonly PracticeDayRow[]): PracticeDay[] {
  const { first } = practiceWindow(today);
  const byDay = new Map<string, PracticeDayRow>();
  for (const row of rows) {
    const offset = daysBetween(first, row.date);
    if (offset < 0 || offset >= PRACTICE_CALENDAR_DAYS) continue;
    const seen = byDay.get(row.date);
    byDay.set(row.date, {
      date: row.date,
      seconds: (seen?.seconds ?? 0) + row.seconds,
      otherPractice: (seen?.otherPractice ?? false) || row.otherPractice,
    });
  }
  return Array.from({ length: PRACTICE_CALENDAR_DAYS }, (_, i) => {
    const date = addDays(first, i);
    const row = byDay.get(date);
    const seconds = row?.seconds ?? 0;
    return { date, minutes: minutesOf(seconds), practised: seconds > 0 || (row?.otherPractice ?? false) };
  });
}

/**
 * Minutes from Monday to today, rounded from the week's seconds exactly as the total is from all
 * seconds, so the week never reads more than the total.
 */
export function minutesThisWeek(today: string, rows: readonly PracticeDayRow[]): number {
  const monday = weekStartOf(today);
  return minutesOf(
    rows.filter((r) => r.date >= monday && r.date <= today).reduce((sum, r) => sum + r.seconds, 0),
  );
}
