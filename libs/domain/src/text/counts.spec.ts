import { countOf } from './counts';

describe('countOf', () => {
  it('should use the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'meditación', 'meditaciones')).toBe('1 meditación');
    expect(countOf(0, 'meditación', 'meditaciones')).toBe('0 meditaciones');
    expect(countOf(2, 'día', 'días')).toBe('2 días');
    expect(countOf(21, 'reto', 'retos')).toBe('21 retos');
  });
});
