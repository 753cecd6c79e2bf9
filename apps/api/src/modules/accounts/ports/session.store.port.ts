import type { Account } from './account.repository.port';

/** An unexpired session: whose it is (read with it, in one lookup), its sign-in and its expiry. */
export interface StoredSession {
  account: Account;
  signedInAt: Date;
  expiresAt: Date;
}

/** Server-side sessions keyed by the secret the client holds; the store decides how it is kept. */
export abstract class SessionStore {
  abstract create(token: string, accountId: string, signedInAt: Date, expiresAt: Date): Promise<void>;
  /** The session and its account if it has not expired at `now`, or null. */
  abstract find(token: string, now: Date): Promise<StoredSession | null>;
  abstract extend(token: string, expiresAt: Date): Promise<void>;
  abstract delete(token: string): Promise<void>;
  abstract deleteAllFor(accountId: string): Promise<void>;
}
