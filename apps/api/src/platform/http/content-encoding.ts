import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Whether an Accept-Encoding header takes `name` (and does not refuse it with q=0). */
function accepts(header: string, name: Encoding): boolean {
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    if (token.trim().toLowerCase() !== name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** br, then gzip, among those available; null for the plain bytes. */
export function negotiateEncoding(
  header: string | undefined,
  available: readonly Encoding[],
): Encoding | null {
  const value = header ?? '';
  return available.find((name) => accepts(value, name)) ?? null;
}

/**
 * Bytes that change rarely, compressed once per version (keyed by their ETag) rather than on
 * every request. Keeps only the latest version.
 */
export class CompressedOnce {
  private version: string | null = null;
  private readonly forms = new Map<Encoding, Buffer>();

  get(etag: string, body: string, encoding: Encoding): Buffer {
    if (etag !== this.version) {
      this.version = etag;
      this.forms.clear();
    }
    let bytes = this.forms.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(body, { level: 9 });
      this.forms.set(encoding, bytes);
    }
    return bytes;
  }
}
