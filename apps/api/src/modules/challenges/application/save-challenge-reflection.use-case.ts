import { Injectable } from '@nestjs/common';
import {
  DomainError,
  type ChallengeReflectionView,
  type SaveReflectionRequest,
  type UserView,
} from '@inhala/domain';
import { Catalogue } from '../../content';
import { PracticeRecorder } from '../../streak';
import { ChallengeStore } from '../ports/challenge-store.port';
import { openJoinedDay, rebuildProgress } from './challenge-progress';
import { acceptedReflection, saveReflectionOnce } from './challenge-reflection';

/** Saved once, trimmed, and never overwritten; saving completes the section. */
@Injectable()
export class SaveChallengeReflection {
  constructor(
    private readonly store: ChallengeStore,
    private readonly catalogue: Catalogue,
    private readonly practice: PracticeRecorder,
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
    if (!(await saveReflectionOnce(this.store, user, challengeId, reflection))) {
      // The same reflection sent again (an offline replay, a retry after a lost answer) is the same write.
      const earlier = await this.store.reflection(user.id, dayId, reflection.sectionNumber);
      if (earlier?.response !== reflection.response) throw new DomainError('CHALLENGE.REFLECTION_LOCKED');
    }
    await rebuildProgress({ store: this.store, practice: this.practice }, user, challengeId, progress, days);
    const saved = await this.store.reflection(user.id, dayId, reflection.sectionNumber);
    if (!saved) throw new DomainError('CHALLENGE.REFLECTION_NOT_FOUND');
    return saved;
  }
}
