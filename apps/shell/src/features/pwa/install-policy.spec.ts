import { dismissalActive, platformOf, promptDelay } from './install-policy';

describe('install prompt policy (01 §4)', () => {
  it('hides for one day after a dismissal', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(dismissalActive(null, now)).toBe(false);
    expect(dismissalActive(now - 23 * 3600_000, now)).toBe(true);
    expect(dismissalActive(now - 25 * 3600_000, now)).toBe(false);
  });

  it('waits 1 s for the native prompt, 3 s for iOS, 5 s for other mobiles, never on desktop without one', () => {
    expect(promptDelay(platformOf('Mozilla/5.0 (X11; Linux x86_64)', true))).toBe(1000);
    expect(promptDelay(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', false))).toBe(
      3000,
    );
    expect(
      promptDelay(platformOf('Mozilla/5.0 (Linux; Android 15; Pixel 9) Firefox/140 Mobile', false)),
    ).toBe(5000);
    expect(promptDelay(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', false))).toBeNull();
  });
});
