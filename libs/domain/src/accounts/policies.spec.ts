import { isResetCodeUsable, resetCodeExpiresAt } from './reset-code';
import { needsSessionValidation } from './session-policy';

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
