import { DomainError } from './domain-error';

/**
 * FILE_TOO_LARGE, with the limit that refused the file, so the caller can name it (the chat keeps
 * its fixed text; an admin slot says 'El archivo no puede ser mayor a 50 MB').
 */
export class FileTooLargeError extends DomainError {
  constructor(
    readonly maxBytes: number,
    message?: string,
  ) {
    super('FILE_TOO_LARGE', message);
  }
}
