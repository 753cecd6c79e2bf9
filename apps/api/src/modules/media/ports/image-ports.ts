export interface ImageRequest {
  width: number;
  height: number;
  quality: number;
  format: ImageFormat;
}

export const IMAGE_FORMATS = ['webp', 'jpeg', 'png', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export class ImageSourceError extends Error {
  constructor(readonly reason: 'too-large' | 'not-image' | 'unreachable') {
    super(reason);
    this.name = 'ImageSourceError';
  }
}

/** Fetches the original from an allowed storage host, refusing anything over `maxBytes`. */
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
