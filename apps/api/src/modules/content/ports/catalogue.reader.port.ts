import type { ContentBundle } from '@inhala/domain';

/** Reads the whole catalogue in a fixed number of queries, whatever its size. */
export abstract class CatalogueReader {
  abstract readBundle(): Promise<ContentBundle>;
}
