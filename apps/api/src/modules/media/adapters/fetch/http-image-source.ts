import { Injectable } from '@nestjs/common';
import { ImageSourceError, RemoteImageSource } from '../../ports/image-ports';

const TIMEOUT_MS = 10_000;

/** Reads at most `maxBytes`, whatever Content-Length claims, and never follows redirects. */
@Injectable()
export class HttpImageSource extends RemoteImageSource {
  async fetch(url: URL, maxBytes: number): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new ImageSourceError('unreachable');
    }
    if (!response.ok || !response.body) throw new ImageSourceError('unreachable');
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('image/')) throw new ImageSourceError('not-image');
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes)
      throw new ImageSourceError('too-large');
    const chunks: Buffer[] = [];
    let total = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        throw new ImageSourceError('too-large');
      }
      chunks.push(Buffer.from(value));
    }
    return Buffer.concat(chunks);
  }
}
