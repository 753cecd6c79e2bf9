/**
 * Cache Storage for tests (jsdom has none): the calls the downloads use (open, delete, keys,
 * match, put). A put reads the whole body, as the browser does before the promise resolves, so a
 * body that fails on its way fails the put and stores nothing.
 */
export interface StoredEntry {
  headers: { get(name: string): string | null };
  blob(): Promise<{ size: number }>;
}

const keyOf = (request: RequestInfo | URL) =>
  typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;

export class FakeCache {
  readonly entries = new Map<string, StoredEntry>();

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const body = await response.blob();
    this.entries.set(keyOf(request), { headers: response.headers, blob: async () => body });
  }

  async match(request: RequestInfo | URL): Promise<StoredEntry | undefined> {
    return this.entries.get(keyOf(request));
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(keyOf(request));
  }

  async keys(): Promise<Array<{ url: string }>> {
    return [...this.entries.keys()].map((url) => ({ url }));
  }

  /** A stored file of `size` bytes with these headers (names in lower case). */
  seed(url: string, headers: Record<string, string>, size: number): void {
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    this.entries.set(url, {
      headers: { get: (name) => lower[name.toLowerCase()] ?? null },
      blob: async () => ({ size }),
    });
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  async open(name: string): Promise<FakeCache> {
    const existing = this.caches.get(name);
    if (existing) return existing;
    const cache = new FakeCache();
    this.caches.set(name, cache);
    return cache;
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }
}

/** Installs a fresh fake as the global `caches` and returns it. */
export function installFakeCaches(): FakeCacheStorage {
  const storage = new FakeCacheStorage();
  Object.defineProperty(globalThis, 'caches', { configurable: true, writable: true, value: storage });
  return storage;
}
