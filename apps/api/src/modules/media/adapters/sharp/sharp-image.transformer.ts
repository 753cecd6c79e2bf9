import { Injectable } from '@nestjs/common';
import { ImageTransformer, type ImageRequest } from '../../ports/image-transformer.port';
import { ImageSourceError } from '../../ports/remote-image.source.port';

/** Refuses decompression bombs: at most 40 megapixels decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/** sharp is loaded on the first render, not while the server starts. */
const loadSharp = () => import('sharp').then((module) => module.default);

@Injectable()
export class SharpImageTransformer extends ImageTransformer {
  async transform(source: Buffer, request: ImageRequest): Promise<Buffer> {
    const sharp = await loadSharp();
    try {
      return await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(request.width, request.height, { fit: 'cover', withoutEnlargement: true })
        .toFormat(request.format, { quality: request.quality })
        .toBuffer();
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      throw new ImageSourceError(/pixel limit/i.test(message) ? 'too-large' : 'not-image');
    }
  }
}
