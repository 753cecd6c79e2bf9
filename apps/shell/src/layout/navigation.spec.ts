import { isActive } from './navigation';

describe('isActive', () => {
  it('marks a section for its own pages and for the pages that belong to it', () => {
    expect(isActive('/challenges', '/challenges')).toBe(true);
    expect(isActive('/challenges/2/day/3', '/challenges')).toBe(true);
    expect(isActive('/challenge/2/track', '/challenges')).toBe(true);
    expect(isActive('/meditation/14', '/meditaciones')).toBe(true);
    expect(isActive('/challengesx', '/challenges')).toBe(false);
    expect(isActive('/meditations', '/meditaciones')).toBe(false);
  });

  it('marks home only on home', () => {
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/journal', '/')).toBe(false);
    expect(isActive('/journal', '/journal')).toBe(true);
  });
});
