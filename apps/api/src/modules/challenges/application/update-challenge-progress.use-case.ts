import { Injectable } from '@nestjs/common';
import {
  DomainError,
  type ChallengeProgressState,
  type UpdateChallengeProgressRequest,
  type UserView,
} from '@inhala/domain';
import { UnitOfWork } from '../../../platform/database/unit-of-work.port';
import { Catalogue } from '../../content';
import { PracticeRecorder } from '../../streak';
import { ChallengeStore } from '../ports/challenge-store.port';
import {
  assertDayOpen,
  existingChallenge,
  participation,
  rebuildProgress,
  writeProgress,
} from './challenge-progress';
import { acceptedReflection, saveReflectionOnce } from './challenge-reflection';

/**
 * PATCH progress (02 §7): the reflections it carries follow the same rules as the section call
 * (the day must be open, the section a reflection, the text non-empty and not too long), all
 * checked before anything is written; one already saved is left as it is. The days and the
 * current day are not taken on trust but rebuilt from the completions.
 */
@Injectable()
export class UpdateChallengeProgress {
  constructor(
    private readonly store: ChallengeStore,
    private readonly catalogue: Catalogue,
    private readonly practice: PracticeRecorder,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(
    user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt'>,
    challengeId: number,
    body: UpdateChallengeProgressRequest,
  ): Promise<ChallengeProgressState> {
    await existingChallenge(this.catalogue, challengeId);
    const days = await this.catalogue.challengeDays(challengeId);
    const mine = await participation(this.store, user, challengeId);
    const reflections = (body.journalEntries ?? []).map((entry) => {
      const day = days.find((d) => d.dayNumber === entry.dayNumber);
      if (!day) throw new DomainError('CHALLENGE.DAY_NOT_FOUND');
      assertDayOpen(day, mine);
      return acceptedReflection(day, entry.sectionNumber, entry.content, entry.promptText);
    });
    return writeProgress({ store: this.store, unitOfWork: this.unitOfWork }, user, challengeId, async () => {
      for (const reflection of reflections)
        await saveReflectionOnce(this.store, user, challengeId, reflection);
      return rebuildProgress({ store: this.store, practice: this.practice }, user, challengeId, mine, days);
    });
  }
}
