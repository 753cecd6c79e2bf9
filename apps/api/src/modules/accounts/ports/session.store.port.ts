/** Server-side sessions keyed by the secret the client holds; the store decides how it is kept. */
export abstract class SessionStore {
  abstract create(token: string, accountId: string, expiresAt: Date): Promise<void>;
  /** The account id of an unexpired session, or null. */
  abstract findAccountId(token: string, now: Date): Promise<string | null>;
  abstract extend(token: string, expiresAt: Date): Promise<void>;
  abstract delete(token: string): Promise<void>;
  abstract deleteAllFor(accountId: string): Promise<void>;
}
