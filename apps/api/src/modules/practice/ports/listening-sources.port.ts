import type { AngelMondayView, MeditationView } from '@inhala/domain';

/** What a shelf card names of an Angel Monday. */
export type ListenedAngelMonday = Pick<AngelMondayView, 'id' | 'title' | 'gradientOption'>;

/** What 'Continuar escuchando' needs from the other contexts: the recordings it names. */
export abstract class ListeningSources {
  /** The published catalogue, in its order: a meditation's place in it is its link (/meditation/{n}). */
  abstract meditations(): Promise<MeditationView[]>;
  /**
   * Those of `ids` people may see now, with their titles: a by-id read, as a report comes every
   * few seconds while someone listens.
   */
  abstract angelMondays(ids: readonly number[]): Promise<ListenedAngelMonday[]>;
}
