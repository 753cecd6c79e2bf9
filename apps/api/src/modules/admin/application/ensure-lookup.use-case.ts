import { Injectable } from '@nestjs/common';
import {
  DomainError,
  lookupNameMessage,
  normaliseLookupName,
  type AdminLookup,
  type LookupKind,
} from '@inhala/domain';
import { CatalogueChanges, LookupEditor } from '../../content';
import { UnitOfWork } from '../../../platform/database/unit-of-work.port';
import { AuditLog, type AuditActor } from '../ports/audit-log.port';

/**
 * A category, keyword, type or tag typed in the meditation form ('Añadir "…"'): the entry that
 * already has that name (whatever its case) or a new one, audited as a 'lookup' creation.
 * Sending the same name twice creates it once.
 */
@Injectable()
export class EnsureLookup {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly lookups: LookupEditor,
    private readonly audit: AuditLog,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute(
    kind: LookupKind,
    rawName: string,
    actor: AuditActor,
  ): Promise<{ lookup: AdminLookup; created: boolean }> {
    const message = lookupNameMessage(rawName);
    if (message) throw new DomainError('VALIDATION.FAILED', message);
    const name = normaliseLookupName(rawName);
    const result = await this.uow.run(async () => {
      const ensured = await this.lookups.ensure(kind, name);
      if (ensured.created)
        await this.audit.record({
          actor,
          action: 'create',
          entityType: 'lookup',
          entityId: `${kind}:${ensured.lookup.id}`,
          entityName: ensured.lookup.name,
          changes: { before: null, after: { kind, ...ensured.lookup } },
        });
      return ensured;
    });
    if (result.created) await this.changes.announce();
    return result;
  }
}
