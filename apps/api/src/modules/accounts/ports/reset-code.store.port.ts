export interface StoredResetCode {
  id: number;
  codeHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  /** Tries counted so far (the column is failed_attempts): each is counted before it is checked. */
  failedAttempts: number;
}

export abstract class ResetCodeStore {
  /** Stores a new code and retires every earlier one of the account. */
  abstract issue(accountId: string, codeHash: string, expiresAt: Date): Promise<void>;
  abstract latest(accountId: string): Promise<StoredResetCode | null>;
  /**
   * Atomically counts a try before its code is checked, unless `maxTries` are already spent:
   * the new count, or null when none is left. However many tries arrive together, at most
   * `maxTries` are ever checked.
   */
  abstract reserveTry(id: number, maxTries: number): Promise<number | null>;
  /** Marks it used unless already used; false when another request used it first. */
  abstract markUsed(id: number, at: Date): Promise<boolean>;
}
