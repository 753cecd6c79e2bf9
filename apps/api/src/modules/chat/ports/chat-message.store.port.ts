import type { ChatMessagesResponse, ChatMessageType, ChatMessageView } from '@inhala/domain';

export interface NewChatMessage {
  userId: string;
  clientId: string | null;
  content: string;
  messageType: ChatMessageType;
  fileUrl: string | null;
  fileName: string | null;
  fileSize: number | null;
}

/** One page: the latest, the one older than `before`, or the one newer than `after` (seqs). */
export interface ChatPageQuery {
  before?: number;
  after?: number;
  limit: number;
}

/**
 * The chat's messages and likes. Each rule that must hold when several people act at once is
 * the store's: one message per (person, client id), seq in commit order, one like per person.
 */
export abstract class ChatMessageStore {
  /** Stores the message, or answers the one this person already sent with that client id. */
  abstract insert(message: NewChatMessage): Promise<{ message: ChatMessageView; created: boolean }>;
  abstract findByClientId(userId: string, clientId: string): Promise<ChatMessageView | null>;
  /** Oldest first; `userHasLiked` is the reader's. */
  abstract page(query: ChatPageQuery, readerId: string): Promise<ChatMessagesResponse>;
  /** Deletes it with its likes; null when there was none. */
  abstract remove(id: number): Promise<{ fileUrl: string | null } | null>;
  /** Likes or unlikes for this person, one at a time per message; null when it does not exist. */
  abstract toggleLike(
    messageId: number,
    userId: string,
  ): Promise<{ liked: boolean; totalLikes: number } | null>;
  /** Messages by others since that time (all of them when null). */
  abstract countByOthersSince(userId: string, since: Date | null): Promise<number>;
}
