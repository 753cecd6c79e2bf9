import { Injectable } from '@nestjs/common';
import { DomainError, type ChallengeProgressView } from '@inhala/domain';
import { Catalogue } from '../../content';
import { ChallengeStore } from '../ports/challenge-store.port';
import { existingChallenge } from './challenge-progress';

/** One active challenge at a time, also under concurrent joins; joining again is harmless. */
@Injectable()
export class JoinChallenge {
  constructor(
    private readonly store: ChallengeStore,
    private readonly catalogue: Catalogue,
  ) {}

  async execute(ownerId: string, challengeId: number): Promise<ChallengeProgressView> {
    await existingChallenge(this.catalogue, challengeId);
    const current = await this.store.progress(ownerId);
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
