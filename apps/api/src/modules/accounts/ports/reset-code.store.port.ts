export interface StoredResetCode {
  id: number;
  codeHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  failedAttempts: number;
}

export abstract class ResetCodeStore {
  /** Stores a new code and retires every earlier one of the account. */
  abstract issue(accountId: string, codeHash: string, expiresAt: Date): Promise<void>;
  abstract latest(accountId: string): Promise<StoredResetCode | null>;
  /** Atomically counts a wrong try; returns the new count. */
  abstract recordFailure(id: number): Promise<number>;
  /** Marks it used unless already used; false when another request used it first. */
  abstract markUsed(id: number, at: Date): Promise<boolean>;
}
