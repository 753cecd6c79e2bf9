import type { FileKind } from '../application/file-type';

/** A file kept by the server, under a name the server made. */
export interface StoredFile {
  /** Where browsers read it (`/uploads/<name>`), with Range support. */
  url: string;
  size: number;
  contentType: string;
  kind: FileKind;
}

/** What one upload slot takes. */
export interface SaveOptions {
  /**
   * The content types the file may be. A container that may hold audio or video (MP4, WebM) is
   * kept as video when video is accepted, else as audio.
   */
  accepts: readonly string[];
  /** The most bytes: one limit, or one per kind (a kind without one is not limited here). */
  maxBytes: number | Readonly<Partial<Record<FileKind, number>>>;
}

/**
 * Where uploaded files live (DESIGN: uploads). The type is read from the file's first bytes,
 * never from its name or the sender's headers; the size limit (of the kind read) holds while the
 * bytes arrive, before anything large is buffered; the name is the server's. When `save` throws
 * (a DomainError FILE_NOT_FOUND, FILE_UNSUPPORTED, FILE_WRITE_FAILED, or a FileTooLargeError that
 * names the limit), nothing is kept.
 */
export abstract class FileStorage {
  abstract save(source: AsyncIterable<Uint8Array>, options: SaveOptions): Promise<StoredFile>;
  /** True when `url` names a complete file saved here (a form may point only at those). */
  abstract exists(url: string): Promise<boolean>;
  /**
   * How long a stored audio or video plays, in whole seconds, read from its own bytes; null for
   * an image, a foreign or unknown url, or a recording whose length the file does not tell.
   */
  abstract playingSeconds(url: string): Promise<number | null>;
  /** Forgets a file saved here; an unknown or foreign url is ignored. */
  abstract remove(url: string): Promise<void>;
}
