import fc from 'fast-check';
import { similarMeditations, similarityScore, type SimilarityFacets } from './similarity';

const m = (
  id: number,
  typeIds: number[] = [],
  keywordIds: number[] = [],
  categoryIds: number[] = [],
): SimilarityFacets => ({ id, typeIds, keywordIds, categoryIds });

describe('meditation similarity (02 §4.10)', () => {
  it('scores 3 for a type match, 2 per keyword and 1 per category', () => {
    const target = m(1, [1], [10, 11], [20, 21]);
    expect(similarityScore(target, m(2, [1]))).toBe(3);
    expect(similarityScore(target, m(3, [2], [10, 11]))).toBe(4);
    expect(similarityScore(target, m(4, [], [], [21]))).toBe(1);
    expect(similarityScore(target, m(5, [1, 9], [11], [20, 21]))).toBe(3 + 2 + 2);
  });

  it('keeps the top 3, ties in catalogue order, never the meditation itself', () => {
    const target = m(1, [1], [10], [20]);
    const catalogue = [target, m(2, [], [], [20]), m(3, [1]), m(4, [1]), m(5, [], [10]), m(6, [1], [10])];
    expect(similarMeditations(target, catalogue).map((x) => x.id)).toEqual([6, 3, 4]);
  });

  it('falls back to 3 at random when nothing scores, using the injected source', () => {
    const target = m(1, [1]);
    const catalogue = [target, m(2), m(3), m(4), m(5)];
    const zero = similarMeditations(target, catalogue, () => 0).map((x) => x.id);
    const high = similarMeditations(target, catalogue, () => 0.99).map((x) => x.id);
    expect(zero).toHaveLength(3);
    expect(high).toHaveLength(3);
    expect(zero).not.toEqual(high);
    expect(zero).not.toContain(1);
  });

  it('fills up to 3 at random when fewer than 3 score', () => {
    const target = m(1, [1]);
    const result = similarMeditations(target, [target, m(2), m(3, [1]), m(4), m(5)], () => 0);
    expect(result[0]?.id).toBe(3);
    expect(result).toHaveLength(3);
  });

  it('always returns min(3, others) distinct meditations other than the target', () => {
    const facets = fc.record({
      typeIds: fc.array(fc.nat(3), { maxLength: 2 }),
      keywordIds: fc.array(fc.nat(6), { maxLength: 3 }),
      categoryIds: fc.array(fc.nat(4), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(
        fc.array(facets, { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (list, r) => {
          const catalogue = list.map((f, i) => ({ id: i + 1, ...f }));
          const target = catalogue[0]!;
          const result = similarMeditations(target, catalogue, () => r);
          expect(result).toHaveLength(Math.min(3, catalogue.length - 1));
          expect(new Set(result.map((x) => x.id)).size).toBe(result.length);
          expect(result.some((x) => x.id === target.id)).toBe(false);
        },
      ),
    );
  });
});
