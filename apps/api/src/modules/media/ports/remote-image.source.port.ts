/** Why an original could not be used; the use case turns it into the spec's error codes. */
export class ImageSourceError extends Error {
  constructor(readonly reason: 'too-large' | 'not-image' | 'unreachable' | 'timeout') {
    super(reason);
    this.name = 'ImageSourceError';
  }
}

/**
 * Fetches the original from an allowed storage host, refusing anything over `maxBytes`; the whole
 * image, headers and body, must arrive within the configured time ('timeout').
 */
export abstract class RemoteImageSource {
  abstract fetch(url: URL, maxBytes: number): Promise<Buffer>;
}
