import { DEMO_MEDITATIONS } from '../../../../tools/test/demo-catalogue';
import { SEARCH_LABELS } from '../../../../tools/test/search-labels';
import { offlineMeditationIndex } from './offline-meditation-search';

const index = offlineMeditationIndex(DEMO_MEDITATIONS);
const categoryOf = (id: number) => DEMO_MEDITATIONS.find((m) => m.id === id)?.categories[0];
const nameOf = (id: number) => DEMO_MEDITATIONS.find((m) => m.id === id)?.name;

describe('the device’s own search of the catalogue (offline)', () => {
  it('should find what the labelled Spanish searches ask for, as the server does: mean precision@5 ≥ 0.8', () => {
    const precisions = SEARCH_LABELS.map((label) => {
      const relevant = new Set(
        DEMO_MEDITATIONS.filter(
          (m) =>
            (label.categories ?? []).includes(m.categories[0] ?? '') || (label.names ?? []).includes(m.name),
        ).map((m) => m.id),
      );
      const top = index.search(label.query).slice(0, 5);
      return top.filter((id) => relevant.has(id)).length / Math.min(5, relevant.size);
    });
    expect(SEARCH_LABELS.length).toBeGreaterThanOrEqual(30);
    const mean = precisions.reduce((sum, p) => sum + p, 0) / precisions.length;
    expect(mean).toBeGreaterThanOrEqual(0.8);
  });

  it('should forgive accents, word forms and typos', () => {
    for (const query of ['sueños', 'respiracoin', 'gratitut', 'RELAJACIÓN']) {
      const [first] = index.search(query);
      expect({ query, category: categoryOf(first!) }).toEqual({
        query,
        category: {
          sueños: 'Sueño',
          respiracoin: 'Respiración',
          gratitut: 'Gratitud',
          RELAJACIÓN: 'Relajación corporal',
        }[query],
      });
    }
  });

  it('should read a phrase by its words that count, and a word still being typed by its start', () => {
    expect(categoryOf(index.search('meditación para dormir')[0]!)).toBe('Sueño');
    expect(categoryOf(index.search('nervios')[0]!)).toBe('Ansiedad');
    expect(nameOf(index.search('respiración del océ')[0]!)).toBe('Respiración del océano');
  });

  it('should put practices with every word before those with some, and find nothing for nonsense', () => {
    const both = index.search('lago viento');
    expect(nameOf(both[0]!)).toBe('El lago sin viento');
    expect(index.search('qwxzv')).toEqual([]);
    expect(index.search('para la')).toEqual([]);
  });
});
