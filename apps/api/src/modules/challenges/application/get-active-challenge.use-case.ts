import { Injectable } from '@nestjs/common';
import type { ActiveChallengeResponse } from '@inhala/domain';
import { Catalogue } from '../../content';
import { ChallengeStore } from '../ports/challenge-store.port';

/**
 * GET /api/challenges/active: the one challenge the person is doing, if any; none while the
 * admin has withdrawn it (its progress is kept, and shows again if it is published again).
 */
@Injectable()
export class GetActiveChallenge {
  constructor(
    private readonly store: ChallengeStore,
    private readonly catalogue: Catalogue,
  ) {}

  async execute(ownerId: string): Promise<ActiveChallengeResponse> {
    const active = (await this.store.progress(ownerId)).find((p) => p.isActive);
    if (!active || !(await this.catalogue.challenge(active.challengeId))) return { activeChallenge: null };
    const { challengeId, currentDay, completedDays } = active;
    return { activeChallenge: { challengeId, currentDay, completedDays } };
  }
}
