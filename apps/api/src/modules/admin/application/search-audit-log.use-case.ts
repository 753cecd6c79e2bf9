import { Injectable } from '@nestjs/common';
import { DomainError, type AdminPage, type AuditEntryView, type AuditQuery } from '@inhala/domain';
import { AuditLog } from '../ports/audit-log.port';

export const AUDIT_RANGE_INVALID = 'La fecha inicial no puede ser posterior a la final';

/** /admin/audit: the admin changes, newest first, by person, item and days (02 §3.12). */
@Injectable()
export class SearchAuditLog {
  constructor(private readonly audit: AuditLog) {}

  execute(query: AuditQuery): Promise<AdminPage<AuditEntryView>> {
    // YYYY-MM-DD texts compare as the days they name.
    if (query.from && query.to && query.from > query.to)
      throw new DomainError('VALIDATION.FAILED', AUDIT_RANGE_INVALID);
    return this.audit.search(query);
  }
}
