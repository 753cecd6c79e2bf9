import { Injectable } from '@nestjs/common';
import type { ActiveChallengeResponse } from '@inhala/domain';
import { ChallengeStore } from '../ports/challenge-store.port';

/** GET /api/challenges/active: the one challenge the person is doing, if any. */
@Injectable()
export class GetActiveChallenge {
  constructor(private readonly store: ChallengeStore) {}

  async execute(ownerId: string): Promise<ActiveChallengeResponse> {
    const active = (await this.store.progress(ownerId)).find((p) => p.isActive);
    if (!active) return { activeChallenge: null };
    const { challengeId, currentDay, completedDays } = active;
    return { activeChallenge: { challengeId, currentDay, completedDays } };
  }
}
