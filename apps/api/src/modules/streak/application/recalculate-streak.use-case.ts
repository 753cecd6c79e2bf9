import { Injectable } from '@nestjs/common';
import {
  plantStageFor,
  streakFromHistory,
  toStreakView,
  type StreakView,
  type UserView,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { PracticeLedger } from '../ports/practice-ledger.port';
import { todayFor } from '../../../platform/time/today';

/**
 * POST /api/streak/recalculate: the streak rebuilt from every practice day and saved, so a
 * missed day shows as zero and the plant goes back to its pot. Concurrent runs write the same
 * result, so no lock is needed.
 */
@Injectable()
export class RecalculateStreak {
  constructor(
    private readonly ledger: PracticeLedger,
    private readonly clock: Clock,
  ) {}

  async execute(user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt'>): Promise<StreakView> {
    const [days, stored] = await Promise.all([this.ledger.days(user.id), this.ledger.readStreak(user.id)]);
    const state = streakFromHistory(days, todayFor(this.clock, user), stored?.longestStreak ?? 0);
    return toStreakView(await this.ledger.saveStreak(user.id, state, plantStageFor(state.currentStreak)));
  }
}
