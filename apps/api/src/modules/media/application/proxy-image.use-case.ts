import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  IMAGE_DEFAULTS,
  RetryLaterError,
  isAllowedImageSize,
  isImageProxyFormat,
  isProxiedImageUrl,
} from '@inhala/domain';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { RateLimitStore } from '../../../platform/rate-limit/rate-limit.store';
import { Clock } from '../../../platform/time/clock.port';
import { ImageCache } from '../ports/image-cache.port';
import { ImageTransformer, type ImageRequest } from '../ports/image-transformer.port';
import { ImageSourceError, RemoteImageSource } from '../ports/remote-image.source.port';
import { BUSY, RenderSlots } from './render-slots';

const MAX_SOURCE_BYTES = 15 * 1024 * 1024;
/** New renders (cache misses) one address may ask for; what is cached is always served. */
const COLD_RENDERS_PER_ADDRESS = { limit: 60, windowMs: 60_000 };
/** How long a client told 'busy' should wait before asking again. */
const BUSY_RETRY_MS = 5_000;

export interface ProxyImageQuery {
  url: string;
  w?: number;
  h?: number;
  q?: number;
  f?: string;
}

interface ProxiedImage {
  body: Buffer;
  format: ImageRequest['format'];
  cached: boolean;
}

/**
 * GET /api/images/proxy (01 §7, 02 §7): optimises images on the configured storage hosts, at the
 * sizes of the app only (IMAGE_CONTEXTS and the default, in webp). Any other URL is refused, never
 * fetched and never redirected to: the client uses those URLs as they are. New renders are
 * bounded per address and in number at once; renders are kept on disk (capped by size).
 */
@Injectable()
export class ProxyImage {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly source: RemoteImageSource,
    private readonly transformer: ImageTransformer,
    private readonly cache: ImageCache,
    private readonly slots: RenderSlots,
    private readonly counters: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  async execute(query: ProxyImageQuery, address: string): Promise<ProxiedImage> {
    const request = this.variant(query);
    if (!isProxiedImageUrl(query.url, this.config.imageProxyHosts))
      throw new DomainError(
        'IMAGE.INVALID_REQUEST',
        'Solo se optimizan imágenes de los servidores de archivos de Inhala',
      );
    // The same rule through the parser that will fetch it: both must read it, as a storage host.
    const url = URL.canParse(query.url) ? new URL(query.url) : null;
    if (!url || !this.config.imageProxyHosts.includes(url.host.toLowerCase()))
      throw new DomainError('IMAGE.INVALID_REQUEST', 'La dirección de la imagen no es válida');
    const key = createHash('sha256')
      .update(JSON.stringify([url.href, request]))
      .digest('hex');
    const hit = await this.cache.get(key);
    if (hit) return { body: hit, format: request.format, cached: true };

    const cold = await this.counters.hit(`image-render:ip:${address}`, COLD_RENDERS_PER_ADDRESS.windowMs);
    if (cold.hits > COLD_RENDERS_PER_ADDRESS.limit)
      throw new RetryLaterError(
        'RATE_LIMITED',
        cold.resetAt,
        this.clock.now(),
        'Demasiadas imágenes nuevas seguidas. Inténtalo de nuevo en un momento.',
      );
    const body = await this.slots.run(() => this.render(url, request));
    if (body === BUSY)
      throw new RetryLaterError(
        'IMAGE.BUSY',
        new Date(this.clock.now().getTime() + BUSY_RETRY_MS),
        this.clock.now(),
      );
    await this.cache.set(key, body);
    return { body, format: request.format, cached: false };
  }

  private variant(query: ProxyImageQuery): ImageRequest {
    const format = query.f ?? IMAGE_DEFAULTS.f;
    if (!isImageProxyFormat(format))
      throw new DomainError('IMAGE.INVALID_REQUEST', 'Formato de imagen no soportado');
    const size = {
      w: query.w ?? IMAGE_DEFAULTS.w,
      h: query.h ?? IMAGE_DEFAULTS.h,
      q: query.q ?? IMAGE_DEFAULTS.q,
    };
    if (!isAllowedImageSize(size))
      throw new DomainError('IMAGE.INVALID_REQUEST', 'Este tamaño de imagen no está disponible');
    return { width: size.w, height: size.h, quality: size.q, format };
  }

  private async render(url: URL, request: ImageRequest): Promise<Buffer> {
    try {
      return await this.transformer.transform(await this.source.fetch(url, MAX_SOURCE_BYTES), request);
    } catch (error) {
      if (error instanceof ImageSourceError) {
        if (error.reason === 'too-large') throw new DomainError('IMAGE.TOO_LARGE');
        if (error.reason === 'not-image') throw new DomainError('IMAGE.UNSUPPORTED');
        if (error.reason === 'timeout') throw new DomainError('IMAGE.TIMEOUT');
        throw new DomainError('IMAGE.UNREACHABLE');
      }
      throw error;
    }
  }
}
