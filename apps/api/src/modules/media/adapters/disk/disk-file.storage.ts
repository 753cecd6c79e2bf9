import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError, FileTooLargeError, mediaSecondsOf } from '@inhala/domain';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import {
  detectFileType,
  fileTypesOf,
  SNIFF_BYTES,
  STORED_NAME,
  type FileKind,
  type FileType,
} from '../../application/file-type';
import { readMediaDuration } from '../../application/media-duration';
import { FileStorage, type SaveOptions, type StoredFile } from '../../ports/file-storage.port';

export const UPLOADS_URL = '/uploads/';

/**
 * Uploads on local disk, in DATA_DIR/uploads (served at /uploads/ by platform/web with Range,
 * nosniff and a sandboxing CSP). Bytes go to a hidden `.part` file while they arrive and take
 * their final name only once complete, so a half-written file is never served and a failure
 * leaves nothing behind.
 */
@Injectable()
export class DiskFileStorage extends FileStorage {
  private readonly logger = new Logger('DiskFileStorage');
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.root = join(config.dataDir, 'uploads');
  }

  async save(source: AsyncIterable<Uint8Array>, options: SaveOptions): Promise<StoredFile> {
    const id = randomUUID();
    const partial = join(this.root, `.${id}.part`);
    const limitOf = (kind: FileKind): number =>
      typeof options.maxBytes === 'number' ? options.maxBytes : (options.maxBytes[kind] ?? Infinity);
    // Until the type is known, only the first bytes are held (at most one chunk).
    const sink: { file: FileHandle | null; type: FileType | null; limit: number } = {
      file: null,
      type: null,
      limit: Infinity,
    };
    let head = Buffer.alloc(0);
    let size = 0;
    // The first bytes decide the type, and so the limit, before anything is written.
    const begin = async (): Promise<FileHandle> => {
      const type = detectFileType(head, options.accepts);
      if (!type) throw new DomainError('FILE_UNSUPPORTED');
      sink.type = type;
      sink.limit = limitOf(type.kind);
      if (size > sink.limit) throw new FileTooLargeError(sink.limit);
      await mkdir(this.root, { recursive: true });
      sink.file = await open(partial, 'wx');
      await sink.file.write(head);
      return sink.file;
    };
    try {
      for await (const chunk of source) {
        size += chunk.length;
        if (size > sink.limit) throw new FileTooLargeError(sink.limit);
        if (sink.file) {
          await sink.file.write(chunk);
          continue;
        }
        head = Buffer.concat([head, chunk]);
        if (head.length >= SNIFF_BYTES) await begin();
      }
      if (size === 0) throw new DomainError('FILE_NOT_FOUND');
      const file = sink.file ?? (await begin());
      await file.close();
      sink.file = null;
      const type = sink.type;
      if (!type) throw new DomainError('FILE_UNSUPPORTED');
      const name = `${id}.${type.extension}`;
      await rename(partial, join(this.root, name));
      return { url: `${UPLOADS_URL}${name}`, size, contentType: type.contentType, kind: type.kind };
    } catch (error) {
      await sink.file?.close().catch(() => undefined);
      await rm(partial, { force: true }).catch(() => undefined);
      if (error instanceof DomainError) throw error;
      this.logger.error(
        `could not store an upload: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new DomainError('FILE_WRITE_FAILED');
    }
  }

  async exists(url: string): Promise<boolean> {
    const name = this.storedName(url);
    if (!name) return false;
    return stat(join(this.root, name)).then(
      (file) => file.isFile(),
      () => false,
    );
  }

  async playingSeconds(url: string): Promise<number | null> {
    const name = this.storedName(url);
    if (!name) return null;
    const file = await open(join(this.root, name), 'r').catch(() => null);
    if (!file) return null;
    try {
      const { size } = await file.stat();
      const head = Buffer.alloc(Math.min(size, SNIFF_BYTES));
      await file.read(head, 0, head.length, 0);
      // The stored name's extension is the type the bytes were read as on upload.
      const extension = name.slice(name.lastIndexOf('.') + 1);
      const type = fileTypesOf(head).find((t) => t.extension === extension);
      if (!type) return null;
      const seconds = await readMediaDuration(
        {
          size,
          read: async (position, length) => {
            const bytes = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
            const { bytesRead } = await file.read(bytes, 0, bytes.length, position);
            return bytes.subarray(0, bytesRead);
          },
        },
        type,
      );
      return mediaSecondsOf(seconds);
    } finally {
      await file.close();
    }
  }

  async remove(url: string): Promise<void> {
    const name = this.storedName(url);
    if (name) await rm(join(this.root, name), { force: true });
  }

  /** The file name a url of ours names, or null for anything else. */
  private storedName(url: string): string | null {
    if (!url.startsWith(UPLOADS_URL)) return null;
    const name = url.slice(UPLOADS_URL.length);
    return STORED_NAME.test(name) ? name : null;
  }
}
