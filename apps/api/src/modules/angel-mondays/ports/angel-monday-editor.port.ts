import type { AdminAngelMonday, AngelMondayInput } from '@inhala/domain';
import { ContentEditor } from '../../content';

/**
 * Angel Mondays as the CMS edits them (02 §3.7): every entry, drafts, scheduled and archived
 * ones included, searched by title. The input it is given is already clean (see
 * CleanAngelMondayInput): its text is the allow-listed HTML that is stored.
 */
export abstract class AngelMondayEditor extends ContentEditor<AngelMondayInput, AdminAngelMonday> {}
