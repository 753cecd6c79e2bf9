export interface StoredResetCode {
  id: number;
  accountId: string;
  codeHash: string;
  /** SHA-256 (hex) of the secret of the mail's link; null for a code issued before links. */
  linkHash: string | null;
  expiresAt: Date;
  usedAt: Date | null;
  /** Tries counted so far (the column is failed_attempts): each is counted before it is checked. */
  failedAttempts: number;
}

export abstract class ResetCodeStore {
  /**
   * Stores a new code unless the account has a live one (unused and unexpired at `now`): one
   * code per account at a time (RESET_CODE_POLICY). Answers the new code's id, or null when a
   * live code stays. Two requests at once store one code.
   */
  abstract issue(
    accountId: string,
    codes: { codeHash: string; linkHash: string; expiresAt: Date },
    now: Date,
  ): Promise<number | null>;
  abstract latest(accountId: string): Promise<StoredResetCode | null>;
  /** The code whose link carries this id, or null. */
  abstract byId(id: number): Promise<StoredResetCode | null>;
  /**
   * Atomically counts a try before its code is checked, unless `maxTries` are already spent:
   * the new count, or null when none is left. However many tries arrive together, at most
   * `maxTries` are ever checked.
   */
  abstract reserveTry(id: number, maxTries: number): Promise<number | null>;
  /** Marks it used unless already used; false when another request used it first. */
  abstract markUsed(id: number, at: Date): Promise<boolean>;
}
