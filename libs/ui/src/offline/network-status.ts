import { useSyncExternalStore } from 'react';

/**
 * What the person should know about the network (issue 18): whether the browser is offline, and
 * since when the data on screen is old. The service worker answers a read it could not fetch
 * with its last stored copy, marked with the time it was stored (x-inhala-stored-at); the
 * transport reports every answer here, so the oldest stored copy on screen names the time.
 */
export const STORED_AT_HEADER = 'x-inhala-stored-at';

interface NetworkStatus {
  online: boolean;
  /** The oldest stored copy read since the last live answer, ISO; null while answers are live. */
  dataFrom: string | null;
}

let status: NetworkStatus = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  dataFrom: null,
};
const listeners = new Set<() => void>();

function set(next: NetworkStatus): void {
  if (next.online === status.online && next.dataFrom === status.dataFrom) return;
  status = next;
  for (const listener of listeners) listener();
}

/** A read answered: live (storedAt null) or from the worker's stored copy. */
export function noteReadAnswer(storedAt: string | null): void {
  if (storedAt === null) {
    if (status.dataFrom !== null) set({ ...status, dataFrom: null });
    return;
  }
  const oldest = status.dataFrom === null || storedAt < status.dataFrom ? storedAt : status.dataFrom;
  set({ online: status.online, dataFrom: oldest });
}

let listening = false;

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => set({ ...status, online: true }));
  window.addEventListener('offline', () => set({ ...status, online: false }));
}

export function subscribeToNetworkStatus(listener: () => void): () => void {
  listen();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function networkStatus(): NetworkStatus {
  return status;
}

export function useNetworkStatus(): NetworkStatus {
  return useSyncExternalStore(subscribeToNetworkStatus, networkStatus, networkStatus);
}

/** Tests: back to "online, live data". */
export function resetNetworkStatusForTests(online = true): void {
  status = { online, dataFrom: null };
}
