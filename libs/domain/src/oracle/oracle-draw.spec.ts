import fc from 'fast-check';
import { chooseOracleCard, isOracleContext } from './oracle-draw';

describe('oracle draw', () => {
  it('accepts only the home and ritual contexts', () => {
    expect(isOracleContext('home')).toBe(true);
    expect(isOracleContext('ritual')).toBe(true);
    expect(isOracleContext('chat')).toBe(false);
  });

  it('never repeats the previous card when there is another', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (n, r) => {
          const cards = Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
          const card = chooseOracleCard(cards, 1, () => r);
          expect(card).not.toBeNull();
          expect(card!.id).not.toBe(1);
        },
      ),
    );
    expect(chooseOracleCard([{ id: 1 }], 1, () => 0)?.id).toBe(1);
    expect(chooseOracleCard([], null, () => 0)).toBeNull();
  });
});
