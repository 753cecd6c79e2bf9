import { Injectable, Logger } from '@nestjs/common';
import { DomainError, type ReactToChatMessageResponse } from '@inhala/domain';
import { ChatBus } from '../ports/chat-bus.port';
import { ChatMessageStore } from '../ports/chat-message.store.port';
import { announce } from './announce';

/** A like toggles (01 §7): one per person and message, whatever the clicks' timing. */
@Injectable()
export class ToggleChatLike {
  private readonly logger = new Logger('ToggleChatLike');

  constructor(
    private readonly store: ChatMessageStore,
    private readonly bus: ChatBus,
  ) {}

  async execute(userId: string, messageId: number): Promise<ReactToChatMessageResponse> {
    const result = await this.store.toggleLike(messageId, userId);
    if (!result) throw new DomainError('CHAT.MESSAGE_NOT_FOUND');
    await announce(
      this.bus,
      {
        type: 'message_reaction_update',
        messageId,
        totalLikes: result.totalLikes,
        userId,
        liked: result.liked,
      },
      this.logger,
    );
    return result;
  }
}
