import { Injectable } from '@nestjs/common';
import { EMPTY_STREAK, streakOn, toStreakView, type StreakView, type UserView } from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { PracticeLedger } from '../ports/practice-ledger.port';
import { todayFor } from '../../../platform/time/today';

/** GET /api/streak: the stored streak as it stands today (zero after a missed day). */
@Injectable()
export class GetStreak {
  constructor(
    private readonly ledger: PracticeLedger,
    private readonly clock: Clock,
  ) {}

  async execute(user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt'>): Promise<StreakView> {
    const stored = (await this.ledger.readStreak(user.id)) ?? EMPTY_STREAK;
    return toStreakView(streakOn(stored, todayFor(this.clock, user)));
  }
}
