/**
 * How sign-in attempts are throttled (OWASP authentication guidance: throttle, don't lock out).
 *
 * - Every attempt from one address counts against that address (30 in 15 minutes, the
 *   rate-limit guard), whatever the account.
 * - Only wrong passwords count against an account: an attempt is counted before its password
 *   is checked (so a burst cannot slip through together) and given back when the password was
 *   right. Signing in from several devices therefore never adds up.
 * - Ten wrong passwords on one account from one address stop that address for that account
 *   until the window ends, whatever it sends next. Someone elsewhere is not affected, so a
 *   stranger cannot lock the owner out.
 * - Fifty wrong passwords on one account from all addresses (a guessing botnet) bound the
 *   guessing: from then on, until the window ends, only addresses the account signed in from in
 *   the last 30 days may try. The owner at home still gets in. An attempt that an address's own
 *   limit already refused is not counted against the account, so one stranger cannot get there.
 * - The owner on a new device is admitted through the mailbox, which strangers cannot read: the
 *   refusal says to recover the password ('¿Olvidaste tu contraseña?'), and a reset with the
 *   mailed code or link makes that address known to the account and clears its count of wrong
 *   passwords (they were guesses of a password that no longer exists). Strangers stay exactly as
 *   slow as before; none of them can keep the owner out, since recovering cannot be stopped
 *   either (RESET_CODE_POLICY).
 */
export const SIGN_IN_THROTTLE = {
  windowMs: 15 * 60_000,
  maxFailuresPerAccountAndAddress: 10,
  maxFailuresPerAccount: 50,
  knownAddressDays: 30,
} as const;

/** A counter of attempts in its window, this attempt included. */
export interface AttemptCounter {
  count: number;
  resetAt: Date;
}

/** The address may have its password checked unless it already spent its ten tries on the account. */
export function addressMayTry(fromAddress: AttemptCounter): boolean {
  return fromAddress.count <= SIGN_IN_THROTTLE.maxFailuresPerAccountAndAddress;
}

/** Past fifty wrong tries from everywhere, only the addresses the account knows may try. */
export function accountMayBeTried(onAccount: AttemptCounter, knownAddress: boolean): boolean {
  return knownAddress || onAccount.count <= SIGN_IN_THROTTLE.maxFailuresPerAccount;
}
