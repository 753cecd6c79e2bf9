import { Injectable } from '@nestjs/common';
import { DomainError, type AdminSortOrder } from '@inhala/domain';
import { CatalogueChanges, MeditationEditor } from '../../content';
import { UnitOfWork } from '../../../platform/database/unit-of-work.port';
import { AuditLog, type AuditActor } from '../ports/audit-log.port';

/** What the audit log calls a change of the catalogue's order. */
export const MEDITATION_ORDER_ENTRY = 'Orden de las meditaciones';

/**
 * Drag ordering in /admin/meditations: the meditations of a page take its new order, in one
 * transaction with one audit entry (the sortOrder of each moved meditation, before and after).
 */
@Injectable()
export class ReorderMeditations {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly editor: MeditationEditor,
    private readonly audit: AuditLog,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute(ids: number[], actor: AuditActor): Promise<AdminSortOrder[]> {
    const { order, changed } = await this.uow.run(async () => {
      const result = await this.editor.reorder(ids);
      if (!result) throw new DomainError('ADMIN.NOT_FOUND');
      if (result.after.length > 0)
        await this.audit.record({
          actor,
          action: 'update',
          entityType: 'meditation',
          entityId: null,
          entityName: MEDITATION_ORDER_ENTRY,
          changes: { before: result.before, after: result.after },
        });
      return { order: result.order, changed: result.after.length > 0 };
    });
    if (changed) await this.changes.announce();
    return order;
  }
}
