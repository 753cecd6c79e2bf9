/**
 * The service worker keeps its last copy of the reads a person needs offline in this cache
 * (apps/shell/src/pwa/sw-template.js uses the same name). It holds personal data, so signing out
 * empties it.
 */
export const OFFLINE_READS_CACHE = 'inhala-offline-reads';

export function forgetOfflineReads(): void {
  if (typeof caches === 'undefined') return;
  caches.delete(OFFLINE_READS_CACHE).catch(() => undefined);
}

/**
 * Asks the browser to keep this origin's storage (the queued writes, the stored reads) under
 * storage pressure. Browsers grant it to installed apps, so it is asked once installed.
 */
export function keepStorageWhenInstalled(): () => void {
  const ask = () => void navigator.storage?.persist?.().catch(() => false);
  if (window.matchMedia?.('(display-mode: standalone)').matches) ask();
  window.addEventListener('appinstalled', ask);
  return () => window.removeEventListener('appinstalled', ask);
}
