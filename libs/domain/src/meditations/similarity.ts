/** What similarity needs to know about a meditation (02 §4.10). */
export interface SimilarityFacets {
  id: number;
  typeIds: readonly number[];
  keywordIds: readonly number[];
  categoryIds: readonly number[];
}

export const SIMILAR_COUNT = 3;
export const SIMILARITY_POINTS = { type: 3, keyword: 2, category: 1 } as const;

/** A number in [0, 1); injected so that the fallback can be tested. */
export type RandomSource = () => number;

function shared(a: readonly number[], b: readonly number[]): number {
  const set = new Set(a);
  return b.reduce((n, id) => (set.has(id) ? n + 1 : n), 0);
}

/** 3 points for a type match, 2 per shared keyword, 1 per shared category. */
export function similarityScore(target: SimilarityFacets, other: SimilarityFacets): number {
  const typeMatch = shared(target.typeIds, other.typeIds) > 0 ? SIMILARITY_POINTS.type : 0;
  return (
    typeMatch +
    SIMILARITY_POINTS.keyword * shared(target.keywordIds, other.keywordIds) +
    SIMILARITY_POINTS.category * shared(target.categoryIds, other.categoryIds)
  );
}

function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * The 3 similar meditations: the top scores, ties in catalogue order; when nothing scores, 3
 * chosen at random (02 §4.10), and when fewer than 3 score the rest are drawn at random the same
 * way, so the player always shows three. Never the meditation itself.
 */
export function similarMeditations<T extends SimilarityFacets>(
  target: T,
  catalogue: readonly T[],
  random: RandomSource = Math.random,
): T[] {
  const others = catalogue.filter((m) => m.id !== target.id);
  const scored = others
    .map((m, index) => ({ m, index, score: similarityScore(target, m) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const best = scored.slice(0, SIMILAR_COUNT).map((s) => s.m);
  if (best.length === SIMILAR_COUNT) return best;
  const unscored = others.filter((m) => !best.includes(m));
  return [...best, ...shuffled(unscored, random).slice(0, SIMILAR_COUNT - best.length)];
}
