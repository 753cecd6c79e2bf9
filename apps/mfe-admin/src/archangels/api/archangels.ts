import type { AdminArchangel, ArchangelInput } from '@inhala/domain';
import { adminResource } from '../../shared/api/admin-resource';

/** /api/admin/archangels: list, item, create, update, delete, restore, order. */
export const archangels = adminResource<AdminArchangel, ArchangelInput>('archangels');
