/**
 * Says that the catalogue changed (an admin edit, a sync, a refresh), so that every API process
 * drops its cached bundle and its ETag, not only the one that took the write.
 */
export abstract class CatalogueChanges {
  abstract announce(): Promise<void>;
}
