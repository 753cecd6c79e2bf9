import type { ImageProxyFormat } from '@inhala/domain';

export interface ImageRequest {
  width: number;
  height: number;
  quality: number;
  format: ImageProxyFormat;
}

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

/** Resizes and re-encodes; throws ImageSourceError('not-image' | 'too-large') on bad input. */
export abstract class ImageTransformer {
  abstract transform(source: Buffer, request: ImageRequest): Promise<Buffer>;
}

export abstract class ImageCache {
  abstract get(key: string): Promise<Buffer | null>;
  abstract set(key: string, image: Buffer): Promise<void>;
}
