import { addDays, civilDayOf, previousDay } from './local-days';
import { plantStageFor } from './plant-stages';

/** The stored streak (02 §3.8); days are civil days in the person's time zone. */
export interface StreakState {
  currentStreak: number;
  longestStreak: number;
  lastCompletedDate: string | null;
}

export const EMPTY_STREAK: StreakState = { currentStreak: 0, longestStreak: 0, lastCompletedDate: null };

/**
 * A practice was completed on `day`. The first practice of a day grows the streak by one when
 * the last one was yesterday, starts it at one after a gap, and changes nothing on a day that
 * already counted — so repeated or concurrent completions of one day count once. A practice
 * reported for a day before the last one (a late, out-of-order report) changes nothing either.
 */
export function recordPractice(state: StreakState, day: string): StreakState {
  const last = civilDayOf(state.lastCompletedDate);
  if (last !== null && day <= last) return state;
  const current = last !== null && previousDay(day) === last ? state.currentStreak + 1 : 1;
  return {
    currentStreak: current,
    longestStreak: Math.max(state.longestStreak, current),
    lastCompletedDate: day,
  };
}

/**
 * The streak as it stands on `today`: kept while the last practice was today or yesterday,
 * zero after a missed day. The longest streak never decreases.
 */
export function streakOn(state: StreakState, today: string): StreakState {
  const last = civilDayOf(state.lastCompletedDate);
  if (last === null) return { ...state, currentStreak: 0 };
  const alive = last === today || last === previousDay(today) || last > today;
  return alive ? state : { ...state, currentStreak: 0 };
}

/**
 * How far after "today" a recorded day may lie and still count: a person who moves their day's end
 * later, or flies west, can find "today" one day (two across the date line) before a day they
 * already practised. That practice is real and stays in the streak; anything later is not a day
 * anyone has lived yet.
 */
export const MAX_DAYS_AHEAD = 2;

/**
 * The streak rebuilt from every day with a completed practice (any order, duplicates allowed).
 * `longestStreak` keeps the stored record if it is higher: it never decreases.
 */
export function streakFromHistory(days: readonly string[], today: string, storedLongest = 0): StreakState {
  const latest = addDays(today, MAX_DAYS_AHEAD);
  const sorted = [
    ...new Set(days.map((d) => civilDayOf(d)).filter((d): d is string => d !== null && d <= latest)),
  ].sort();
  let state: StreakState = { ...EMPTY_STREAK, longestStreak: storedLongest };
  for (const day of sorted) state = recordPractice(state, day);
  return streakOn(state, today);
}

export type StreakBadge = 'active' | 'continue' | 'broken' | 'inactive';

/** 01 §4: today → active; yesterday → complete today to continue; other → broken; none → inactive. */
export function streakBadge(lastCompletedDate: string | null | undefined, today: string): StreakBadge {
  const last = civilDayOf(lastCompletedDate);
  if (last === null) return 'inactive';
  // A day after today is one practised before a later end of the day or a flight west: done.
  if (last >= today) return 'active';
  if (last === previousDay(today)) return 'continue';
  return 'broken';
}

export const STREAK_BADGE_TEXTS: Record<StreakBadge, string> = {
  active: '¡Práctica de hoy completada!',
  continue: 'Completa tu práctica de hoy para continuar',
  broken: 'Tu racha se reinició. ¡Vuelve a sembrar hoy!',
  inactive: 'Comienza tu racha hoy',
};

export interface StreakView extends StreakState {
  plantStage: number;
}

export const toStreakView = (state: StreakState): StreakView => ({
  ...state,
  plantStage: plantStageFor(state.currentStreak),
});

/** 'dd/mm/yyyy' for the 'Cosecha de Logros' card. */
export function formatDayMonthYear(value: string | null | undefined): string | null {
  const day = civilDayOf(value);
  if (!day) return null;
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
