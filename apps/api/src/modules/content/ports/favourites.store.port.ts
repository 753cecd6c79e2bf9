import type { FavoriteMeditationView } from '@inhala/domain';

export abstract class FavouritesStore {
  abstract list(userId: string): Promise<FavoriteMeditationView[]>;
  /** False when the meditation does not exist. Idempotent. */
  abstract set(userId: string, meditationId: number, favourite: boolean): Promise<boolean>;
}
