import { Injectable, Logger } from '@nestjs/common';
import {
  CHAT_FILE_CONTENT_TYPES,
  CHAT_LIMITS,
  DomainError,
  isAdmin,
  type ChatFileType,
  type ChatMessageView,
  type UserView,
} from '@inhala/domain';
import { displayFileName, FileStorage, type StoredFile } from '../../media';
import { ChatBus } from '../ports/chat-bus.port';
import { ChatMessageStore } from '../ports/chat-message.store.port';
import { announce } from './announce';
import { CHAT_INPUT_MESSAGES, chatLength } from './chat-texts';

/** A multipart upload as it arrives: the file part (its bytes still streaming) and the fields. */
export interface ChatUpload {
  /** The first file part, or null when the body has none. */
  file(): Promise<{ bytes: AsyncIterable<Uint8Array>; name: string } | null>;
  /** The text fields, once the whole body is read (they may come after the file). */
  fields(): Promise<Record<string, string>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE_TYPES: readonly string[] = ['image', 'audio'] satisfies ChatFileType[];

/**
 * An admin's image or audio note (01 §5, §6). The file is stored while it arrives (type from its
 * bytes, 15 MB at most); the message row is written only once the file is complete, and the
 * file is removed again if the row cannot be written, so neither is ever left without the other.
 */
@Injectable()
export class UploadChatFile {
  private readonly logger = new Logger('UploadChatFile');

  constructor(
    private readonly store: ChatMessageStore,
    private readonly files: FileStorage,
    private readonly bus: ChatBus,
  ) {}

  async execute(user: UserView, upload: ChatUpload): Promise<{ message: ChatMessageView; created: boolean }> {
    if (!isAdmin(user.role)) throw new DomainError('CHAT.ADMIN_ONLY');
    const part = await upload.file();
    if (!part) throw new DomainError('FILE_NOT_FOUND');
    const stored = await this.files.save(part.bytes, {
      accepts: CHAT_FILE_CONTENT_TYPES,
      maxBytes: CHAT_LIMITS.maxFileBytes,
    });
    try {
      const fields = await upload.fields();
      const messageType = fields.messageType ?? '';
      const clientId = fields.clientId ?? '';
      const content = (fields.content ?? '').trim();
      if (!FILE_TYPES.includes(messageType))
        throw new DomainError('VALIDATION.FAILED', CHAT_INPUT_MESSAGES.messageType);
      if (!UUID.test(clientId)) throw new DomainError('VALIDATION.FAILED', CHAT_INPUT_MESSAGES.clientId);
      if (chatLength(content) > CHAT_LIMITS.maxLength)
        throw new DomainError('VALIDATION.FAILED', CHAT_INPUT_MESSAGES.tooLong);
      // The chat takes no video (CHAT_FILE_CONTENT_TYPES): only the kind the admin chose.
      const kind = stored.kind;
      if (kind === 'video' || kind !== messageType) throw new DomainError('FILE_UNSUPPORTED');
      const existing = await this.store.findByClientId(user.id, clientId);
      if (existing) {
        await this.discard(stored);
        return { message: existing, created: false };
      }
      const result = await this.store.insert({
        userId: user.id,
        clientId,
        content,
        messageType: kind,
        fileUrl: stored.url,
        fileName: displayFileName(part.name, stored.kind),
        fileSize: stored.size,
      });
      if (!result.created) await this.discard(stored);
      else await announce(this.bus, { type: 'new_message', message: result.message }, this.logger);
      return result;
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
  }

  private async discard(stored: StoredFile): Promise<void> {
    await this.files.remove(stored.url).catch((error: unknown) => {
      this.logger.warn(`upload ${stored.url} not removed: ${String(error)}`);
    });
  }
}
