import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ImageContext } from '@inhala/domain';
import { imageProxyHostsQuery, imageSrc } from '../api/image-hosts';

const ARTWORK_SIZES: { context: ImageContext; sizes: string }[] = [
  { context: 'media-artwork-96', sizes: '96x96' },
  { context: 'media-artwork-256', sizes: '256x256' },
  { context: 'media-artwork-512', sizes: '512x512' },
];

/**
 * The lock screen's artwork for an item's image: a storage image through the proxy at 96, 256
 * and 512 px (the system picks the size it shows); any other image once, as it is. Empty while
 * the storage hosts of an absolute address are not known.
 */
export function mediaArtworkOf(
  url: string | null | undefined,
  hosts: readonly string[] | undefined,
): MediaImage[] {
  if (!url) return [];
  return ARTWORK_SIZES.flatMap(({ context, sizes }) => {
    const src = imageSrc(url, context, hosts);
    if (!src) return [];
    return src === url ? [{ src }] : [{ src, sizes, type: 'image/webp' }];
  }).filter((entry, i, all) => all.findIndex((e) => e.src === entry.src) === i);
}

/** mediaArtworkOf with the storage hosts the server names (none if they cannot be read). */
export function useMediaArtwork(url: string | null | undefined): MediaImage[] {
  const hosts = useQuery({ ...imageProxyHostsQuery, enabled: Boolean(url) });
  return useMemo(
    () => mediaArtworkOf(url, hosts.isError ? [] : hosts.data),
    [url, hosts.isError, hosts.data],
  );
}
