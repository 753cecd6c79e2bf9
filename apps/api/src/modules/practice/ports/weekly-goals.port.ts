import type { WeeklyGoal } from '@inhala/domain';

/** Each person's 'Meta semanal' (the stats read it with the rest of 'Mi práctica'). */
export abstract class WeeklyGoals {
  /** Sets the goal, replacing the one there was. */
  abstract set(ownerId: string, goal: WeeklyGoal): Promise<void>;
  /** Removes the goal; nothing happens when there was none. */
  abstract clear(ownerId: string): Promise<void>;
}
