import { Injectable } from '@nestjs/common';
import type { StreakView, UserView } from '@inhala/domain';
import { UnitOfWork } from '../../../platform/database/unit-of-work.port';
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
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The day and the streak counted from it together (or inside the caller's unit of work). */
  execute(
    user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt'>,
    source: PracticeSource,
  ): Promise<StreakView | null> {
    return this.unitOfWork.run(async () => {
      const isNewDay = await this.ledger.addDay(user.id, todayFor(this.clock, user), source);
      return isNewDay ? this.recalculate.execute(user) : null;
    });
  }
}
