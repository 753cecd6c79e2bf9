import { Injectable } from '@nestjs/common';
import type { RitualView, UserView } from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { todayFor } from '../../../platform/time/today';
import { RitualStore } from '../ports/ritual.store.port';

@Injectable()
export class GetTodayRitual {
  constructor(
    private readonly rituals: RitualStore,
    private readonly clock: Clock,
  ) {}

  execute(user: Pick<UserView, 'id' | 'timezone'>): Promise<RitualView | null> {
    return this.rituals.forDay(user.id, todayFor(this.clock, user));
  }
}
