import { Injectable } from '@nestjs/common';
import { DomainError, type ChallengeProgressView } from '@inhala/domain';
import { Catalogue } from '../../content';
import { ChallengeStore } from '../ports/challenge-store.port';
import { existingChallenge, withdrawnActive } from './challenge-progress';

/**
 * One active challenge at a time, also under concurrent joins; joining again is harmless. An
 * active challenge the admin has withdrawn (deleted or unpublished) no longer holds the place:
 * it is left (its progress kept) so the person can join another.
 */
@Injectable()
export class JoinChallenge {
  constructor(
    private readonly store: ChallengeStore,
    private readonly catalogue: Catalogue,
  ) {}

  async execute(ownerId: string, challengeId: number): Promise<ChallengeProgressView> {
    await existingChallenge(this.catalogue, challengeId);
    let current = await this.store.progress(ownerId);
    const withdrawn = await withdrawnActive(this.catalogue, current);
    if (withdrawn) {
      await this.store.deactivate(ownerId, withdrawn);
      current = await this.store.progress(ownerId);
    }
    const same = current.find((p) => p.challengeId === challengeId);
    if (same?.isActive) return same;
    if (same?.isCompleted) throw new DomainError('CHALLENGE.ALREADY_COMPLETED');
    if (current.some((p) => p.isActive) || (await this.store.activate(ownerId, challengeId)) === 'busy') {
      throw new DomainError('CHALLENGE.ALREADY_ACTIVE');
    }
    const joined = (await this.store.progress(ownerId)).find((p) => p.challengeId === challengeId);
    if (!joined) throw new DomainError('CHALLENGE.NOT_FOUND');
    return joined;
  }
}
