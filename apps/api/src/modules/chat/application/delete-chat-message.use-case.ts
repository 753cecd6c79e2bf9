import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@inhala/domain';
import { FileStorage } from '../../media';
import { ChatBus } from '../ports/chat-bus.port';
import { ChatMessageStore } from '../ports/chat-message.store.port';
import { announce } from './announce';

/** An admin removes a message for everyone (01 §6): its likes and its file go with it. */
@Injectable()
export class DeleteChatMessage {
  private readonly logger = new Logger('DeleteChatMessage');

  constructor(
    private readonly store: ChatMessageStore,
    private readonly files: FileStorage,
    private readonly bus: ChatBus,
  ) {}

  async execute(messageId: number): Promise<void> {
    const removed = await this.store.remove(messageId);
    if (!removed) throw new DomainError('CHAT.MESSAGE_NOT_FOUND');
    if (removed.fileUrl) {
      await this.files.remove(removed.fileUrl).catch((error: unknown) => {
        this.logger.warn(`file of message ${messageId} not removed: ${String(error)}`);
      });
    }
    await announce(this.bus, { type: 'message_deleted', messageId }, this.logger);
  }
}
