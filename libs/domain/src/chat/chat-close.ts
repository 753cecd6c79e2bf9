/**
 * The close codes of the chat socket /ws besides the usual ones, for the server that sends them
 * and the browser that reads them.
 */
export const CHAT_CLOSE = {
  /** The server stops (deploy, restart): reconnect. */
  goingAway: 1001,
  /** The socket sent more than its budget of frames and kept on: throttled, then closed. */
  flooding: 1008,
  /** A frame larger than the socket's 64 KB limit. */
  frameTooLarge: 1009,
  /** This process may have missed events: reconnect and catch up with lastSeq. */
  serviceRestart: 1012,
  /** The socket read too slowly and fell too far behind. */
  tooSlow: 4008,
  /** The person's account was erased: no reconnection will be admitted. */
  accountErased: 4010,
  /** The socket's session ended (sign-out, password reset, expiry, a sign-in that replaced it). */
  sessionEnded: 4011,
  /** The person already has the most sockets open that one person may (20). */
  tooManySockets: 4029,
} as const;

/**
 * Closes after which the browser does not reconnect by itself: the session is over (it checks
 * the session, which signs the person out on that device), or the person has too many open.
 */
export function isFinalChatClose(code: number): boolean {
  return (
    code === CHAT_CLOSE.accountErased ||
    code === CHAT_CLOSE.sessionEnded ||
    code === CHAT_CLOSE.tooManySockets
  );
}
