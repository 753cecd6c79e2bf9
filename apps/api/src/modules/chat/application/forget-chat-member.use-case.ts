import { Injectable, Logger } from '@nestjs/common';
import { ChatBus } from '../ports/chat-bus.port';
import { announce } from './announce';

/**
 * A person's account was erased (issue 19): every open chat screen drops their photos and voice
 * notes now, not at its next catch-up, and their own sockets, on any device and any API process,
 * are closed (the next handshake is refused: their session is gone).
 */
@Injectable()
export class ForgetChatMember {
  private readonly logger = new Logger('ForgetChatMember');

  constructor(private readonly bus: ChatBus) {}

  async execute(userId: string, deletedMessageIds: readonly number[]): Promise<void> {
    for (const messageId of deletedMessageIds)
      await announce(this.bus, { type: 'message_deleted', messageId }, this.logger);
    await announce(this.bus, { type: 'member_gone', userId }, this.logger);
    await announce(this.bus, { type: 'presence_changed' }, this.logger);
  }
}
