import type { AttemptCounter } from '@inhala/domain';

/**
 * The counters behind SIGN_IN_THROTTLE (@inhala/domain), kept where every API process sees them.
 * Attempts are counted before their password is checked, so a burst cannot pass together.
 */
export abstract class SignInThrottle {
  abstract countFromAddress(accountId: string, address: string): Promise<AttemptCounter>;
  abstract countOnAccount(accountId: string): Promise<AttemptCounter>;
  /** The account signed in from this address in the last SIGN_IN_THROTTLE.knownAddressDays. */
  abstract isKnownAddress(accountId: string, address: string): Promise<boolean>;
  /** The password was right: the attempt is given back and the address becomes known to the account. */
  abstract succeeded(accountId: string, address: string): Promise<void>;
  /**
   * The password was reset from this address with the mailed code or link: the address proved
   * the mailbox, so it becomes known, and the wrong passwords counted on the account (guesses of
   * a password that no longer exists) are forgotten.
   */
  abstract passwordReset(accountId: string, address: string): Promise<void>;
}
