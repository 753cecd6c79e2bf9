import type { SearchTerm } from '@inhala/domain';

/** What a search found: published meditations, best first, and the typos it corrected. */
export interface SearchResult {
  ids: number[];
  /** A word that matched nothing, and the catalogue's word it was read as (folded). */
  corrections: Array<{ from: string; to: string }>;
}

/**
 * The catalogue's search index: every term must match (any of its alternatives), ranked by where
 * they match (name above categories and keywords above description). A term that matches no
 * practice at all is read as the catalogue's closest word, when one is close enough.
 */
export abstract class MeditationSearch {
  abstract search(terms: SearchTerm[], limit: number): Promise<SearchResult>;
}
