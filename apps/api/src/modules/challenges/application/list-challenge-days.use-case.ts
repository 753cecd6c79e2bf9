import { Injectable } from '@nestjs/common';
import type { ChallengeDayView } from '@inhala/domain';
import { Catalogue } from '../../content';
import { existingChallenge } from './challenge-progress';

/** GET /api/challenges/{id}/days: open to everyone, like the bundle that holds them too. */
@Injectable()
export class ListChallengeDays {
  constructor(private readonly catalogue: Catalogue) {}

  async execute(challengeId: number): Promise<ChallengeDayView[]> {
    await existingChallenge(this.catalogue, challengeId);
    return this.catalogue.challengeDays(challengeId);
  }
}
