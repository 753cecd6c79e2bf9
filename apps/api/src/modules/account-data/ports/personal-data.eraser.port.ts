/** How many rows of each kind an erasure deleted or anonymised (logged; never personal text). */
export type ErasureCounts = Record<string, number>;

export interface Erasure {
  counts: ErasureCounts;
  /** Uploaded files whose rows went (chat photos and voice notes), to remove once committed. */
  files: string[];
  /** Those photo and voice-note messages, which open chat screens drop once committed. */
  deletedMessageIds: number[];
}

/**
 * Erases one person from every context at once: one transaction revokes their sessions, deletes
 * or anonymises each row that holds them, and deletes their account row, so the e-mail is free
 * again and nobody can sign in as them. Erasing someone already gone returns null.
 */
export abstract class PersonalDataEraser {
  /** The stored password hash, to confirm it is really the person; null when the account is gone. */
  abstract passwordHashOf(userId: string): Promise<string | null>;
  abstract erase(userId: string): Promise<Erasure | null>;
}
