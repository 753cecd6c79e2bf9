import type {
  AdminLookup,
  AdminLookups,
  AdminMeditation,
  AdminSortOrder,
  LookupKind,
  MeditationInput,
  QuickMeditationInput,
} from '@inhala/domain';
import { ContentEditor } from './content-editor.port';

/**
 * Meditations as the CMS edits them (02 §3.3): the row with its categories, keywords, types and
 * tags, written together. A slug left empty is made from the name and made unique among live
 * meditations (-2, -3...); a slug asked for and taken is ADMIN.DUPLICATE; on edit an empty slug
 * keeps the current one. Unknown category, keyword, type or tag ids are VALIDATION.FAILED.
 */
export abstract class MeditationEditor extends ContentEditor<MeditationInput, AdminMeditation> {
  /** /admin/meditations-simple: a draft with one category, completed later in the full editor. */
  abstract createQuick(
    input: QuickMeditationInput & Pick<MeditationInput, 'mediaSeconds'>,
  ): Promise<AdminMeditation>;
  /**
   * The ids (a page of the list, or any subset) take the places they held, in the order given;
   * every other meditation keeps its own. Answers the rows whose sortOrder changed, before and
   * after, or null when an id names no live meditation.
   */
  abstract reorder(
    ids: number[],
  ): Promise<{ before: AdminSortOrder[]; after: AdminSortOrder[]; order: AdminSortOrder[] } | null>;
}

/**
 * The meditation lookups (categories, keywords, types, tags). `ensure` answers the entry whose
 * name matches case-insensitively, or creates it; two admins adding the same name at once get
 * the same entry.
 */
export abstract class LookupEditor {
  abstract all(): Promise<AdminLookups>;
  abstract ensure(kind: LookupKind, name: string): Promise<{ lookup: AdminLookup; created: boolean }>;
}
