import {
  DOWNLOADS_CACHE,
  DOWNLOAD_META_HEADER,
  deleteAllDownloads,
  deleteDownload,
  downloadKey,
  encodeMeta,
  listDownloads,
  writeDownloadsVerified,
  type DownloadMeta,
  type DownloadedItem,
} from './downloads-cache';
import { DOWNLOAD_TEXTS, DownloadFailedError } from './download-texts';
import { listenToOtherTabs, tellOtherTabs, type DownloadsRemoved } from './downloads-channel';
import { STORAGE_KEYS, readStorage } from '../data/storage-keys';

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
/**
 * Count the removals of everything: a file stored that began before one (`removals`), or a list
 * read that began before one or while its cache was being deleted (`generation`), belongs to a
 * cache that has gone, and is dropped.
 */
let removals = 0;
let generation = 0;
/** The first read, shared by every subscriber (a catalogue page mounts some 190 cards at once). */
let firstRead: Promise<void> | null = null;
/** When this tab last saw the entitlement confirmed online; written with each new download. */
let verifiedAt: Date | null = null;

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
  listenToOtherTabs(fromOtherTab);
  listeners.add(listener);
  if (snapshot.items === null) firstRead ??= refreshDownloads().finally(() => (firstRead = null));
  return () => listeners.delete(listener);
}

/** Reads the list again from the cache (after a change, or another tab's). */
export async function refreshDownloads(): Promise<void> {
  const started = generation;
  let items: DownloadedItem[];
  try {
    items = await listDownloads();
  } catch {
    items = [];
  }
  if (started === generation) update({ items });
}

/** Who is signed in on this device now (every tab shares the storage): their id, or null. */
function signedInId(): string | null {
  try {
    const user = JSON.parse(readStorage(STORAGE_KEYS.user) ?? 'null') as { id?: unknown } | null;
    return typeof user?.id === 'string' ? user.id : null;
  } catch {
    return null;
  }
}

/** Offline it is the connection; online, the server (a fetch that fails, a body that stops). */
const lostText = (whenOffline: string) => (navigator.onLine === false ? whenOffline : DOWNLOAD_TEXTS.failed);

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
  const person = signedInId();
  const started = removals;
  let response: Response;
  try {
    response = await fetch(key, { signal, credentials: 'same-origin' });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new DownloadFailedError(lostText(DOWNLOAD_TEXTS.offline), cause);
  }
  // A body not read is let go, so the connection does not stay open for it.
  const letGo = () => void response.body?.cancel().catch(() => undefined);
  if (!response.ok || !response.body) {
    letGo();
    throw new DownloadFailedError(response.status === 404 ? DOWNLOAD_TEXTS.gone : DOWNLOAD_TEXTS.failed);
  }
  // A compressed answer's length is not the length of what is read: the count cannot check it.
  const declared = Number(response.headers.get('Content-Length'));
  const total = !response.headers.get('Content-Encoding') && declared > 0 ? declared : null;
  try {
    await ensureRoom(total);
  } catch (error) {
    letGo();
    throw error;
  }

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
    throw new DownloadFailedError(lostText(DOWNLOAD_TEXTS.interrupted), cause);
  }
  // Everything was removed while the file arrived (sign-out or the subscription's end, here or
  // in another tab, which may have emptied the cache before this put re-created it): the file
  // belongs to no one entitled, and goes.
  const now = signedInId();
  if (signal.aborted || started !== removals || now === null || now !== person) {
    await cache.delete(key);
    throw new DOMException('The downloads were removed', 'AbortError');
  }
  if (total !== null && received !== total) {
    await cache.delete(key);
    throw new DownloadFailedError(lostText(DOWNLOAD_TEXTS.interrupted));
  }
  if (verifiedAt) await writeDownloadsVerified(verifiedAt, true).catch(() => undefined);
}

/**
 * Downloads an uploaded file (its /uploads/ address) to play offline. Progress, the end and any
 * failure are told through the store; a second call for the same file while it downloads does
 * nothing.
 */
export async function startDownload(src: string, meta: DownloadMeta): Promise<void> {
  const key = downloadKey(src);
  if (controllers.has(key)) return;
  listenToOtherTabs(fromOtherTab);
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
    if (controller.signal.aborted || isNamed(error, 'AbortError')) setActive(key, null);
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

/** This tab's downloads on their way stop, and what it listed or was reading is dropped. */
function stopAll(forget: boolean): void {
  removals += 1;
  generation += 1;
  if (forget) verifiedAt = null;
  for (const controller of controllers.values()) controller.abort();
  controllers.clear();
  update({ items: [], active: new Map() });
}

async function removeEverything(forget: boolean): Promise<void> {
  stopAll(forget);
  listenToOtherTabs(fromOtherTab);
  tellOtherTabs({ type: 'removed', forget });
  await deleteAllDownloads();
  // A read begun while the cache was being deleted may have seen it still full.
  generation += 1;
}

/**
 * Another tab removed everything. Its downloads stop here too, and the cache is emptied again
 * here: a file this tab stored just before the message arrived may have re-created it.
 */
function fromOtherTab(message: DownloadsRemoved): void {
  stopAll(message.forget);
  void deleteAllDownloads()
    .catch(() => undefined)
    .then(() => refreshDownloads());
}

/**
 * Every download goes, those on their way too, in every tab: 'Eliminar todo', sign-out and the
 * end of the subscription (downloads are premium content).
 */
export function removeAllDownloads(): Promise<void> {
  return removeEverything(false);
}

/**
 * For sign-out and the end of the subscription, which do not wait: everything goes as with
 * removeAllDownloads, and so does the confirmation of the entitlement. Failures are ignored.
 */
export function forgetDownloads(): void {
  removeEverything(true).catch(() => undefined);
}

/**
 * DownloadsGuard saw the server confirm the entitlement (a live answer): the worker keeps serving
 * the downloaded copies (downloads-cache.ts, DOWNLOADS_VERIFIED_PATH).
 */
export async function markDownloadsVerified(at = new Date()): Promise<void> {
  verifiedAt = at;
  await writeDownloadsVerified(at);
}
