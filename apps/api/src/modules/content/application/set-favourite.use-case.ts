import { Injectable } from '@nestjs/common';
import { DomainError } from '@inhala/domain';
import { FavouritesStore } from '../ports/favourites.store.port';

export const meditationNotFound = (): DomainError =>
  new DomainError('RESOURCE.NOT_FOUND', 'Meditación no encontrada');

/**
 * POST and DELETE /api/meditations/{id}/favorite: adding or removing twice changes nothing; an
 * unknown meditation is not found.
 */
@Injectable()
export class SetFavourite {
  constructor(private readonly favourites: FavouritesStore) {}

  async execute(ownerId: string, meditationId: number, favourite: boolean): Promise<void> {
    if (!(await this.favourites.set(ownerId, meditationId, favourite))) throw meditationNotFound();
  }
}
