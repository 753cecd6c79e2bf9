import type { ContentBundle, OracleCardView } from '@inhala/domain';

/** Reads the catalogue from where it is stored, in a fixed number of queries whatever its size. */
export abstract class CatalogueReader {
  abstract readBundle(): Promise<ContentBundle>;
  /** These cards whatever their status (a card drawn today stays shown if unpublished since). */
  abstract oracleCards(ids: number[]): Promise<OracleCardView[]>;
}
