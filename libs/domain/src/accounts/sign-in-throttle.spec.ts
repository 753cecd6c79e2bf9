import { SIGN_IN_THROTTLE, accountMayBeTried, addressMayTry } from './sign-in-throttle';

describe('sign-in throttle', () => {
  const resetAt = new Date('2026-11-21T10:15:00Z');

  it('should let ten tries from one address through and stop the eleventh', () => {
    expect(addressMayTry({ count: 1, resetAt })).toBe(true);
    expect(addressMayTry({ count: SIGN_IN_THROTTLE.maxFailuresPerAccountAndAddress, resetAt })).toBe(true);
    expect(addressMayTry({ count: 11, resetAt })).toBe(false);
  });

  it('should, past fifty wrong tries on the account, let only known addresses try', () => {
    expect(accountMayBeTried({ count: 50, resetAt }, false)).toBe(true);
    expect(accountMayBeTried({ count: 51, resetAt }, false)).toBe(false);
    expect(accountMayBeTried({ count: 51, resetAt }, true)).toBe(true);
    expect(accountMayBeTried({ count: 5000, resetAt }, true)).toBe(true);
  });
});
