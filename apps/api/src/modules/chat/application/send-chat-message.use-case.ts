import { Injectable, Logger } from '@nestjs/common';
import {
  CHAT_LIMITS,
  DomainError,
  multiLineMessage,
  RetryLaterError,
  type ChatMessageView,
  type UserView,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { ChatBus } from '../ports/chat-bus.port';
import { ChatMessageStore } from '../ports/chat-message.store.port';
import { ChatSendThrottle } from '../ports/chat-send.throttle.port';
import { announce } from './announce';
import { CHAT_INPUT_MESSAGES, chatLength } from './chat-texts';

/**
 * A text message (01 §7). The same client id again answers the message already stored and is
 * not counted against the rate limit: a retried send is the same send.
 */
@Injectable()
export class SendChatMessage {
  private readonly logger = new Logger('SendChatMessage');

  constructor(
    private readonly store: ChatMessageStore,
    private readonly throttle: ChatSendThrottle,
    private readonly bus: ChatBus,
    private readonly clock: Clock,
  ) {}

  async execute(
    user: UserView,
    input: { content: string; clientId: string },
  ): Promise<{ message: ChatMessageView; created: boolean }> {
    const content = input.content.trim();
    if (!content) throw new DomainError('CHAT.EMPTY_MESSAGE');
    const control = multiLineMessage(content, 'El mensaje');
    if (control) throw new DomainError('VALIDATION.FAILED', control);
    if (chatLength(content) > CHAT_LIMITS.maxLength)
      throw new DomainError('VALIDATION.FAILED', CHAT_INPUT_MESSAGES.tooLong);
    const existing = await this.store.findByClientId(user.id, input.clientId);
    if (existing) return { message: existing, created: false };
    const { sends, resetAt } = await this.throttle.count(user.id);
    if (sends > CHAT_LIMITS.rateMessages)
      throw new RetryLaterError('CHAT.TOO_FAST', resetAt, this.clock.now());
    const result = await this.store.insert({
      userId: user.id,
      clientId: input.clientId,
      content,
      messageType: 'text',
      fileUrl: null,
      fileName: null,
      fileSize: null,
    });
    if (result.created)
      await announce(this.bus, { type: 'new_message', message: result.message }, this.logger);
    return result;
  }
}
