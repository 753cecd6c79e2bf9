import type { AngelMondayView, MeditationView } from '@inhala/domain';

/** What 'Continuar escuchando' needs from the other contexts: the recordings it names. */
export abstract class ListeningSources {
  /** The published catalogue, in its order: a meditation's place in it is its link (/meditation/{n}). */
  abstract meditations(): Promise<MeditationView[]>;
  /** The Angel Mondays people may see now (titles only are needed here). */
  abstract angelMondays(): Promise<AngelMondayView[]>;
}
