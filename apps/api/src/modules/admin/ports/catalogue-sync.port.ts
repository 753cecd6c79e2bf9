import type { CatalogueImport, SyncKind, SyncKindChanges } from '@inhala/domain';

/**
 * Writes a checked catalogue file (02 §3.12 bulk-import shapes) into the catalogue, inside the
 * open unit of work: each item upserted by its natural key among the live rows, only where it
 * differs from what is stored. A name the file refers to that exists neither in the file nor in
 * the catalogue is ADMIN.SYNC_INVALID, and the caller's transaction undoes what was written.
 */
export abstract class CatalogueSync {
  abstract apply(catalogue: CatalogueImport): Promise<Record<SyncKind, SyncKindChanges>>;
}
