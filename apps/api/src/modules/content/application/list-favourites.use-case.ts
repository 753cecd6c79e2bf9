import { Injectable } from '@nestjs/common';
import type { FavoriteMeditationView } from '@inhala/domain';
import { FavouritesStore } from '../ports/favourites.store.port';

/** GET /api/meditations/favorites: the person's favourites, newest first. */
@Injectable()
export class ListFavourites {
  constructor(private readonly favourites: FavouritesStore) {}

  execute(ownerId: string): Promise<FavoriteMeditationView[]> {
    return this.favourites.list(ownerId);
  }
}
