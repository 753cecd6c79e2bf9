import { Injectable } from '@nestjs/common';
import { DomainError, type ChallengeProgressState, type UserView } from '@inhala/domain';
import { UnitOfWork } from '../../../platform/database/unit-of-work.port';
import { Catalogue } from '../../content';
import { PracticeRecorder } from '../../streak';
import { ChallengeStore } from '../ports/challenge-store.port';
import { openJoinedDay, rebuildProgress, writeProgress } from './challenge-progress';
import { sectionOf } from './challenge-reflection';

/** A non-journal section is marked complete once; a journal section completes with its reflection. */
@Injectable()
export class CompleteChallengeSection {
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
  ): Promise<ChallengeProgressState> {
    const { progress, day, days } = await openJoinedDay(
      { store: this.store, catalogue: this.catalogue },
      user,
      challengeId,
      dayId,
    );
    const section = sectionOf(day, sectionNumber);
    if (section.meta === 'journal' && !(await this.store.reflection(user.id, dayId, sectionNumber))) {
      throw new DomainError('CHALLENGE.SECTION_INVALID', 'Guarda tu reflexión para completar esta sección');
    }
    return writeProgress({ store: this.store, unitOfWork: this.unitOfWork }, user, challengeId, async () => {
      await this.store.completeSection(user.id, challengeId, dayId, sectionNumber);
      return rebuildProgress(
        { store: this.store, practice: this.practice },
        user,
        challengeId,
        progress,
        days,
      );
    });
  }
}
