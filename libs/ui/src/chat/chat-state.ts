import type { ChatMessageView, OnlineUser } from '@inhala/domain';

/** A message this person wrote that the server has not stored yet (shown at once). */
export interface PendingChatMessage {
  /** The id the server stores with it, so a retried send never stores it twice. */
  clientId: string;
  content: string;
  createdAt: string;
  /** 'sending': on its way; 'waiting': the last try failed, it goes again when the network returns. */
  status: 'sending' | 'waiting';
}

export type ChatConnectionStatus = 'connecting' | 'open' | 'closed';

/**
 * Why the connection stopped for good, without reconnecting by itself: the session is over (the
 * session check then signs the person out on this device), or the person has too many sockets
 * open (another tab or device has to close first; 'Reintentar' tries again).
 */
export type ChatStopReason = 'session-ended' | 'too-many-sockets';

export interface ChatTypingUser {
  userId: ChatMessageView['userId'];
  firstName: string;
}

/** What the room shows, kept by the connection (one per signed-in client or admin). */
export interface ChatState {
  status: ChatConnectionStatus;
  /** Set when the server closed for good; null while the connection comes back by itself. */
  stopped: ChatStopReason | null;
  /** The first page has arrived. */
  ready: boolean;
  /** Stored messages, oldest first, each seq once. */
  messages: ChatMessageView[];
  pending: PendingChatMessage[];
  /** Older messages exist before the first one held. */
  hasOlder: boolean;
  loadingOlder: boolean;
  online: OnlineUser[];
  /** Other people writing right now. */
  typing: ChatTypingUser[];
}

export const EMPTY_CHAT_STATE: ChatState = {
  status: 'connecting',
  stopped: null,
  ready: false,
  messages: [],
  pending: [],
  hasOlder: false,
  loadingOlder: false,
  online: [],
  typing: [],
};
