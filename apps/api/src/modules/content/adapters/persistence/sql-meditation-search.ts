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

/** The migration's index (meditation_search, search_vocabulary), on PostgreSQL and PGlite alike. */
@Injectable()
export class SqlMeditationSearch extends MeditationSearch {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async search(terms: SearchTerm[], limit: number): Promise<SearchResult> {
    const read = await this.readTerms(terms);
    const corrections: SearchResult['corrections'] = [];
    const usable: SearchTerm[] = [];
    for (const [i, term] of terms.entries()) {
      const row = read[i];
      if (!row || row.nodes === 0) continue;
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
   * For each term: how many lexemes it leaves once stop words are gone (0: it says nothing to the
   * index), whether any practice has it and, when none has, the vocabulary's words most alike by
   * trigrams (pg_trgm), most alike first. One column per term, each its own constant tsquery, so
   * the GIN index answers "any practice?" at once even for a word nothing has (a scan of the
   * table, 20 ms over 10,176 meditations, when the terms were rows of an unnest).
   */
  private async readTerms(
    terms: SearchTerm[],
  ): Promise<Array<{ nodes: number; found: boolean; alike: string[] }>> {
    if (terms.length === 0) return [];
    const columns = terms.map(
      (_, i) =>
        `numnode(to_tsquery('inhala_es', $${i + 1})) AS n${i},
         EXISTS (SELECT 1 FROM meditation_search s WHERE s.document @@ to_tsquery('inhala_es', $${i + 1})) AS f${i}`,
    );
    const [row] = await this.db.query<Array<Record<string, number | boolean>>>(
      `SELECT ${columns.join(', ')}`,
      terms.map(termQuery),
    );
    const read = terms.map((_, i) => ({
      nodes: Number(row?.[`n${i}`] ?? 0),
      found: row?.[`f${i}`] === true,
      alike: [] as string[],
    }));
    const unknown = terms.filter((_, i) => read[i]!.nodes > 0 && !read[i]!.found).map((t) => t.word);
    if (unknown.length === 0) return read;
    const alike: Array<{ word: string; alike: string[] }> = await this.db.query(
      `SELECT u.word, ARRAY(
                SELECT v.word FROM search_vocabulary v
                 WHERE v.word % u.word AND similarity(v.word, u.word) >= $2
                 ORDER BY similarity(v.word, u.word) DESC, v.word LIMIT 10) AS alike
         FROM unnest($1::text[]) AS u(word)`,
      [unknown, CLOSE_ENOUGH],
    );
    const byWord = new Map(alike.map((a) => [a.word, a.alike]));
    return read.map((r, i) => ({ ...r, alike: byWord.get(terms[i]!.word) ?? [] }));
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
