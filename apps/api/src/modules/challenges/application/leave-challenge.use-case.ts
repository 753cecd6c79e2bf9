import { Injectable } from '@nestjs/common';
import { DomainError } from '@inhala/domain';
import { Catalogue } from '../../content';
import { ChallengeStore } from '../ports/challenge-store.port';
import { existingChallenge } from './challenge-progress';

/**
 * Leaving keeps the progress: joining again continues where the person left off. A challenge the
 * admin has since withdrawn (deleted or unpublished) can still be left, from the progress alone.
 */
@Injectable()
export class LeaveChallenge {
  constructor(
    private readonly store: ChallengeStore,
    private readonly catalogue: Catalogue,
  ) {}

  async execute(ownerId: string, challengeId: number): Promise<void> {
    if (await this.store.deactivate(ownerId, challengeId)) return;
    await existingChallenge(this.catalogue, challengeId);
    throw new DomainError('CHALLENGE.NOT_JOINED');
  }
}
