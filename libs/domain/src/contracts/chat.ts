import type { Role } from '../accounts/roles';

/**
 * The community chat's calls and socket events (01 §2 'Community chat', §3, §7 'Chat';
 * 02 §3.9). The API and the community remote both speak exactly these shapes.
 */
export const CHAT_MESSAGE_TYPES = ['text', 'image', 'audio'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];
export type ChatFileType = Exclude<ChatMessageType, 'text'>;

export interface ChatAuthor {
  firstName: string;
  lastName: string;
  role: Role;
}

export interface ChatReactions {
  /** Whether the person reading liked it (false in broadcasts; each client tracks its own). */
  userHasLiked: boolean;
  totalLikes: number;
}

/** A message as every client sees it. */
export interface ChatMessageView {
  id: number;
  /**
   * Strictly increasing in commit order, assigned by the database: a client that saw `seq`
   * catches up with `seq > that` on any instance, and never misses or repeats one.
   */
  seq: number;
  /** The sender's own id for it (UUID), so a retried send stores one message. */
  clientId: string | null;
  /** The author's account id (a UUID, as `UserView.id`); null once the author deleted their account. */
  userId: string | null;
  content: string;
  messageType: ChatMessageType;
  /** `/uploads/...` for images and audio, else null. */
  fileUrl: string | null;
  fileName: string | null;
  fileSize: number | null;
  createdAt: string;
  user: ChatAuthor;
  reactions: ChatReactions;
}

export interface OnlineUser {
  /** Account id (UUID), as `UserView.id`. */
  id: string;
  firstName: string;
  lastName: string;
}

// REST ------------------------------------------------------------------------------------

/** POST /api/chat/messages: 201 with the message (200 with the same one for a repeated clientId). */
export interface SendChatMessageRequest {
  content: string;
  messageType: 'text';
  clientId: string;
}

/**
 * GET /api/chat/messages?before={seq}&limit= (older page, scrolling up) or ?after={seq}
 * (catch-up); neither: the latest page. Messages oldest first.
 */
export interface ChatMessagesResponse {
  messages: ChatMessageView[];
  /** More older (before) or newer (after) messages exist beyond this page. */
  hasMore: boolean;
  /**
   * With `after` (a catch-up): ids of messages deleted since that seq, which the client takes
   * away from what it holds (absent on other pages).
   */
  deletedIds?: number[];
}

/** POST /api/chat/messages/{id}/react */
export interface ReactToChatMessageRequest {
  reactionType: 'like';
}
export interface ReactToChatMessageResponse {
  liked: boolean;
  totalLikes: number;
}

/** GET /api/chat/unread?since={ISO time} */
export interface ChatUnreadResponse {
  count: number;
}

/**
 * POST /api/chat/upload: multipart `file`, `messageType` (image|audio), `clientId`, optional
 * `content` (caption). 201 with the message. Refusals carry the text in `error` too (01 §7).
 */
export interface ChatUploadErrorBody {
  error: string;
  errorCode: string;
  message: string;
}

// Socket (/ws, JSON frames { event, data }) ------------------------------------------------

/** Client → server. */
export interface ChatClientEvents {
  /** After every (re)connect: the newest seq this client has, or null on a first visit. */
  user_connect: { lastSeq: number | null };
  typing_start: Record<string, never>;
  typing_stop: Record<string, never>;
}

/** Server → client. */
export interface ChatServerEvents {
  /**
   * Answer to user_connect: the latest page on a first visit, or every message after lastSeq
   * (hasMore when the gap is larger than one page: the client reads the rest with ?after=).
   * Live events that happen meanwhile follow it, never before it.
   */
  initial_messages: ChatMessagesResponse;
  new_message: ChatMessageView;
  message_deleted: { messageId: number };
  user_typing: { userId: string; firstName: string };
  user_stopped_typing: { userId: string };
  online_users: { users: OnlineUser[] };
  /** totalLikes for everyone; `liked` is the state of `userId`, the person who toggled. */
  message_reaction_update: {
    messageId: number;
    reactions: { totalLikes: number };
    userId: string;
    liked: boolean;
  };
}

export type ChatServerFrame = {
  [E in keyof ChatServerEvents]: { event: E; data: ChatServerEvents[E] };
}[keyof ChatServerEvents];
export type ChatClientFrame = {
  [E in keyof ChatClientEvents]: { event: E; data: ChatClientEvents[E] };
}[keyof ChatClientEvents];
