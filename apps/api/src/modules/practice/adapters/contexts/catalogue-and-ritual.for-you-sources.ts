import { Injectable } from '@nestjs/common';
import type { MeditationView, UserView } from '@inhala/domain';
import { Catalogue, ListFavourites } from '../../../content';
import { GetTodayRitual } from '../../../ritual';
import { ForYouSources } from '../../ports/for-you-sources.port';

/** The content context's cached catalogue and favourites, and the ritual context's today. */
@Injectable()
export class CatalogueAndRitualForYouSources extends ForYouSources {
  constructor(
    private readonly content: Catalogue,
    private readonly listFavourites: ListFavourites,
    private readonly todayRitual: GetTodayRitual,
  ) {
    super();
  }

  catalogue(): Promise<MeditationView[]> {
    return this.content.meditations();
  }

  async favourites(ownerId: string): Promise<number[]> {
    return (await this.listFavourites.execute(ownerId)).map((f) => f.id);
  }

  async ritualToday(
    user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt' | 'role'>,
  ): Promise<{ intention: string; meditationId: number | null } | null> {
    const ritual = await this.todayRitual.execute(user);
    return ritual ? { intention: ritual.intention, meditationId: ritual.meditation.id } : null;
  }
}
