import type { MeditationView } from '@inhala/domain';

/** The meditations a ritual can be given. */
export abstract class RitualCatalogue {
  abstract meditations(): Promise<MeditationView[]>;
}
