import { foldText } from './fold';

describe('folded text', () => {
  it('drops accents and case, and trims', () => {
    expect(foldText('  Respiración del OCÉANO ')).toBe('respiracion del oceano');
    expect(foldText('Ñandú pingüino')).toBe('nandu pinguino');
  });
});
