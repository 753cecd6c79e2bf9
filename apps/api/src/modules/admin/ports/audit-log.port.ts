import type { AdminPage, AuditAction, AuditEntityType, AuditEntryView, AuditQuery } from '@inhala/domain';

/** Who made a change, from where (02 §3.12: userId, ipAddress, userAgent). */
export interface AuditActor {
  userId: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | null;
  entityName: string | null;
  changes: { before: unknown; after: unknown } | null;
}

/**
 * The admin audit log. `record` takes part in the open unit of work: the entry is committed
 * with the change it describes, or not at all.
 */
export abstract class AuditLog {
  abstract record(entry: AuditRecord): Promise<void>;
  abstract search(query: AuditQuery): Promise<AdminPage<AuditEntryView>>;
}
