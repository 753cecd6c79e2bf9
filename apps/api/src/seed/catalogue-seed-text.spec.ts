import { SEED_CATEGORIES, seedMeditations } from './catalogue.seed';

describe('the demo catalogue’s descriptions', () => {
  it('guide toward each category with its own article, never a feminine one forced on every name', () => {
    const descriptions = seedMeditations().map((m) => m.description);
    for (const category of SEED_CATEGORIES)
      expect(descriptions.filter((d) => d.includes(`hacia ${category.toward}`)).length).toBe(
        category.practices.length * 2,
      );
    for (const wrong of ['la sueño', 'la amor', 'la perdón', 'la enfoque', 'la relaciones'])
      expect(descriptions.filter((d) => d.includes(wrong))).toEqual([]);
  });
});
