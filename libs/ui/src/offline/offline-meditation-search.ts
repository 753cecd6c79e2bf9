import { create, insertMultiple, search, type Orama } from '@orama/orama';
import { stemmer } from '@orama/stemmers/spanish';
import {
  correctedWord,
  foldText,
  searchTermFor,
  searchTerms,
  type MeditationView,
  type SearchTerm,
} from '@inhala/domain';

/**
 * The search a device makes on its own, offline or when the server cannot answer: an Orama index
 * over the catalogue it holds, its text accent-folded as the server's is, words reduced to their
 * Spanish stem ('sueños' finds 'sueño'), ranked by BM25 with the name counting most. The query is
 * read by the domain's rules the server uses too (searchTerms: little words left out, synonyms;
 * correctedWord: a typo is the catalogue word it is fewest edits from), so both find alike.
 */
export type SearchableMeditation = Pick<
  MeditationView,
  'id' | 'name' | 'description' | 'keywords' | 'categories' | 'type'
>;

const SCHEMA = { ref: 'number', name: 'string', tags: 'string', about: 'string' } as const;
/** The name says most of what a practice is, its intentions and category next, then the description. */
const BOOST = { name: 3, tags: 2, about: 1 } as const;

export interface OfflineMeditationIndex {
  /** The ids of the matching meditations, best first (the catalogue's order breaks ties). */
  search(query: string): number[];
}

export function offlineMeditationIndex(meditations: readonly SearchableMeditation[]): OfflineMeditationIndex {
  const db: Orama<typeof SCHEMA> = create({
    schema: SCHEMA,
    components: { tokenizer: { language: 'spanish', stemming: true, stemmer } },
  });
  const docs = meditations.map((m) => ({
    ref: m.id,
    name: foldText(m.name),
    tags: foldText([...m.keywords, ...m.categories, m.type ?? ''].join(' ')),
    about: foldText(m.description ?? ''),
  }));
  // Orama's insert returns a promise only when a hook is async; none is here.
  void insertMultiple(db, docs);
  const vocabulary = [
    ...new Set(docs.flatMap((d) => `${d.name} ${d.tags} ${d.about}`.split(/[^a-z0-9]+/))),
  ].filter((w) => w.length > 2);
  const known = new Set(vocabulary);
  const order = new Map(meditations.map((m, i) => [m.id, i]));

  /** A word that is nowhere in the catalogue is read as the catalogue word it was meant to be. */
  const understood = (term: SearchTerm): SearchTerm => {
    if (term.alternatives.some((w) => known.has(w) || w.includes(' '))) return term;
    if (term.prefix && vocabulary.some((w) => w.startsWith(term.word))) return term;
    const near = vocabulary.filter((w) => Math.abs(w.length - term.word.length) <= 2);
    const corrected = correctedWord(term.word, near);
    return corrected ? searchTermFor(corrected) : term;
  };

  /** Each meditation that has the term (any of its alternatives), with its score. */
  const scoresFor = (term: SearchTerm): Map<number, number> => {
    const result = search(db, {
      term: term.alternatives.join(' '),
      properties: ['name', 'tags', 'about'],
      boost: BOOST,
      // Any of the words, not all: a term's alternatives are one need said in different words.
      // Orama matches the start of a word, which is right for the word still being typed
      // ('respir' → 'respiración'); whole words meet through their stems.
      threshold: 1,
      limit: meditations.length,
    }) as { hits: Array<{ score: number; document: { ref: number } }> };
    return new Map(result.hits.map((hit) => [hit.document.ref, hit.score]));
  };

  return {
    search(query) {
      const terms = searchTerms(query).map(understood);
      // As on the server: practices with every term first, then those with some.
      const found = new Map<number, { terms: number; score: number }>();
      for (const scores of terms.map(scoresFor)) {
        for (const [id, score] of scores) {
          const so = found.get(id) ?? { terms: 0, score: 0 };
          found.set(id, { terms: so.terms + 1, score: so.score + score });
        }
      }
      return [...found]
        .sort(
          ([a, x], [b, y]) =>
            y.terms - x.terms || y.score - x.score || (order.get(a) ?? 0) - (order.get(b) ?? 0),
        )
        .map(([id]) => id);
    },
  };
}
