import { isPreferencesLinkExpired } from './email-link-policy';

describe('preferences link expiry', () => {
  const issued = new Date('2026-01-01T10:00:00Z');
  const day = 24 * 60 * 60_000;

  it('should keep a link working for 90 days, and not a moment more', () => {
    expect(isPreferencesLinkExpired(issued, new Date(issued.getTime() + 90 * day - 1))).toBe(false);
    expect(isPreferencesLinkExpired(issued, new Date(issued.getTime() + 90 * day))).toBe(true);
  });

  it('should take a link signed without a date as expired', () => {
    expect(isPreferencesLinkExpired(null, issued)).toBe(true);
  });
});
