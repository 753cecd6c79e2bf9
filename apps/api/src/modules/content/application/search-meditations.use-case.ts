import { Injectable } from '@nestjs/common';
import { DomainError, searchQueryMessage, searchTerms, type MeditationSearchView } from '@inhala/domain';
import { MeditationSearch } from '../ports/meditation-search.port';

/** How many results a search returns at most: more than anyone reads, fewer than the catalogue. */
export const SEARCH_RESULTS_LIMIT = 60;

/**
 * GET /api/meditations/search?q=: the published meditations that match a Spanish search, best
 * first. Accents, word forms, typos and synonyms are forgiven (search-terms.ts, the index).
 */
@Injectable()
export class SearchMeditations {
  constructor(private readonly index: MeditationSearch) {}

  async execute(query: string): Promise<MeditationSearchView> {
    const invalid = searchQueryMessage(query);
    if (invalid) throw new DomainError('VALIDATION.FAILED', invalid);
    const terms = searchTerms(query);
    if (terms.length === 0) return { query, ids: [], corrections: [] };
    const found = await this.index.search(terms, SEARCH_RESULTS_LIMIT);
    return { query, ids: found.ids, corrections: found.corrections };
  }
}
