import { ReadableStream } from 'node:stream/web';

/**
 * Just enough of Headers, Response and ReadableStream for code that streams a fetched body
 * (jsdom has none of them): `new Response(stream, { headers })`, `ok`, `status`, `headers.get`,
 * `body.getReader()` and `blob()` (which reads the stream to its end, failing as it fails).
 */
export class FakeHeaders {
  private readonly values = new Map<string, string>();

  constructor(init: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(init)) this.set(name, value);
  }

  get(name: string): string | null {
    return this.values.get(name.toLowerCase()) ?? null;
  }

  set(name: string, value: string): void {
    this.values.set(name.toLowerCase(), value);
  }
}

export class FakeResponse {
  readonly headers: FakeHeaders;
  readonly status: number;

  constructor(
    readonly body: ReadableStream<Uint8Array> | null,
    init: { status?: number; headers?: FakeHeaders | Record<string, string> } = {},
  ) {
    this.status = init.status ?? 200;
    this.headers = init.headers instanceof FakeHeaders ? init.headers : new FakeHeaders(init.headers);
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  async blob(): Promise<{ size: number }> {
    let size = 0;
    const reader = this.body?.getReader();
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
    }
    return { size };
  }
}

/** A body of these chunks; `fail` makes it error after them (the connection dropped). */
export function streamOf(chunks: Uint8Array[], options: { fail?: boolean; signal?: AbortSignal } = {}) {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = chunks[index++];
      if (chunk) return controller.enqueue(chunk);
      if (options.fail) return controller.error(new TypeError('network error'));
      if (options.signal) {
        // Never ends by itself: only an abort ends it (a download the person cancels).
        await new Promise((_, reject) =>
          options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ).catch((error: unknown) => controller.error(error));
        return;
      }
      controller.close();
    },
  });
}

/** Installs the fakes as the globals Headers, Response and ReadableStream. */
export function installFakeFetchStream(): void {
  Object.assign(globalThis, { Headers: FakeHeaders, Response: FakeResponse, ReadableStream });
}
