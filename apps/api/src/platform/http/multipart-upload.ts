import type { Readable } from 'node:stream';
import busboy, { type Busboy } from 'busboy';
import type { Request } from 'express';
import { DomainError, FileTooLargeError } from '@inhala/domain';

/** The file part of a multipart body: its bytes, still arriving, and its name on the sender's machine. */
export interface MultipartFile {
  bytes: AsyncIterable<Uint8Array>;
  name: string;
}

/** Slack for the multipart framing and the text fields around a file of the largest size. */
const FRAMING_BYTES = 64 * 1024;

/**
 * A multipart/form-data body read as it arrives (busboy): the `file` part is handed on as a
 * stream, never buffered whole, and its bytes beyond `maxFileBytes` are never read into memory;
 * a body that declares more than that (with room for the framing) is refused before it is read
 * (FileTooLargeError). A body that is not multipart, or that breaks off, counts as no file
 * received (FILE_NOT_FOUND). Shared by the chat's and the admin's uploads.
 */
export class MultipartUpload {
  private readonly parser: Busboy | null = null;
  private readonly filePart: Promise<MultipartFile | null>;
  private readonly fieldValues: Promise<Record<string, string>>;
  private fileStream: Readable | null = null;
  private done = false;

  constructor(
    private readonly request: Request,
    limits: { maxFileBytes: number },
  ) {
    const declared = Number(request.headers['content-length'] ?? NaN);
    if (declared > limits.maxFileBytes + FRAMING_BYTES) {
      this.filePart = refused(new FileTooLargeError(limits.maxFileBytes));
      this.fieldValues = Promise.resolve({});
      return;
    }
    try {
      this.parser = busboy({
        headers: request.headers,
        // Browsers send the file's name as UTF-8 ('Meditación.mp3'), not Latin-1.
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: limits.maxFileBytes + 1, fields: 10, fieldSize: 4096, parts: 20 },
      });
    } catch {
      this.filePart = refused(new DomainError('FILE_NOT_FOUND'));
      this.fieldValues = Promise.resolve({});
      return;
    }
    const parser = this.parser;
    const fields: Record<string, string> = {};
    let settleFile: (part: MultipartFile | null) => void = () => undefined;
    let failFields: (error: DomainError) => void = () => undefined;
    this.filePart = new Promise((resolve) => (settleFile = resolve));
    this.fieldValues = new Promise((resolve, reject) => {
      failFields = reject;
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
    // A sender who goes away mid-body: the file part ends in an error (so nothing is kept) rather
    // than waiting for bytes that will never come.
    const brokenOff = () => {
      if (request.complete || this.done) return;
      this.done = true;
      this.fileStream?.destroy(new DomainError('FILE_NOT_FOUND'));
      settleFile(null);
      failFields(new DomainError('FILE_NOT_FOUND'));
    };
    request.on('close', brokenOff);
    request.on('error', brokenOff);
    request.pipe(parser);
  }

  /** The first part named `file`, or null when the body has none. */
  file(): Promise<MultipartFile | null> {
    return this.filePart;
  }

  /** The text fields, once the whole body is read (they may come after the file). */
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
function refused(error: DomainError): Promise<never> {
  const refusal = Promise.reject(error);
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
