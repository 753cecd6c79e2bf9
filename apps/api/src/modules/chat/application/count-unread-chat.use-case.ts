import { Injectable } from '@nestjs/common';
import type { ChatUnreadResponse } from '@inhala/domain';
import { ChatMessageStore } from '../ports/chat-message.store.port';

/** The badge's count (01 §5): messages by others since the person last had the chat open. */
@Injectable()
export class CountUnreadChat {
  constructor(private readonly store: ChatMessageStore) {}

  async execute(userId: string, since: Date | null): Promise<ChatUnreadResponse> {
    return { count: await this.store.countByOthersSince(userId, since) };
  }
}
