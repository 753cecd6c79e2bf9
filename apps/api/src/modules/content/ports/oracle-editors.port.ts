import type { AdminArchangel, AdminOracleCard, ArchangelInput, OracleCardInput } from '@inhala/domain';
import { ContentEditor, type SortableContent } from './content-editor.port';

/** Oracle cards as the CMS edits them (02 §3.4); an unknown arcangelId is 'El arcángel es requerido'. */
export abstract class OracleCardEditor
  extends ContentEditor<OracleCardInput, AdminOracleCard>
  implements SortableContent
{
  abstract reorder(ids: number[]): Promise<void>;
}

/**
 * Archangels as the CMS edits them (02 §3.4); names are unique among those not deleted
 * ('Ya existe un arcángel con ese nombre'). `remove` refuses (ADMIN.IN_USE, naming how many)
 * while oracle cards that are not deleted are guided by the archangel.
 */
export abstract class ArchangelEditor
  extends ContentEditor<ArchangelInput, AdminArchangel>
  implements SortableContent
{
  abstract reorder(ids: number[]): Promise<void>;
}
