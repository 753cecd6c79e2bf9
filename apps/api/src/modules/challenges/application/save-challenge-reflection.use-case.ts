import { Injectable } from '@nestjs/common';
import {
  DomainError,
  type ChallengeReflectionView,
  type SaveReflectionRequest,
  type UserView,
} from '@inhala/domain';
import { UnitOfWork } from '../../../platform/database/unit-of-work.port';
import { Catalogue } from '../../content';
import { PracticeRecorder } from '../../streak';
import { ChallengeStore } from '../ports/challenge-store.port';
import { openJoinedDay, rebuildProgress, writeProgress } from './challenge-progress';
import { acceptedReflection, saveReflectionOnce } from './challenge-reflection';

/**
 * Saved once, trimmed, and never overwritten; saving completes the section. The same text sent
 * again (an offline replay, a retry after a lost answer or a crash) answers the saved reflection
 * and completes whatever the first attempt left undone; another text is refused (locked) after
 * that repair.
 */
@Injectable()
export class SaveChallengeReflection {
  constructor(
    private readonly store: ChallengeStore,
    private readonly catalogue: Catalogue,
    private readonly practice: PracticeRecorder,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(
    user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt'>,
    challengeId: number,
    dayId: number,
    sectionNumber: number,
    body: SaveReflectionRequest,
  ): Promise<ChallengeReflectionView> {
    const { progress, day, days } = await openJoinedDay(
      { store: this.store, catalogue: this.catalogue },
      user,
      challengeId,
      dayId,
    );
    const reflection = acceptedReflection(day, sectionNumber, body.response, body.prompt);
    const saved = await writeProgress(
      { store: this.store, unitOfWork: this.unitOfWork },
      user,
      challengeId,
      async () => {
        await saveReflectionOnce(this.store, user, challengeId, reflection);
        await rebuildProgress(
          { store: this.store, practice: this.practice },
          user,
          challengeId,
          progress,
          days,
        );
        return this.store.reflection(user.id, dayId, reflection.sectionNumber);
      },
    );
    if (!saved) throw new DomainError('CHALLENGE.REFLECTION_NOT_FOUND');
    if (saved.response !== reflection.response) throw new DomainError('CHALLENGE.REFLECTION_LOCKED');
    return saved;
  }
}
