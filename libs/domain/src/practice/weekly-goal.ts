import type { PracticeDay } from '../contracts/practice';
import { weekStartOf } from './practice-stats';

/**
 * 'Meta semanal': a kinder measure beside the streak. A week (Monday to Sunday, the person's own
 * days) asks for some minutes of practice, or for some days with practice, whichever the person
 * chose; a missed day loses nothing while the week can still be met.
 */
export const WEEKLY_GOAL_KINDS = ['minutes', 'days'] as const;
export type WeeklyGoalKind = (typeof WEEKLY_GOAL_KINDS)[number];

export interface WeeklyGoal {
  kind: WeeklyGoalKind;
  target: number;
}

export const WEEKLY_GOAL_LIMITS: Record<WeeklyGoalKind, { min: number; max: number }> = {
  minutes: { min: 10, max: 1200 },
  days: { min: 1, max: 7 },
};

/** What the profile offers first: small enough to keep. */
export const WEEKLY_GOAL_DEFAULTS: Record<WeeklyGoalKind, number> = { minutes: 60, days: 3 };

export const WEEKLY_GOAL_TEXTS = {
  kind: 'Elige si tu meta se mide en minutos o en días.',
  minutes: `Tu meta en minutos debe ser un número entero entre ${WEEKLY_GOAL_LIMITS.minutes.min} y ${WEEKLY_GOAL_LIMITS.minutes.max}.`,
  days: `Tu meta en días debe ser un número entero entre ${WEEKLY_GOAL_LIMITS.days.min} y ${WEEKLY_GOAL_LIMITS.days.max}.`,
} as const;

export const isWeeklyGoalKind = (kind: unknown): kind is WeeklyGoalKind =>
  typeof kind === 'string' && (WEEKLY_GOAL_KINDS as readonly string[]).includes(kind);

/** The Spanish message for a goal the server would refuse, or null. */
export function weeklyGoalMessage(input: { kind?: unknown; target?: unknown }): string | null {
  if (!isWeeklyGoalKind(input.kind)) return WEEKLY_GOAL_TEXTS.kind;
  const { min, max } = WEEKLY_GOAL_LIMITS[input.kind];
  const target = input.target;
  if (typeof target !== 'number' || !Number.isInteger(target) || target < min || target > max)
    return WEEKLY_GOAL_TEXTS[input.kind];
  return null;
}

/** Days of this week (Monday to today) with any practice: a ritual, a challenge day or a session. */
export function daysPractisedThisWeek(today: string, days: readonly PracticeDay[]): number {
  const monday = weekStartOf(today);
  return days.filter((d) => d.practised && d.date >= monday && d.date <= today).length;
}

export interface WeeklyGoalProgress {
  done: number;
  target: number;
  reached: boolean;
  /** 0 to 100, for the bar. */
  percent: number;
  /** '35 de 60 minutos esta semana', '2 de 3 días esta semana'. */
  text: string;
}

const UNITS: Record<WeeklyGoalKind, [string, string]> = {
  minutes: ['minuto', 'minutos'],
  days: ['día', 'días'],
};

export function weeklyGoalProgress(
  goal: WeeklyGoal,
  week: { minutes: number; days: number },
): WeeklyGoalProgress {
  const done = goal.kind === 'minutes' ? week.minutes : week.days;
  const [one, many] = UNITS[goal.kind];
  return {
    done,
    target: goal.target,
    reached: done >= goal.target,
    percent: Math.min(100, Math.round((done / goal.target) * 100)),
    text: `${done} de ${goal.target} ${goal.target === 1 ? one : many} esta semana`,
  };
}
