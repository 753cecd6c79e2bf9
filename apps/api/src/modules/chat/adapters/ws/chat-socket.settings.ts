import { CHAT_LIMITS } from '@inhala/domain';

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
  ) {}
}
