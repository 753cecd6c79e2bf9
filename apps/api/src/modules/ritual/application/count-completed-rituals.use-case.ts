import { Injectable } from '@nestjs/common';
import { RitualStore } from '../ports/ritual.store.port';

/** GET /api/ritual/completed-count: how many rituals the person completed, ever. */
@Injectable()
export class CountCompletedRituals {
  constructor(private readonly rituals: RitualStore) {}

  execute(ownerId: string): Promise<number> {
    return this.rituals.countCompleted(ownerId);
  }
}
