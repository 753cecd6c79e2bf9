export interface Bucket {
  hits: number;
  resetAt: Date;
}

/**
 * Counts hits per key in a fixed window. Shared by every API process, so limits hold when scaled out.
 * Keys are `:`-separated; one that counts an account puts its id second (`chat-send:<id>`,
 * `signin-failures:<id>:<address>`), or is a policy's per-account key (`perAccountKey`): an erased
 * account's keys are found exactly by these, never by a part of an e-mail.
 */
export abstract class RateLimitStore {
  abstract hit(key: string, windowMs: number): Promise<Bucket>;
  /** Takes one hit back (a counted attempt that turned out fine); nothing when the window ended. */
  abstract release(key: string): Promise<void>;
  /** The current window of a key, or null when it has none. */
  abstract peek(key: string): Promise<Bucket | null>;
  /** Keeps a key alive for `ttlMs` from now (a fact with an expiry, such as a known address). */
  abstract remember(key: string, ttlMs: number): Promise<void>;
  /** Drops a key's window: its count starts again from nothing. */
  abstract forget(key: string): Promise<void>;
}
