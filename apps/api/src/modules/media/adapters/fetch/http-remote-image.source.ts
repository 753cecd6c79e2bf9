import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import { ImageSourceError, RemoteImageSource } from '../../ports/remote-image.source.port';

/**
 * Reads at most `maxBytes`, whatever Content-Length claims, and never follows redirects. One
 * deadline (IMAGE_FETCH_TIMEOUT_MS) covers the whole exchange: a host that stalls before its
 * headers or in the middle of the body ends as 'timeout'.
 */
@Injectable()
export class HttpImageSource extends RemoteImageSource {
  private readonly timeoutMs: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.timeoutMs = config.imageProxyLimits.fetchTimeoutMs;
  }

  async fetch(url: URL, maxBytes: number): Promise<Buffer> {
    const deadline = AbortSignal.timeout(this.timeoutMs);
    try {
      return await this.read(url, maxBytes, deadline);
    } catch (error) {
      if (deadline.aborted) throw new ImageSourceError('timeout');
      if (error instanceof ImageSourceError) throw error;
      throw new ImageSourceError('unreachable');
    }
  }

  private async read(url: URL, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
    const response = await fetch(url, { redirect: 'error', signal });
    if (!response.ok || !response.body) throw new ImageSourceError('unreachable');
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('image/')) throw new ImageSourceError('not-image');
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes)
      throw new ImageSourceError('too-large');
    const chunks: Buffer[] = [];
    let total = 0;
    const reader = response.body.getReader();
    try {
      for (;;) {
        // fetch's body is typed loosely in Node's own types: its chunks are bytes.
        const { done, value } = (await reader.read()) as { done: boolean; value?: Uint8Array };
        if (done || !value) break;
        total += value.byteLength;
        if (total > maxBytes) throw new ImageSourceError('too-large');
        chunks.push(Buffer.from(value));
      }
    } catch (error) {
      await reader.cancel().catch(() => undefined);
      throw error;
    }
    return Buffer.concat(chunks);
  }
}
