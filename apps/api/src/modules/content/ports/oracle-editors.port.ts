import type { AdminArchangel, AdminOracleCard, ArchangelInput, OracleCardInput } from '@inhala/domain';
import { ContentEditor } from './content-editor.port';

/** Oracle cards as the CMS edits them (02 §3.4); an unknown arcangelId is 'El arcángel es requerido'. */
export abstract class OracleCardEditor extends ContentEditor<OracleCardInput, AdminOracleCard> {}

/**
 * Archangels as the CMS edits them (02 §3.4); names are unique among those not deleted
 * ('Ya existe un arcángel con ese nombre'). `remove` refuses (ADMIN.IN_USE, naming how many)
 * while oracle cards that are not deleted are guided by the archangel.
 */
export abstract class ArchangelEditor extends ContentEditor<ArchangelInput, AdminArchangel> {
  /** Every archangel not deleted, in their order (sort order, then id). */
  abstract all(): Promise<AdminArchangel[]>;
  /** Gives the archangels these sort orders: 0, 1, 2... in the order of `ids`. */
  abstract reorder(ids: number[]): Promise<void>;
}
