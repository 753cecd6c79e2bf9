import { useMemo, useSyncExternalStore } from 'react';
import { downloadKey, downloadsSupported, type DownloadedItem } from './downloads-cache';
import { downloadsSnapshot, subscribeDownloads, type ActiveDownload } from './downloads-store';

export interface Downloads {
  supported: boolean;
  /** True until the stored downloads have been read once. */
  loading: boolean;
  items: readonly DownloadedItem[];
  totalBytes: number;
  /** Whether a meditation (by id) is stored: its card says 'Descargada'. */
  isDownloaded: (kind: DownloadedItem['kind'], id: number) => boolean;
}

const NONE: readonly DownloadedItem[] = [];

/** The downloads stored on this device, with their sizes and total (the profile's 'Descargas'). */
export function useDownloads(): Downloads {
  const { items } = useSyncExternalStore(subscribeDownloads, downloadsSnapshot, downloadsSnapshot);
  return useMemo(() => {
    const list = items ?? NONE;
    const stored = new Set(list.map((item) => `${item.kind}:${item.id}`));
    return {
      supported: downloadsSupported(),
      loading: items === null,
      items: list,
      totalBytes: list.reduce((sum, item) => sum + item.bytes, 0),
      isDownloaded: (kind, id) => stored.has(`${kind}:${id}`),
    };
  }, [items]);
}

export type DownloadState = { status: 'idle' } | { status: 'downloaded' } | ActiveDownload;

/** One file's state: not stored, on its way ('Descargando… 42 %'), failed, or stored. */
export function useDownloadState(src: string): DownloadState {
  const { items, active } = useSyncExternalStore(subscribeDownloads, downloadsSnapshot, downloadsSnapshot);
  const key = downloadKey(src);
  const current = active.get(key);
  if (current) return current;
  if (items?.some((item) => item.url === key)) return { status: 'downloaded' };
  return { status: 'idle' };
}
