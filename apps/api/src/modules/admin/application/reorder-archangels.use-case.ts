import { Injectable } from '@nestjs/common';
import { ADMIN_MESSAGES, DomainError, isCompleteOrder, type AdminArchangel } from '@inhala/domain';
import { ArchangelEditor } from '../../content';
import type { AuditActor } from '../ports/audit-log.port';
import { AuditedEdits } from './audited-edits';

const ordered = (list: AdminArchangel[]) => list.map(({ id, name, sortOrder }) => ({ id, name, sortOrder }));

/**
 * PUT /api/admin/archangels/order: the archangels' order (dragged in the list), one audited
 * change. The ids must name every archangel not deleted, once: a list read before someone else
 * added or deleted one is refused rather than half-applied.
 */
@Injectable()
export class ReorderArchangels {
  constructor(
    private readonly edits: AuditedEdits,
    private readonly archangels: ArchangelEditor,
  ) {}

  execute(ids: number[], actor: AuditActor): Promise<AdminArchangel[]> {
    return this.edits.apply('archangel', actor, async () => {
      const before = await this.archangels.all();
      if (
        !isCompleteOrder(
          ids,
          before.map((a) => a.id),
        )
      )
        throw new DomainError('VALIDATION.FAILED', ADMIN_MESSAGES.archangelOrderInvalid);
      await this.archangels.reorder(ids);
      const after = await this.archangels.all();
      return {
        action: 'update',
        before: ordered(before),
        after: ordered(after),
        subject: after,
        entityId: null,
        entityName: 'Orden de los arcángeles',
      };
    });
  }
}
