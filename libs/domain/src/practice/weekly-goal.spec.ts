import type { PracticeDay } from '../contracts/practice';
import {
  WEEKLY_GOAL_TEXTS,
  daysPractisedThisWeek,
  weeklyGoalMessage,
  weeklyGoalProgress,
} from './weekly-goal';

const day = (date: string, practised: boolean): PracticeDay => ({
  date,
  minutes: practised ? 10 : 0,
  practised,
});

describe('weekly goal', () => {
  it('accepts 10 to 1200 minutes or 1 to 7 days, whole numbers, and says why it refuses the rest', () => {
    expect(weeklyGoalMessage({ kind: 'minutes', target: 10 })).toBeNull();
    expect(weeklyGoalMessage({ kind: 'minutes', target: 1200 })).toBeNull();
    expect(weeklyGoalMessage({ kind: 'days', target: 1 })).toBeNull();
    expect(weeklyGoalMessage({ kind: 'days', target: 7 })).toBeNull();
    expect(weeklyGoalMessage({ kind: 'minutes', target: 9 })).toBe(WEEKLY_GOAL_TEXTS.minutes);
    expect(weeklyGoalMessage({ kind: 'minutes', target: 30.5 })).toBe(WEEKLY_GOAL_TEXTS.minutes);
    expect(weeklyGoalMessage({ kind: 'days', target: 8 })).toBe(WEEKLY_GOAL_TEXTS.days);
    expect(weeklyGoalMessage({ kind: 'days', target: '3' })).toBe(WEEKLY_GOAL_TEXTS.days);
    expect(weeklyGoalMessage({ kind: 'horas', target: 3 })).toBe(WEEKLY_GOAL_TEXTS.kind);
    expect(WEEKLY_GOAL_TEXTS.days).toBe('Tu meta en días debe ser un número entero entre 1 y 7.');
  });

  it('counts the days with practice from Monday to today, not those of last week', () => {
    // 2026-11-26 is a Thursday: its week began on Monday the 23rd.
    const days = [
      day('2026-11-22', true),
      day('2026-11-23', true),
      day('2026-11-24', false),
      day('2026-11-25', true),
      day('2026-11-26', true),
    ];
    expect(daysPractisedThisWeek('2026-11-26', days)).toBe(3);
    // On Monday, only Monday counts.
    expect(daysPractisedThisWeek('2026-11-23', days)).toBe(1);
  });

  it('measures the week by what the goal asks for, capped at a full bar once met', () => {
    expect(weeklyGoalProgress({ kind: 'minutes', target: 60 }, { minutes: 35, days: 4 })).toEqual({
      done: 35,
      target: 60,
      reached: false,
      percent: 58,
      text: '35 de 60 minutos esta semana',
    });
    expect(weeklyGoalProgress({ kind: 'days', target: 3 }, { minutes: 35, days: 4 })).toMatchObject({
      done: 4,
      reached: true,
      percent: 100,
      text: '4 de 3 días esta semana',
    });
    expect(weeklyGoalProgress({ kind: 'days', target: 1 }, { minutes: 0, days: 0 }).text).toBe(
      '0 de 1 día esta semana',
    );
  });
});
