import { Injectable } from '@nestjs/common';
import {
  DomainError,
  ERROR_MESSAGES,
  SYNC_KINDS,
  checkCatalogueImport,
  isUploadUrl,
  syncErrorMessage,
  syncKeyOf,
  type CatalogueImport,
  type SyncKind,
  type SyncKindChanges,
  type SyncResult,
  type SyncSummary,
} from '@inhala/domain';
import { CatalogueChanges } from '../../content';
import { FileStorage } from '../../media';
import { UnitOfWork } from '../../../platform/database/unit-of-work.port';
import { AuditLog, type AuditActor } from '../ports/audit-log.port';
import { CatalogueSync } from '../ports/catalogue-sync.port';

/** Carries a dry run's answer out of the transaction it rolls back. */
class DryRunRollback extends Error {
  constructor(readonly result: SyncResult) {
    super('dry run rolled back');
  }
}

/** `summary.<list>Upserted`: what the run created or changed in that list. */
export function syncSummary(changes: Record<SyncKind, SyncKindChanges>): SyncSummary {
  const upserted = (kind: SyncKind) => changes[kind].created + changes[kind].updated;
  return {
    meditationsUpserted: upserted('meditations'),
    categoriesUpserted: upserted('categories'),
    keywordsUpserted: upserted('keywords'),
    typesUpserted: upserted('types'),
    challengesUpserted: upserted('challenges'),
    challengeDetailsUpserted: upserted('challengeDetails'),
    oracleCardsUpserted: upserted('oracleCards'),
    archangelsUpserted: upserted('archangels'),
  };
}

/**
 * 'Sincronizar catálogo' (02 §3.12, §7): the catalogue file checked item by item with the admin
 * forms' rules, then written in one transaction with one 'sync' audit entry holding what it did.
 * A dry run does exactly the same work and rolls it back, so what it answers is what the real
 * run would do, and it writes nothing. Items already as the file says are not written, so the
 * same file twice upserts once. Any refusal is ADMIN.SYNC_INVALID naming the item, with nothing
 * written; after a real run every API process drops its content bundle.
 */
@Injectable()
export class SyncCatalogue {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLog,
    private readonly sync: CatalogueSync,
    private readonly changes: CatalogueChanges,
    private readonly files: FileStorage,
  ) {}

  async execute(file: unknown, dryRun: boolean, actor: AuditActor): Promise<SyncResult> {
    const checked = checkCatalogueImport(file);
    if (!checked.ok) throw new DomainError('ADMIN.SYNC_INVALID', checked.message);
    await this.checkUploads(checked.catalogue);
    let result: SyncResult;
    try {
      result = await this.uow.run(async () => {
        const changes = await this.sync.apply(checked.catalogue);
        const done: SyncResult = { dryRun, summary: syncSummary(changes), changes };
        await this.audit.record({
          actor,
          action: 'sync',
          entityType: 'catalogue',
          entityId: null,
          entityName: 'Catálogo',
          changes: { before: null, after: { summary: done.summary, changes } },
        });
        if (dryRun) throw new DryRunRollback(done);
        return done;
      });
    } catch (error) {
      if (error instanceof DryRunRollback) return error.result;
      throw error;
    }
    if (SYNC_KINDS.some((kind) => result.changes[kind].created + result.changes[kind].updated > 0))
      await this.changes.announce();
    return result;
  }

  /** Every /uploads/ file the file points at must exist before anything is written. */
  private async checkUploads(catalogue: CatalogueImport): Promise<void> {
    for (const kind of SYNC_KINDS) {
      for (const [index, item] of (catalogue[kind] ?? []).entries()) {
        const fields = item as { imageUrl?: string | null; sections?: Array<{ audioPath?: string | null }> };
        const urls = [fields.imageUrl, ...(fields.sections ?? []).map((section) => section.audioPath)];
        for (const url of urls) {
          const value = url?.trim();
          if (value && isUploadUrl(value) && !(await this.files.exists(value)))
            throw new DomainError(
              'ADMIN.SYNC_INVALID',
              syncErrorMessage(ERROR_MESSAGES['ADMIN.UPLOAD_MISSING'], {
                kind,
                index,
                key: syncKeyOf(kind, item),
              }),
            );
        }
      }
    }
  }
}
