/**
 * A keyed hash of an e-mail (HMAC-SHA256 with a server secret): kept after an account is erased
 * instead of the address, for the one rule that needs it (one trial per person, ever). Without
 * the key it cannot be checked against a list of addresses.
 */
export abstract class EmailFingerprints {
  /** The fingerprint of the normalised e-mail (64 hex characters). */
  abstract of(email: string): Promise<string>;
}
