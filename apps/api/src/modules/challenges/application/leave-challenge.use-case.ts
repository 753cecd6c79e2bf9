import { Injectable } from '@nestjs/common';
import { DomainError } from '@inhala/domain';
import { Catalogue } from '../../content';
import { ChallengeStore } from '../ports/challenge-store.port';
import { existingChallenge } from './challenge-progress';

/** Leaving keeps the progress: joining again continues where the person left off. */
@Injectable()
export class LeaveChallenge {
  constructor(
    private readonly store: ChallengeStore,
    private readonly catalogue: Catalogue,
  ) {}

  async execute(ownerId: string, challengeId: number): Promise<void> {
    await existingChallenge(this.catalogue, challengeId);
    if (!(await this.store.deactivate(ownerId, challengeId))) throw new DomainError('CHALLENGE.NOT_JOINED');
  }
}
