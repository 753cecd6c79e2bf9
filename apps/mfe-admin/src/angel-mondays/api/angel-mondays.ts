import type { AdminAngelMonday, AngelMondayInput } from '@inhala/domain';
import { adminResource } from '../../shared/api/admin-resource';

/** /api/admin/angel-mondays: list, item, create, update, delete, restore. */
export const angelMondays = adminResource<AdminAngelMonday, AngelMondayInput>('angel-mondays');
