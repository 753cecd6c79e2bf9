import type { PracticeDay } from '../contracts/practice';
import { addDays } from '../streak/local-days';
import { weekStartOf } from './practice-stats';

/** The calendar picture: 12 columns of weeks, Monday to Sunday, the last one holding today. */
export const CALENDAR_WEEKS = 12;

export const WEEKDAY_NAMES = [
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
] as const;
/** The rows' one-letter labels, as Spanish calendars print them ('X' for miércoles). */
export const WEEKDAY_LETTERS = ['L', 'M', 'X', 'J', 'V', 'S', 'D'] as const;
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** 0 nothing, 1 practised (a ritual alone, or under 10 minutes), 2 from 10, 3 from 20, 4 from 30 minutes. */
export type PracticeIntensity = 0 | 1 | 2 | 3 | 4;

export function intensityOf(day: Pick<PracticeDay, 'minutes' | 'practised'>): PracticeIntensity {
  if (!day.practised && day.minutes === 0) return 0;
  if (day.minutes >= 30) return 4;
  if (day.minutes >= 20) return 3;
  if (day.minutes >= 10) return 2;
  return 1;
}

/** A cell of the picture: a day of the stats, or a day still to come this week (null). */
export type CalendarCell = PracticeDay | null;

/**
 * The 12 weeks ending with today's, as columns of 7 cells (Monday first). Days of this week
 * after today are null. The stats' 84 days reach back far enough for the first Monday, so the
 * up to six days before it are left out of the picture (and out of its spoken list).
 */
export function calendarWeeks(days: readonly PracticeDay[], today: string): CalendarCell[][] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const firstMonday = addDays(weekStartOf(today), -7 * (CALENDAR_WEEKS - 1));
  return Array.from({ length: CALENDAR_WEEKS }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const date = addDays(firstMonday, w * 7 + d);
      if (date > today) return null;
      return byDate.get(date) ?? { date, minutes: 0, practised: false };
    }),
  );
}

/** 'Lunes 3 de noviembre: 20 minutos' (a practised day without minutes: 'practicado'). */
export function spokenPracticeDay(day: PracticeDay): string {
  const at = new Date(`${day.date}T00:00:00Z`);
  const name = WEEKDAY_NAMES[(at.getUTCDay() + 6) % 7];
  const date = `${name} ${at.getUTCDate()} de ${MONTHS[at.getUTCMonth()]}`;
  if (day.minutes > 0) return `${date}: ${day.minutes} ${day.minutes === 1 ? 'minuto' : 'minutos'}`;
  return `${date}: ${day.practised ? 'practicado' : 'sin práctica'}`;
}
