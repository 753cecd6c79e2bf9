import { isResetCodeUsable, resetCodeExpiresAt } from './reset-code';
import { needsSessionValidation, refreshedSessionExpiresAt, sessionExpiresAt } from './session-policy';

describe('reset code policy', () => {
  const issued = new Date('2026-11-21T10:00:00Z');
  const code = { expiresAt: resetCodeExpiresAt(issued), usedAt: null, failedAttempts: 0 };

  it('should expire fifteen minutes after it is issued', () => {
    expect(isResetCodeUsable(code, new Date('2026-11-21T10:14:59Z'))).toBe(true);
    expect(isResetCodeUsable(code, new Date('2026-11-21T10:15:00Z'))).toBe(false);
  });

  it('should stop working once used or after five wrong tries', () => {
    const now = new Date('2026-11-21T10:01:00Z');
    expect(isResetCodeUsable({ ...code, usedAt: now }, now)).toBe(false);
    expect(isResetCodeUsable({ ...code, failedAttempts: 4 }, now)).toBe(true);
    expect(isResetCodeUsable({ ...code, failedAttempts: 5 }, now)).toBe(false);
  });
});

describe('session lifetime', () => {
  const signedIn = new Date('2026-01-01T08:00:00Z');
  const day = (n: number) => new Date(signedIn.getTime() + n * 24 * 60 * 60_000);

  it('should last thirty days from sign-in, and thirty more from each refresh', () => {
    expect(sessionExpiresAt(signedIn)).toEqual(day(30));
    expect(refreshedSessionExpiresAt(signedIn, day(10))).toEqual(day(40));
    expect(refreshedSessionExpiresAt(signedIn, day(60))).toEqual(day(90));
  });

  it('should never reach past ninety days after sign-in, and refuse a refresh from then on', () => {
    expect(refreshedSessionExpiresAt(signedIn, day(75))).toEqual(day(90));
    expect(refreshedSessionExpiresAt(signedIn, new Date(day(90).getTime() - 1))).toEqual(day(90));
    expect(refreshedSessionExpiresAt(signedIn, day(90))).toBeNull();
    expect(refreshedSessionExpiresAt(signedIn, day(400))).toBeNull();
  });
});

describe('session revalidation rule', () => {
  const now = 1_000_000_000;
  it('should trust a session validated less than five minutes ago', () => {
    expect(
      needsSessionValidation({
        now,
        lastValidation: now - 4 * 60_000,
        role: 'client',
        paymentRedirectPresent: false,
      }),
    ).toBe(false);
  });
  it('should revalidate after five minutes, without a role, or for a lead back from payment', () => {
    expect(
      needsSessionValidation({
        now,
        lastValidation: now - 5 * 60_000 - 1,
        role: 'client',
        paymentRedirectPresent: false,
      }),
    ).toBe(true);
    expect(
      needsSessionValidation({ now, lastValidation: now, role: null, paymentRedirectPresent: false }),
    ).toBe(true);
    expect(
      needsSessionValidation({ now, lastValidation: now, role: 'lead', paymentRedirectPresent: true }),
    ).toBe(true);
    expect(
      needsSessionValidation({ now, lastValidation: now, role: 'client', paymentRedirectPresent: true }),
    ).toBe(false);
  });
});
