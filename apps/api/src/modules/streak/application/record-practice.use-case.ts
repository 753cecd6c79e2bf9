import { Injectable } from '@nestjs/common';
import type { StreakView, UserView } from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { PracticeLedger } from '../ports/practice-ledger.port';
import type { PracticeSource } from '../ports/practice-recorder.port';
import { RecalculateStreak } from './recalculate-streak.use-case';
import { todayFor } from '../../../platform/time/today';

/**
 * A practice was completed now (a whole ritual, or a challenge day). The first one of the
 * person's local day grows the streak; later ones that day change nothing.
 */
@Injectable()
export class RecordPractice {
  constructor(
    private readonly ledger: PracticeLedger,
    private readonly clock: Clock,
    private readonly recalculate: RecalculateStreak,
  ) {}

  async execute(
    user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt'>,
    source: PracticeSource,
  ): Promise<StreakView | null> {
    const isNewDay = await this.ledger.addDay(user.id, todayFor(this.clock, user), source);
    return isNewDay ? this.recalculate.execute(user) : null;
  }
}
