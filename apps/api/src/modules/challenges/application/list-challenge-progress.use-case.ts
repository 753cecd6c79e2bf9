import { Injectable } from '@nestjs/common';
import type { ChallengeProgressView } from '@inhala/domain';
import { ChallengeStore } from '../ports/challenge-store.port';

/** GET /api/challenges/user-progress: every challenge the person joined, the active one first. */
@Injectable()
export class ListChallengeProgress {
  constructor(private readonly store: ChallengeStore) {}

  execute(ownerId: string): Promise<ChallengeProgressView[]> {
    return this.store.progress(ownerId);
  }
}
