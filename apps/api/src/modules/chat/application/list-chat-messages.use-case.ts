import { Injectable } from '@nestjs/common';
import { CHAT_LIMITS, type ChatMessagesResponse } from '@inhala/domain';
import { ChatMessageStore } from '../ports/chat-message.store.port';

/**
 * A page of messages, oldest first: the latest, older than `before` (scrolling up), or newer
 * than `after` (catching up after a reconnect). Also the socket's initial_messages.
 */
@Injectable()
export class ListChatMessages {
  constructor(private readonly store: ChatMessageStore) {}

  execute(
    readerId: string,
    query: { before?: number; after?: number; limit?: number },
  ): Promise<ChatMessagesResponse> {
    return this.store.page(
      { before: query.before, after: query.after, limit: query.limit ?? CHAT_LIMITS.pageSize },
      readerId,
    );
  }
}
