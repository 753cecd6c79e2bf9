import {
  DOWNLOADS_CACHE,
  DOWNLOAD_META_HEADER,
  deleteAllDownloads,
  deleteDownload,
  downloadKey,
  encodeMeta,
  listDownloads,
  type DownloadMeta,
  type DownloadedItem,
} from './downloads-cache';
import { DOWNLOAD_TEXTS, DownloadFailedError } from './download-texts';

/** A download on its way (`percent` null when the server did not say the length), or one that failed. */
export type ActiveDownload =
  { status: 'downloading'; percent: number | null } | { status: 'failed'; message: string };

export interface DownloadsSnapshot {
  /** Null until the cache has been read once. */
  items: readonly DownloadedItem[] | null;
  /** By cache key (downloadKey). */
  active: ReadonlyMap<string, ActiveDownload>;
}

/*
 * One store for the whole app (the shell and every remote share @inhala/ui as a singleton): a
 * download keeps going, and keeps its progress, while the person moves between pages.
 */
let snapshot: DownloadsSnapshot = { items: null, active: new Map() };
const listeners = new Set<() => void>();
const controllers = new Map<string, AbortController>();

function update(next: Partial<DownloadsSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

function setActive(key: string, state: ActiveDownload | null): void {
  const active = new Map(snapshot.active);
  if (state) active.set(key, state);
  else active.delete(key);
  update({ active });
}

export function downloadsSnapshot(): DownloadsSnapshot {
  return snapshot;
}

export function subscribeDownloads(listener: () => void): () => void {
  listeners.add(listener);
  if (snapshot.items === null) void refreshDownloads();
  return () => listeners.delete(listener);
}

/** Reads the list again from the cache (after a change, or another tab's). */
export async function refreshDownloads(): Promise<void> {
  try {
    update({ items: await listDownloads() });
  } catch {
    update({ items: [] });
  }
}

const isNamed = (error: unknown, name: string) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;

/** Fails early when the browser says the file does not fit (it may still fail while storing). */
async function ensureRoom(bytes: number | null): Promise<void> {
  if (bytes === null) return;
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate?.quota === undefined || estimate.usage === undefined) return;
  if (estimate.quota - estimate.usage < bytes) throw new DownloadFailedError(DOWNLOAD_TEXTS.noSpace);
}

/**
 * The file's body streamed into the cache: the browser writes it to disk as it arrives, and the
 * page only counts the bytes of each chunk for the percentage (said once per whole percent), so a
 * 45-minute recording never holds the main thread or sits whole in memory.
 */
async function store(key: string, meta: DownloadMeta, signal: AbortSignal): Promise<void> {
  if (navigator.onLine === false) throw new DownloadFailedError(DOWNLOAD_TEXTS.offline);
  let response: Response;
  try {
    response = await fetch(key, { signal, credentials: 'same-origin' });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new DownloadFailedError(DOWNLOAD_TEXTS.offline, cause);
  }
  if (!response.ok || !response.body)
    throw new DownloadFailedError(response.status === 404 ? DOWNLOAD_TEXTS.gone : DOWNLOAD_TEXTS.failed);
  // A compressed answer's length is not the length of what is read: the count cannot check it.
  const declared = Number(response.headers.get('Content-Length'));
  const total = !response.headers.get('Content-Encoding') && declared > 0 ? declared : null;
  await ensureRoom(total);

  let received = 0;
  let said = -1;
  const reader = response.body.getReader();
  // Pulled only as the cache asks (no chunk read ahead), and said only while still on its way.
  const counted = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        received += value.byteLength;
        const percent = total ? Math.min(99, Math.floor((received * 100) / total)) : null;
        if (percent !== null && percent !== said && snapshot.active.get(key)?.status === 'downloading') {
          said = percent;
          setActive(key, { status: 'downloading', percent });
        }
        controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  const headers = new Headers({
    'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream',
    [DOWNLOAD_META_HEADER]: encodeMeta(meta, new Date()),
  });
  if (total) headers.set('Content-Length', String(total));
  const cache = await caches.open(DOWNLOADS_CACHE);
  try {
    await cache.put(key, new Response(counted, { headers }));
  } catch (cause) {
    // The network stops too (a refused put may not have read the body to its end).
    reader.cancel().catch(() => undefined);
    if (signal.aborted) throw cause;
    if (isNamed(cause, 'QuotaExceededError')) throw new DownloadFailedError(DOWNLOAD_TEXTS.noSpace, cause);
    throw new DownloadFailedError(DOWNLOAD_TEXTS.interrupted, cause);
  }
  if (total !== null && received !== total) {
    await cache.delete(key);
    throw new DownloadFailedError(DOWNLOAD_TEXTS.interrupted);
  }
}

/**
 * Downloads an uploaded file (its /uploads/ address) to play offline. Progress, the end and any
 * failure are told through the store; a second call for the same file while it downloads does
 * nothing.
 */
export async function startDownload(src: string, meta: DownloadMeta): Promise<void> {
  const key = downloadKey(src);
  if (controllers.has(key)) return;
  const controller = new AbortController();
  controllers.set(key, controller);
  setActive(key, { status: 'downloading', percent: 0 });
  // Asked once, with the first download: the browser may then keep them under storage pressure.
  if (!snapshot.items?.length) void navigator.storage?.persist?.().catch(() => false);
  try {
    await store(key, meta, controller.signal);
    await refreshDownloads();
    setActive(key, null);
  } catch (error) {
    if (controller.signal.aborted) setActive(key, null);
    else
      setActive(key, {
        status: 'failed',
        message: error instanceof DownloadFailedError ? error.message : DOWNLOAD_TEXTS.failed,
      });
  } finally {
    if (controllers.get(key) === controller) controllers.delete(key);
  }
}

/** Stops a download on its way; nothing of it is kept. */
export function cancelDownload(src: string): void {
  controllers.get(downloadKey(src))?.abort();
}

/** Says no more about a failed download (the person read it, or tries again). */
export function dismissDownloadError(src: string): void {
  const key = downloadKey(src);
  if (snapshot.active.get(key)?.status === 'failed') setActive(key, null);
}

export async function removeDownload(url: string): Promise<void> {
  await deleteDownload(downloadKey(url));
  await refreshDownloads();
}

/**
 * Every download goes, those on their way too: 'Eliminar todo', sign-out and the end of the
 * subscription (downloads are premium content).
 */
export async function removeAllDownloads(): Promise<void> {
  for (const controller of controllers.values()) controller.abort();
  controllers.clear();
  update({ items: [], active: new Map() });
  await deleteAllDownloads();
}

/** For sign-out, which does not wait: the same as removeAllDownloads, its failure ignored. */
export function forgetDownloads(): void {
  removeAllDownloads().catch(() => undefined);
}
