/**
 * Recordings downloaded to listen without network (issue 30): each whole file in this cache under
 * its /uploads/ address, which the service worker (apps/shell/src/pwa/sw-template.js, same name)
 * answers from, ranges included. Not versioned, so app updates keep it; premium content, so it is
 * emptied on sign-out and when the subscription ends.
 *
 * The index is the cache itself: what the list shows (title, kind, id, date) travels in a header
 * of the stored file, and its size is the file's length. One `put` stores both, so no index can
 * name a file that is not there, or miss one that is (a tab closed between two writes, two tabs
 * downloading at once), and removing the file removes its entry.
 */
export const DOWNLOADS_CACHE = 'inhala-downloads';

/** The header that carries an entry's details, URI-encoded JSON (header values are Latin-1). */
export const DOWNLOAD_META_HEADER = 'x-inhala-download';

/**
 * When the person's entitlement was last confirmed online (DownloadsGuard): one entry of the
 * cache, its time in a header. The worker serves no downloaded copy unconfirmed for too long
 * (sw-template.js, same names), so downloads end with the subscription even on a device that
 * stays offline. It has no details header, so the list never shows it; it goes with the cache.
 */
export const DOWNLOADS_VERIFIED_PATH = '/__inhala-downloads-verified';
export const DOWNLOADS_VERIFIED_HEADER = 'x-inhala-verified-at';

/** What was downloaded: the premium recordings a subscriber plays (meditations, Angel Mondays, challenge audio). */
export const DOWNLOAD_KINDS = ['meditation', 'angel-monday', 'challenge'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

/** How the profile names each kind. */
export const DOWNLOAD_KIND_LABELS: Record<DownloadKind, string> = {
  meditation: 'Meditación',
  'angel-monday': 'Angel Monday',
  challenge: 'Reto',
};

/** What the person downloaded, as the profile lists it. */
export interface DownloadMeta {
  kind: DownloadKind;
  /**
   * The meditation's id (its catalogue card then says 'Descargada'), the Angel Monday's, or the
   * challenge day's.
   */
  id: number;
  title: string;
}

export interface DownloadedItem extends DownloadMeta {
  /** The stored address, absolute and without query: the key of the file in the cache. */
  url: string;
  bytes: number;
  /** ISO time the download finished. */
  downloadedAt: string;
}

/** Downloads need Cache Storage and a service worker to answer from it (secure contexts only). */
export function downloadsSupported(): boolean {
  return typeof caches !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** The cache key of a file: absolute, without query or fragment (the worker looks it up so). */
export function downloadKey(src: string): string {
  const url = new URL(src, window.location.origin);
  return url.origin + url.pathname;
}

/** Only the app's own uploads are stored and answered by the worker (a link elsewhere is not). */
export function isDownloadable(src: string | null | undefined): src is string {
  if (!src) return false;
  try {
    const url = new URL(src, window.location.origin);
    return url.origin === window.location.origin && url.pathname.startsWith('/uploads/');
  } catch {
    return false;
  }
}

export function encodeMeta(meta: DownloadMeta, downloadedAt: Date): string {
  return encodeURIComponent(JSON.stringify({ ...meta, downloadedAt: downloadedAt.toISOString() }));
}

function decodeMeta(value: string | null): (DownloadMeta & { downloadedAt: string }) | null {
  if (!value) return null;
  try {
    const meta = JSON.parse(decodeURIComponent(value)) as Partial<DownloadMeta & { downloadedAt: string }>;
    const kind = DOWNLOAD_KINDS.find((k) => k === meta.kind);
    if (!kind || typeof meta.id !== 'number' || typeof meta.title !== 'string') return null;
    return { kind, id: meta.id, title: meta.title, downloadedAt: String(meta.downloadedAt ?? '') };
  } catch {
    return null;
  }
}

/** Every stored download, newest first. Reads headers only, never the files' bodies. */
export async function listDownloads(): Promise<DownloadedItem[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(DOWNLOADS_CACHE);
  const items: DownloadedItem[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const meta = decodeMeta(response?.headers.get(DOWNLOAD_META_HEADER) ?? null);
    if (!response || !meta) continue;
    const length = Number(response.headers.get('Content-Length'));
    // Without a length header (a server that compressed the file) the stored body says it.
    const bytes = Number.isFinite(length) && length > 0 ? length : (await response.blob()).size;
    items.push({ ...meta, url: request.url, bytes });
  }
  return items.sort((a, b) => b.downloadedAt.localeCompare(a.downloadedAt));
}

/**
 * Notes the confirmation time. Only where there are downloads (the cache exists) unless `create`:
 * a person who never downloads keeps no cache.
 */
export async function writeDownloadsVerified(at: Date, create = false): Promise<void> {
  if (typeof caches === 'undefined') return;
  if (!create && !(await caches.has(DOWNLOADS_CACHE))) return;
  const cache = await caches.open(DOWNLOADS_CACHE);
  await cache.put(
    new URL(DOWNLOADS_VERIFIED_PATH, window.location.origin).href,
    new Response(null, { headers: { [DOWNLOADS_VERIFIED_HEADER]: at.toISOString() } }),
  );
}

export async function deleteDownload(url: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  await (await caches.open(DOWNLOADS_CACHE)).delete(url);
}

/** Every download goes (sign-out, the subscription ended, 'Eliminar todo'). */
export async function deleteAllDownloads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(DOWNLOADS_CACHE);
}
