import { meditationAtPosition, meditationHref, positionOf } from './meditation-links';

describe('meditation links by position', () => {
  const list = [{ id: 40 }, { id: 7 }, { id: 12 }];

  it('opens the player by 1-based position, or the conversion page without access', () => {
    expect(meditationHref(2, true)).toBe('/meditation/2');
    expect(meditationHref(2, false)).toBe('/smart-conversion/meditaciones');
    expect(positionOf(list, 12)).toBe(3);
    expect(positionOf(list, 99)).toBeNull();
  });

  it('finds the meditation for a route id, and nothing for a bad one', () => {
    expect(meditationAtPosition(list, '1')).toEqual({ id: 40 });
    expect(meditationAtPosition(list, '3')).toEqual({ id: 12 });
    for (const bad of ['0', '4', '-1', '1.5', 'abc', undefined])
      expect(meditationAtPosition(list, bad)).toBeNull();
  });
});
