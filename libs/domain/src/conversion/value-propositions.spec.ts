import { conversionTargetPath, valuePropositionFor } from './value-propositions';

describe('conversion value propositions', () => {
  it('should default the target to /subscription', () => {
    expect(conversionTargetPath(undefined)).toBe('/subscription');
    expect(conversionTargetPath('')).toBe('/subscription');
    expect(conversionTargetPath('journal/')).toBe('/journal');
  });

  it('should match a protected path exactly or by prefix', () => {
    expect(valuePropositionFor('/journal').path).toBe('/journal');
    expect(valuePropositionFor('/retos/3').path).toBe('/retos');
    expect(valuePropositionFor('/meditaciones').ctaText).toBe('Empezar a Meditar');
  });

  it('should give the default proposition to subscription, paywall and unknown paths', () => {
    for (const path of ['/subscription', '/paywall', '/soporte']) {
      expect(valuePropositionFor(path).ctaText).toBe('Comenzar mi Transformación');
    }
  });
});
