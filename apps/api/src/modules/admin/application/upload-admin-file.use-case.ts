import { Injectable } from '@nestjs/common';
import {
  DomainError,
  FileTooLargeError,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  uploadContentTypes,
  uploadTooLargeMessage,
  type AdminUploadView,
  type UploadPurpose,
} from '@inhala/domain';
import { displayFileName, FileStorage } from '../../media';

/** The file part of an upload as it arrives: its bytes still streaming, and the sender's name for it. */
export interface IncomingUpload {
  /** The part named `file`, or null when the body has none. */
  file(): Promise<{ bytes: AsyncIterable<Uint8Array>; name: string } | null>;
}

/**
 * POST /api/admin/uploads: a file for an editor's image, audio or video slot, stored before the
 * item that uses it is saved (the item's save checks that the file exists, and is audited; the
 * upload itself is not). The type comes from the bytes and must fit the slot; each kind has its
 * size limit (images 15 MB, audio 50 MB, video 500 MB) held while the bytes arrive. A refused or
 * broken upload keeps nothing. An audio or video answers how long it plays, read from its bytes.
 */
@Injectable()
export class UploadAdminFile {
  constructor(private readonly files: FileStorage) {}

  async execute(purpose: UploadPurpose, upload: IncomingUpload): Promise<AdminUploadView> {
    try {
      const part = await upload.file();
      if (!part) throw new DomainError('FILE_NOT_FOUND');
      const stored = await this.files.save(part.bytes, {
        accepts: uploadContentTypes(purpose),
        maxBytes: UPLOAD_MAX_BYTES,
      });
      return {
        url: stored.url,
        size: stored.size,
        contentType: stored.contentType,
        kind: stored.kind,
        originalName: displayFileName(part.name, stored.kind),
        // Read back from the stored bytes (02 §5: the duration a card shows is the file's).
        seconds: stored.kind === 'image' ? null : await this.files.playingSeconds(stored.url),
      };
    } catch (error) {
      // The slot's own words: which types it takes, and the limit that refused the file.
      if (error instanceof FileTooLargeError)
        throw new FileTooLargeError(error.maxBytes, uploadTooLargeMessage(error.maxBytes));
      if (error instanceof DomainError && error.code === 'FILE_UNSUPPORTED')
        throw new DomainError('FILE_UNSUPPORTED', UPLOAD_MESSAGES.unsupported[purpose]);
      throw error;
    }
  }
}
