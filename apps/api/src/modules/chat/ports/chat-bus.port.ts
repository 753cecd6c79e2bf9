import type { ChatMessageView } from '@inhala/domain';

/** What one API process tells every process's sockets (each payload well under 8000 bytes). */
export type ChatBusEvent =
  | { type: 'new_message'; message: ChatMessageView }
  | { type: 'message_deleted'; messageId: number }
  | { type: 'message_reaction_update'; messageId: number; totalLikes: number; userId: string; liked: boolean }
  | { type: 'typing'; userId: string; firstName: string; typing: boolean }
  | { type: 'presence_changed' }
  /** The person's account was erased: their sockets close. */
  | { type: 'member_gone'; userId: string }
  /** One session ended: the sockets opened with it close. `session` is its chatSessionTag. */
  | { type: 'session_ended'; session: string }
  /** Every session of the person ended (password reset): all their sockets close. */
  | { type: 'sessions_ended'; userId: string }
  /** Local only: this process may have missed events (the bus reconnected); sockets must catch up. */
  | { type: 'resync' };

export type ChatBusListener = (event: ChatBusEvent) => void;

/**
 * Fan-out of chat events to the sockets of every API process. Events are published after the
 * change commits; a listener receives each event once, its own process's included.
 */
export abstract class ChatBus {
  abstract publish(event: ChatBusEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  abstract subscribe(listener: ChatBusListener): () => void;
}
