import type { ImageProxyFormat } from '@inhala/domain';

export interface ImageRequest {
  width: number;
  height: number;
  quality: number;
  format: ImageProxyFormat;
}

/** Resizes and re-encodes; throws ImageSourceError('not-image' | 'too-large') on bad input. */
export abstract class ImageTransformer {
  abstract transform(source: Buffer, request: ImageRequest): Promise<Buffer>;
}
