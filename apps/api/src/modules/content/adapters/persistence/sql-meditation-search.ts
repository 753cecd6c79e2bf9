import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { correctedWord, searchTermFor, type SearchTerm } from '@inhala/domain';
import { MeditationSearch, type SearchResult } from '../../ports/meditation-search.port';

/** How alike (pg_trgm similarity) a catalogue word must be to a typo to be a candidate for it. */
const CLOSE_ENOUGH = 0.3;

/**
 * A term as tsquery text in the `inhala_es` configuration: its alternatives OR-ed (a phrase as
 * words in a row), the word being typed as a prefix. Terms are folded [a-z0-9] words
 * (searchTerms), so the text needs no quoting.
 */
function termQuery(term: SearchTerm): string {
  const words = term.prefix ? [...term.alternatives, `${term.word}:*`] : term.alternatives;
  return `(${[...new Set(words)].map((w) => w.split(' ').join(' <-> ')).join(' | ')})`;
}

/**
 * Each term's main word: its synonym group's first ('nervios' → 'ansiedad', 'empezar' →
 * 'principiantes'), else the word as typed. A practice that uses it ranks higher.
 */
function mainWords(terms: SearchTerm[]): string {
  return terms
    .map((t) => (t.prefix ? `${t.word}:*` : (t.alternatives[0] ?? t.word).split(' ').join(' <-> ')))
    .join(' | ');
}

interface TermRow {
  word: string;
  /** Lexemes left once stop words are gone: 0 means the term says nothing to the index. */
  nodes: number;
  found: boolean;
  /** When not found: the vocabulary's words most alike, by trigrams (pg_trgm), most alike first. */
  alike: string[];
}

/** The migration's index (meditation_search, search_vocabulary), on PostgreSQL and PGlite alike. */
@Injectable()
export class SqlMeditationSearch extends MeditationSearch {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async search(terms: SearchTerm[], limit: number): Promise<SearchResult> {
    const rows: TermRow[] = await this.db.query(
      `SELECT t.word, t.nodes, t.found,
              CASE WHEN t.found THEN '{}'::text[] ELSE ARRAY(
                SELECT v.word FROM search_vocabulary v
                 WHERE v.word % t.word AND similarity(v.word, t.word) >= $3
                 ORDER BY similarity(v.word, t.word) DESC, v.word LIMIT 10) END AS alike
         FROM (SELECT word, n, numnode(to_tsquery('inhala_es', q)) AS nodes,
                      EXISTS (SELECT 1 FROM meditation_search s
                               WHERE s.document @@ to_tsquery('inhala_es', q)) AS found
                 FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS u(word, q, n)) t
        ORDER BY t.n`,
      [terms.map((t) => t.word), terms.map(termQuery), CLOSE_ENOUGH],
    );
    const corrections: SearchResult['corrections'] = [];
    const usable: SearchTerm[] = [];
    for (const [i, term] of terms.entries()) {
      const row = rows[i];
      if (!row || Number(row.nodes) === 0) continue;
      const closest = row.found ? null : correctedWord(term.word, row.alike);
      if (!closest) usable.push(term);
      else {
        corrections.push({ from: term.word, to: closest });
        usable.push(searchTermFor(closest));
      }
    }
    if (usable.length === 0) return { ids: [], corrections };
    const ids = await this.ranked(usable, limit);
    return { ids, corrections };
  }

  /**
   * Practices with every term first, then those with some; within each, by ts_rank (name above
   * labels above description), each term's main word counting twice its synonyms.
   */
  private async ranked(terms: SearchTerm[], limit: number): Promise<number[]> {
    const parts = terms.map(termQuery);
    const rows: Array<{ id: number }> = await this.db.query(
      `SELECT s.meditation_id AS id
         FROM meditation_search s,
              to_tsquery('inhala_es', $1) AS every_term, to_tsquery('inhala_es', $2) AS any_term,
              to_tsquery('inhala_es', $3) AS main
        WHERE s.live AND s.document @@ any_term
        ORDER BY s.document @@ every_term DESC,
                 ts_rank(s.document, any_term) + 2 * ts_rank(s.document, main) DESC,
                 s.sort_order, s.meditation_id
        LIMIT $4`,
      [parts.join(' & '), parts.join(' | '), mainWords(terms), limit],
    );
    return rows.map((r) => Number(r.id));
  }
}
