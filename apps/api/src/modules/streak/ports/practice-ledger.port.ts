import type { StreakState } from '@inhala/domain';
import type { PracticeSource } from './practice-recorder.port';

/**
 * The days on which a person completed a practice, and the streak kept from them. Recording a
 * day twice (or concurrently) stores it once.
 */
export abstract class PracticeLedger {
  /** True when the day was new for this person. */
  abstract addDay(ownerId: string, day: string, source: PracticeSource): Promise<boolean>;
  abstract days(ownerId: string): Promise<string[]>;
  abstract readStreak(ownerId: string): Promise<StreakState | null>;
  /** Saves the streak; the stored longest streak is kept when it is higher. */
  abstract saveStreak(ownerId: string, state: StreakState, plantStage: number): Promise<StreakState>;
}
