import { Injectable } from '@nestjs/common';
import type { SectionCompletionView } from '@inhala/domain';
import { Catalogue } from '../../content';
import { ChallengeStore } from '../ports/challenge-store.port';
import { existingChallenge } from './challenge-progress';

/** GET /api/challenges/{id}/completions: the sections the person completed in this challenge. */
@Injectable()
export class ListSectionCompletions {
  constructor(
    private readonly store: ChallengeStore,
    private readonly catalogue: Catalogue,
  ) {}

  async execute(ownerId: string, challengeId: number): Promise<SectionCompletionView[]> {
    await existingChallenge(this.catalogue, challengeId);
    return this.store.completions(ownerId, challengeId);
  }
}
