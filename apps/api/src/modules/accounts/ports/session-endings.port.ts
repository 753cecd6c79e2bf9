/**
 * Told when sessions end, once they are gone from the store, so that what is still open on them
 * elsewhere (the chat's sockets, on every API process) closes too: REST already answers 401.
 * Expiry needs no call: what stays open checks the session's end itself.
 */
export abstract class SessionEndings {
  /** The session behind this token ended (sign-out, or a sign-in on the device that replaced it). */
  abstract ended(token: string): Promise<void>;
  /** Every session of the account ended (password reset). */
  abstract allEnded(accountId: string): Promise<void>;
}
