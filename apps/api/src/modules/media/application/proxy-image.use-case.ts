import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@inhala/domain';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import {
  IMAGE_FORMATS,
  ImageCache,
  ImageSourceError,
  ImageTransformer,
  RemoteImageSource,
  type ImageFormat,
  type ImageRequest,
} from '../ports/image-ports';

export const IMAGE_DEFAULTS = { width: 800, height: 600, quality: 80, format: 'webp' as ImageFormat };
export const MAX_SOURCE_BYTES = 15 * 1024 * 1024;
export const MAX_DIMENSION = 2000;

export type ProxyResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'image'; body: Buffer; format: ImageFormat; cached: boolean };

function integer(raw: string | undefined, fallback: number, min: number, max: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new DomainError('IMAGE.INVALID_REQUEST', `${name} debe ser un número entero entre ${min} y ${max}`);
  }
  return value;
}

/**
 * GET /api/images/proxy (02 §7): optimises images on the configured storage hosts and leaves
 * every other URL unchanged (a redirect to it): the server never fetches an arbitrary host.
 */
@Injectable()
export class ProxyImage {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly source: RemoteImageSource,
    private readonly transformer: ImageTransformer,
    private readonly cache: ImageCache,
  ) {}

  parse(query: Record<string, string | undefined>): { url: string; request: ImageRequest } {
    const url = query['url']?.trim();
    if (!url) throw new DomainError('IMAGE.INVALID_REQUEST', 'Falta la dirección de la imagen');
    const format = (query['f'] ?? IMAGE_DEFAULTS.format) as ImageFormat;
    if (!IMAGE_FORMATS.includes(format))
      throw new DomainError('IMAGE.INVALID_REQUEST', 'Formato de imagen no soportado');
    return {
      url,
      request: {
        width: integer(query['w'], IMAGE_DEFAULTS.width, 1, MAX_DIMENSION, 'w'),
        height: integer(query['h'], IMAGE_DEFAULTS.height, 1, MAX_DIMENSION, 'h'),
        quality: integer(query['q'], IMAGE_DEFAULTS.quality, 1, 100, 'q'),
        format,
      },
    };
  }

  async execute(rawUrl: string, request: ImageRequest): Promise<ProxyResult> {
    let url: URL;
    try {
      url = new URL(rawUrl, 'http://relative.invalid');
    } catch {
      throw new DomainError('IMAGE.INVALID_REQUEST', 'La dirección de la imagen no es válida');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new DomainError('IMAGE.INVALID_REQUEST', 'La dirección de la imagen no es válida');
    const allowed =
      url.hostname !== 'relative.invalid' && this.config.imageProxyHosts.includes(url.host.toLowerCase());
    if (!allowed) return { kind: 'redirect', location: rawUrl };

    const key = createHash('sha256')
      .update(JSON.stringify([url.href, request]))
      .digest('hex');
    const hit = await this.cache.get(key);
    if (hit) return { kind: 'image', body: hit, format: request.format, cached: true };
    try {
      const original = await this.source.fetch(url, MAX_SOURCE_BYTES);
      const body = await this.transformer.transform(original, request);
      await this.cache.set(key, body);
      return { kind: 'image', body, format: request.format, cached: false };
    } catch (error) {
      if (error instanceof ImageSourceError) {
        if (error.reason === 'too-large') throw new DomainError('IMAGE.TOO_LARGE');
        if (error.reason === 'not-image') throw new DomainError('IMAGE.UNSUPPORTED');
        throw new DomainError('IMAGE.UNREACHABLE');
      }
      throw error;
    }
  }
}
