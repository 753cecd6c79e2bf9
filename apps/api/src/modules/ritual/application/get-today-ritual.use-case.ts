import { Injectable } from '@nestjs/common';
import { hasFullAccess, type RitualView, type UserView } from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { todayFor } from '../../../platform/time/today';
import { RitualStore } from '../ports/ritual.store.port';

@Injectable()
export class GetTodayRitual {
  constructor(
    private readonly rituals: RitualStore,
    private readonly clock: Clock,
  ) {}

  /**
   * A person whose subscription ended today still reads the ritual they made, but not its
   * meditation's video link: meditation media is premium (as in GET /api/content).
   */
  async execute(user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt' | 'role'>): Promise<RitualView | null> {
    const ritual = await this.rituals.forDay(user.id, todayFor(this.clock, user));
    if (!ritual || hasFullAccess(user.role)) return ritual;
    return { ...ritual, meditation: { ...ritual.meditation, videoUrl: null } };
  }
}
