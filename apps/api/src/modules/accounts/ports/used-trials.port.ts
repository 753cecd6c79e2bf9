/**
 * Trials of erased accounts, by the fingerprint of their e-mail (EmailFingerprints): a person who
 * deletes their account and registers again with the same e-mail has had their trial.
 */
export abstract class UsedTrials {
  /** When the e-mail with this fingerprint had its trial, or null. */
  abstract usedAt(fingerprint: string): Promise<Date | null>;
}
