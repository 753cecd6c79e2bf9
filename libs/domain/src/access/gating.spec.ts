import { isLockedFor, protectedSectionRedirect, visitorConversionTarget } from './gating';

describe('access gating', () => {
  it('should lock journal, comunidad, angel mondays and ritual for leads and visitors only', () => {
    for (const path of ['/journal', '/comunidad', '/angel-mondays', '/ritual', '/journal/2']) {
      expect(isLockedFor(null, path)).toBe(true);
      expect(isLockedFor('lead', path)).toBe(true);
      expect(isLockedFor('client', path)).toBe(false);
      expect(isLockedFor('admin', path)).toBe(false);
    }
    expect(isLockedFor('lead', '/journalism')).toBe(false);
    expect(isLockedFor(null, '/morning-pages')).toBe(false);
  });

  it('should send visitors to /smart-conversion plus the path and leads to /subscription', () => {
    expect(protectedSectionRedirect(null, '/journal')).toBe('/smart-conversion/journal');
    expect(protectedSectionRedirect('lead', '/journal')).toBe('/subscription');
    expect(protectedSectionRedirect('lead', '/angel-mondays')).toBe('/smart-conversion/angel-mondays');
    expect(protectedSectionRedirect('client', '/journal')).toBeNull();
  });

  it('should map locked content to the visitor conversion page by path', () => {
    expect(visitorConversionTarget('/')).toBe('/smart-conversion/ritual');
    expect(visitorConversionTarget('/form')).toBe('/smart-conversion/ritual');
    expect(visitorConversionTarget('/ritual')).toBe('/smart-conversion/ritual');
    expect(visitorConversionTarget('/meditation/4')).toBe('/smart-conversion/meditaciones');
    expect(visitorConversionTarget('/meditaciones?tab=favorites')).toBe('/smart-conversion/meditaciones');
    expect(visitorConversionTarget('/challenge/2/track')).toBe('/smart-conversion/retos');
    expect(visitorConversionTarget('/retos')).toBe('/smart-conversion/retos');
    expect(visitorConversionTarget('/soporte')).toBe('/smart-conversion/subscription');
  });
});
