import type { OnlineUser } from '@inhala/domain';

/**
 * Who has the chat open, across every API process: one entry per open socket, kept alive by its
 * process and forgotten after a TTL when that process stops refreshing it.
 */
export abstract class ChatPresence {
  /**
   * Counts the socket in, unless the person already has `maxSockets` live ones on any process
   * (then it is not counted: admitted false). appeared: they had no other live socket.
   */
  abstract join(
    connectionId: string,
    userId: string,
    maxSockets: number,
  ): Promise<{ admitted: boolean; appeared: boolean }>;
  /** True when this made the person disappear. */
  abstract leave(connectionId: string): Promise<boolean>;
  /** Keeps this process's sockets alive and forgets expired ones; true when someone disappeared. */
  abstract refresh(): Promise<boolean>;
  abstract online(): Promise<OnlineUser[]>;
  /** Forgets every socket of this process (shutdown). */
  abstract leaveAll(): Promise<void>;
}
