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
 * and 512 px (the system picks the size it shows); any other image once, as it is.
 */
export function useMediaArtwork(url: string | null | undefined): MediaImage[] {
  const hosts = useQuery({ ...imageProxyHostsQuery, enabled: Boolean(url) });
  return useMemo(() => {
    if (!url) return [];
    const known = hosts.isError ? [] : hosts.data;
    return ARTWORK_SIZES.flatMap(({ context, sizes }) => {
      const src = imageSrc(url, context, known);
      if (!src) return [];
      return src === url ? [{ src }] : [{ src, sizes, type: 'image/webp' }];
    }).filter((entry, i, all) => all.findIndex((e) => e.src === entry.src) === i);
  }, [url, hosts.data, hosts.isError]);
}
