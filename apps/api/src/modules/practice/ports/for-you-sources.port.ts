import type { MeditationView, UserView } from '@inhala/domain';

/** What 'Para ti' needs from the other contexts: the catalogue, favourites and today's ritual. */
export abstract class ForYouSources {
  /** The published catalogue, in its order. */
  abstract catalogue(): Promise<MeditationView[]>;
  /** Favourite meditation ids, the most recent first. */
  abstract favourites(ownerId: string): Promise<number[]>;
  /** Today's ritual, in the person's practice day, or null without one. */
  abstract ritualToday(
    user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt' | 'role'>,
  ): Promise<{ intention: string; meditationId: number | null } | null>;
}
