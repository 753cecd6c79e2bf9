import type { AdminArchangel, AdminOracleCard, ArchangelInput, OracleCardInput } from '@inhala/domain';
import { adminResource } from '../../shared/api/admin-resource';

/** /api/admin/oracle-cards: list, item, create, update, delete, restore, order. */
export const oracleCards = adminResource<AdminOracleCard, OracleCardInput>('oracle-cards');

/** The archangels a card can be guided by (the select of the card form). */
export const archangelChoices = adminResource<AdminArchangel, ArchangelInput>('archangels');
