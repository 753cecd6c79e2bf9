import { Injectable } from '@nestjs/common';
import { challengeDaysFor, type ChallengeDayView, type Role } from '@inhala/domain';
import { Catalogue } from '../../content';
import { existingChallenge } from './challenge-progress';

/**
 * GET /api/challenges/{id}/days: open to everyone, like the bundle that holds them too; the
 * sections' media links only for full access (the same rule as the bundle's, in the domain).
 */
@Injectable()
export class ListChallengeDays {
  constructor(private readonly catalogue: Catalogue) {}

  async execute(challengeId: number, viewerRole: Role | null): Promise<ChallengeDayView[]> {
    await existingChallenge(this.catalogue, challengeId);
    return challengeDaysFor(viewerRole, await this.catalogue.challengeDays(challengeId));
  }
}
