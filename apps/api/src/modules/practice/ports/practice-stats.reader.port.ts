import type { PracticeDayRow, StreakState, WeeklyGoal } from '@inhala/domain';

/** Everything the stats need, read at once (one statement however long the history). */
export interface PracticeFigures {
  days: PracticeDayRow[];
  sessions: number;
  totalSeconds: number;
  ritualsCompleted: number;
  streak: StreakState | null;
  weeklyGoal: WeeklyGoal | null;
}

export abstract class PracticeStatsReader {
  /** `first` and `today` are the calendar's ends, civil days in the person's zone. */
  abstract read(ownerId: string, first: string, today: string): Promise<PracticeFigures>;
}
