import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import { ImageSourceError, RemoteImageSource } from '../../ports/remote-image.source.port';

/**
 * Reads at most `maxBytes`, whatever Content-Length claims, and never follows redirects. One
 * deadline (IMAGE_FETCH_TIMEOUT_MS) covers the whole exchange: a host that stalls before its
 * headers or in the middle of the body ends as 'timeout', and its connection is closed.
 *
 * The deadline is raced against every step here rather than left to fetch's `signal`: once the
 * headers are in, Node's fetch (undici, Node 20 and 22) holds the link from that signal to the
 * body only weakly, so after a garbage collection an abort no longer reaches a stalled body and
 * the read waits forever, holding its render slot (measured: two stalled hosts held both slots
 * for good). Cancelling the body ourselves closes the connection.
 */
@Injectable()
export class HttpImageSource extends RemoteImageSource {
  private readonly timeoutMs: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.timeoutMs = config.imageProxyLimits.fetchTimeoutMs;
  }

  async fetch(url: URL, maxBytes: number): Promise<Buffer> {
    const deadline = new Deadline(this.timeoutMs);
    try {
      return await this.read(url, maxBytes, deadline);
    } catch (error) {
      if (deadline.passed) throw new ImageSourceError('timeout');
      if (error instanceof ImageSourceError) throw error;
      throw new ImageSourceError('unreachable');
    } finally {
      deadline.clear();
    }
  }

  private async read(url: URL, maxBytes: number, deadline: Deadline): Promise<Buffer> {
    const pending = fetch(url, { redirect: 'error', signal: deadline.signal });
    const response = await deadline.race(pending).catch((error: unknown) => {
      // Headers that arrive after the deadline: their body is closed, not left open.
      void pending.then((late) => late.body?.cancel()).catch(() => undefined);
      throw error;
    });
    if (!response.ok || !response.body) {
      void response.body?.cancel().catch(() => undefined);
      throw new ImageSourceError('unreachable');
    }
    const reader = response.body.getReader();
    const chunks: Buffer[] = [];
    let total = 0;
    try {
      const type = response.headers.get('content-type') ?? '';
      if (!type.startsWith('image/')) throw new ImageSourceError('not-image');
      if (Number(response.headers.get('content-length') ?? 0) > maxBytes)
        throw new ImageSourceError('too-large');
      for (;;) {
        // fetch's body is typed loosely in Node's own types: its chunks are bytes.
        const { done, value } = (await deadline.race(reader.read())) as { done: boolean; value?: Uint8Array };
        if (done || !value) break;
        total += value.byteLength;
        if (total > maxBytes) throw new ImageSourceError('too-large');
        chunks.push(Buffer.from(value));
      }
    } catch (error) {
      // Not awaited: a stalled body must not hold the caller; cancelling closes the connection.
      void reader.cancel().catch(() => undefined);
      throw error;
    }
    return Buffer.concat(chunks);
  }
}

/** A time limit that every awaited step races, and that aborts the request when it passes. */
class Deadline {
  private readonly controller = new AbortController();
  private readonly expired: Promise<never>;
  private readonly timer: NodeJS.Timeout;
  passed = false;

  constructor(ms: number) {
    let expire!: (reason: Error) => void;
    this.expired = new Promise<never>((_, reject) => (expire = reject));
    this.expired.catch(() => undefined); // raced or not, it never goes unhandled
    this.timer = setTimeout(() => {
      this.passed = true;
      this.controller.abort();
      expire(new ImageSourceError('timeout'));
    }, ms);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  race<T>(step: Promise<T>): Promise<T> {
    return Promise.race([step, this.expired]);
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}
