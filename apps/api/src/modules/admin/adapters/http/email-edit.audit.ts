import type { AuditAction } from '@inhala/domain';
import type { EmailEdit } from '../../../email';
import type { AuditedChange } from '../../application/audited-edits';

/** An e-mail context change as AuditedEdits.apply records it: before, after, and the item's name. */
export function auditedEmailEdit<T>(
  action: AuditAction,
  entityId: string,
  nameOf: (item: T) => string,
  edit: () => Promise<EmailEdit<T>>,
): () => Promise<AuditedChange<T>> {
  return async () => {
    const { before, after } = await edit();
    return { action, before, after, subject: after, entityId, entityName: nameOf(after) };
  };
}
