import { Injectable } from '@nestjs/common';
import { DomainError, isSectionNumber, type ChallengeReflectionView } from '@inhala/domain';
import { Catalogue } from '../../content';
import { ChallengeStore } from '../ports/challenge-store.port';
import { existingChallenge } from './challenge-progress';

/** GET .../sections/{n}/journal: the saved reflection; a 404 means none yet (02 §7). */
@Injectable()
export class GetChallengeReflection {
  constructor(
    private readonly store: ChallengeStore,
    private readonly catalogue: Catalogue,
  ) {}

  async execute(
    ownerId: string,
    challengeId: number,
    dayId: number,
    sectionNumber: number,
  ): Promise<ChallengeReflectionView> {
    if (!isSectionNumber(sectionNumber)) throw new DomainError('CHALLENGE.SECTION_INVALID');
    await existingChallenge(this.catalogue, challengeId);
    const days = await this.catalogue.challengeDays(challengeId);
    if (!days.some((d) => d.id === dayId)) throw new DomainError('CHALLENGE.DAY_NOT_FOUND');
    const found = await this.store.reflection(ownerId, dayId, sectionNumber);
    if (!found) throw new DomainError('CHALLENGE.REFLECTION_NOT_FOUND');
    return found;
  }
}
