import { Injectable } from '@nestjs/common';
import {
  DomainError,
  searchQueryMessage,
  searchTerms,
  writtenForms,
  type MeditationSearchView,
  type MeditationView,
} from '@inhala/domain';
import { Catalogue } from '../ports/catalogue.port';
import { MeditationSearch } from '../ports/meditation-search.port';

/** How many results a search returns at most: more than anyone reads, fewer than the catalogue. */
export const SEARCH_RESULTS_LIMIT = 60;

/**
 * GET /api/meditations/search?q=: the published meditations that match a Spanish search, best
 * first. Accents, word forms, typos and synonyms are forgiven (search-terms.ts, the index).
 */
@Injectable()
export class SearchMeditations {
  /** Per catalogue bundle: read once from its texts, when the first correction needs it. */
  private forms = new WeakMap<readonly MeditationView[], Map<string, string>>();

  constructor(
    private readonly index: MeditationSearch,
    private readonly catalogue: Catalogue,
  ) {}

  async execute(query: string): Promise<MeditationSearchView> {
    const invalid = searchQueryMessage(query);
    if (invalid) throw new DomainError('VALIDATION.FAILED', invalid);
    const terms = searchTerms(query);
    if (terms.length === 0) return { query, ids: [], corrections: [] };
    const found = await this.index.search(terms, SEARCH_RESULTS_LIMIT);
    if (found.corrections.length === 0) return { query, ids: found.ids, corrections: [] };
    const written = await this.writtenForms();
    const corrections = found.corrections.map((c) => ({ from: c.from, to: written.get(c.to) ?? c.to }));
    return { query, ids: found.ids, corrections };
  }

  /**
   * A correction is shown as the published catalogue writes the word ('relajación'), from the
   * cached bundle: reading every text in SQL took 430 ms over 10,000 meditations.
   */
  private async writtenForms(): Promise<Map<string, string>> {
    const meditations = await this.catalogue.meditations();
    let forms = this.forms.get(meditations);
    if (!forms) {
      forms = writtenForms(
        meditations.flatMap((m) => [
          m.name,
          m.description ?? '',
          ...m.categories,
          ...m.keywords,
          m.type ?? '',
        ]),
      );
      this.forms.set(meditations, forms);
    }
    return forms;
  }
}
