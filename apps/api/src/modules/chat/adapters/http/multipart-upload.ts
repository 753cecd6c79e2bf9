import type { Readable } from 'node:stream';
import busboy, { type Busboy } from 'busboy';
import type { Request } from 'express';
import { CHAT_LIMITS, DomainError } from '@inhala/domain';
import type { ChatUpload } from '../../application/upload-chat-file.use-case';

/** Slack for the multipart framing and the text fields around a file of the largest size. */
const FRAMING_BYTES = 64 * 1024;

/**
 * A multipart/form-data body read as it arrives (busboy): the `file` part is handed on as a
 * stream, never buffered whole, and its bytes beyond the limit are never read into memory. A
 * body that is not multipart, or that breaks off, counts as no file received (FILE_NOT_FOUND).
 */
export class MultipartChatUpload implements ChatUpload {
  private readonly parser: Busboy | null = null;
  private readonly filePart: Promise<{ bytes: AsyncIterable<Uint8Array>; name: string } | null>;
  private readonly fieldValues: Promise<Record<string, string>>;
  private fileStream: Readable | null = null;
  private done = false;

  constructor(private readonly request: Request) {
    const declared = Number(request.headers['content-length'] ?? NaN);
    if (declared > CHAT_LIMITS.maxFileBytes + FRAMING_BYTES) {
      this.filePart = refused('FILE_TOO_LARGE');
      this.fieldValues = Promise.resolve({});
      return;
    }
    try {
      this.parser = busboy({
        headers: request.headers,
        limits: { files: 1, fileSize: CHAT_LIMITS.maxFileBytes + 1, fields: 10, fieldSize: 4096, parts: 20 },
      });
    } catch {
      this.filePart = refused('FILE_NOT_FOUND');
      this.fieldValues = Promise.resolve({});
      return;
    }
    const parser = this.parser;
    const fields: Record<string, string> = {};
    let settleFile: (part: { bytes: AsyncIterable<Uint8Array>; name: string } | null) => void = () =>
      undefined;
    this.filePart = new Promise((resolve) => (settleFile = resolve));
    this.fieldValues = new Promise((resolve, reject) => {
      parser.on('field', (name, value) => {
        if (!(name in fields)) fields[name] = value;
      });
      parser.on('file', (name, stream, info) => {
        if (name !== 'file' || this.fileStream) {
          stream.resume();
          return;
        }
        this.fileStream = stream;
        settleFile({ bytes: brokenBodyIsNoFile(stream), name: info.filename ?? '' });
      });
      parser.on('close', () => {
        this.done = true;
        settleFile(null);
        resolve(fields);
      });
      parser.on('error', () => {
        settleFile(null);
        reject(new DomainError('FILE_NOT_FOUND'));
      });
    });
    // Fields are awaited only after the file; a failure before that is the file's to report.
    this.fieldValues.catch(() => undefined);
    request.pipe(parser);
  }

  file(): Promise<{ bytes: AsyncIterable<Uint8Array>; name: string } | null> {
    return this.filePart;
  }

  fields(): Promise<Record<string, string>> {
    return this.fieldValues;
  }

  /** After the answer is decided: whatever of the body is still coming is read and dropped. */
  finish(): void {
    if (this.done) return;
    this.done = true;
    if (this.parser) this.request.unpipe(this.parser);
    this.fileStream?.resume();
    this.request.resume();
  }
}

/** A refusal that waits to be asked for (an unread rejected promise would crash the process). */
function refused(code: 'FILE_TOO_LARGE' | 'FILE_NOT_FOUND'): Promise<never> {
  const refusal = Promise.reject(new DomainError(code));
  refusal.catch(() => undefined);
  return refusal;
}

async function* brokenBodyIsNoFile(stream: Readable): AsyncIterable<Uint8Array> {
  try {
    for await (const chunk of stream) yield chunk as Uint8Array;
  } catch {
    throw new DomainError('FILE_NOT_FOUND');
  }
}
