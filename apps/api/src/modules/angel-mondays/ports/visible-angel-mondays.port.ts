import type { AngelMondayView } from '@inhala/domain';

/** What another context may name of a message: its title and the card's gradient. */
export type AngelMondayTitle = Pick<AngelMondayView, 'id' | 'title' | 'gradientOption'>;

/**
 * A small read of the messages people may see now, by id, for the other contexts (the
 * 'Continuar escuchando' shelf and its position reports): no texts, no full list.
 */
export abstract class VisibleAngelMondays {
  /** Those of `ids` people may see now, in no set order; unknown, draft, deleted and later ones are left out. */
  abstract titles(ids: readonly number[]): Promise<AngelMondayTitle[]>;
}
