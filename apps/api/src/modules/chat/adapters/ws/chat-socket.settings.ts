import { CHAT_LIMITS } from '@inhala/domain';

/** Tokens refill at `perSecond` up to `burst`; each inbound frame of the kind takes one. */
export interface FrameRate {
  burst: number;
  perSecond: number;
}

/**
 * What one socket and one person may cost the server. A browser sends one user_connect per
 * socket, a typing_start and a typing_stop per burst of writing (and a start about every second
 * while it lasts), and a pong per heartbeat: the budgets leave room for that many times over.
 * A frame over its budget is dropped; a socket that goes on after `dropped` is spent is closed
 * with 1008 (CHAT_CLOSE.flooding) and the reason is logged.
 */
export interface ChatSocketLimits {
  /** Every inbound frame: text, binary, ping and pong. */
  frames: FrameRate;
  /** user_connect reads a page of messages from the database. */
  connects: FrameRate;
  typing: FrameRate;
  /** Frames dropped over a budget before the socket is closed. */
  dropped: FrameRate;
  /** Sockets open at once per person, over every API process (the next is closed with 4029). */
  maxSocketsPerPerson: number;
  /** At most one typing start per person reaches the others in this time; stops coalesce. */
  typingStartEveryMs: number;
  /** How often each socket's session end is compared with the clock (expiry closes it). */
  sessionCheckMs: number;
}

/** Larger frames close the socket with 1009 (the `ws` default would be 100 MiB). */
export const CHAT_MAX_FRAME_BYTES = 64 * 1024;

export const CHAT_SOCKET_LIMITS: ChatSocketLimits = {
  frames: { burst: 40, perSecond: 10 },
  connects: { burst: 3, perSecond: 1 / 10 },
  typing: { burst: 10, perSecond: 2 },
  dropped: { burst: 20, perSecond: 1 },
  maxSocketsPerPerson: 20,
  typingStartEveryMs: CHAT_LIMITS.typingIdleMs,
  sessionCheckMs: 1000,
};

/**
 * The socket's timings. Every heartbeat each socket is pinged, and one that has not answered
 * the previous ping is closed; this process's presence rows are refreshed at the same beat and
 * expire after the TTL (a process that died stops refreshing). A typist who sends nothing for
 * typingIdleMs is stopped by the server. Tests bind shorter ones.
 */
export class ChatSocketSettings {
  constructor(
    readonly heartbeatMs = 25_000,
    readonly presenceTtlMs = 75_000,
    readonly typingIdleMs: number = CHAT_LIMITS.typingIdleMs,
    readonly limits: ChatSocketLimits = CHAT_SOCKET_LIMITS,
  ) {}
}
