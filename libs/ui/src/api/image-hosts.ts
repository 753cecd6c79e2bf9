import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  imageProxyPath,
  isProxiedImageUrl,
  type ImageContext,
  type ImageProxyHostsResponse,
} from '@inhala/domain';
import { getJson } from '../data/transport';

export const imageHostKeys = { all: ['images', 'hosts'] as const };

/** GET /api/images/hosts: the storage hosts whose images go through the proxy. */
export async function getImageProxyHosts(): Promise<string[]> {
  return (await getJson<ImageProxyHostsResponse>('/api/images/hosts'))?.hosts ?? [];
}

/** Read once. */
export const imageProxyHostsQuery = queryOptions({
  queryKey: imageHostKeys.all,
  queryFn: getImageProxyHosts,
  staleTime: Infinity,
});

/**
 * The address to load an image from (01 §7): files on the storage hosts go through the proxy at
 * the context's size; any other URL (the app's own images, other sites) is used as it is, since
 * the proxy refuses it. Undefined while the hosts of an absolute URL are not known yet.
 */
export function imageSrc(
  url: string | null | undefined,
  context: ImageContext,
  hosts: readonly string[] | undefined,
): string | undefined {
  if (!url) return undefined;
  if (!/^https?:\/\//i.test(url)) return url;
  if (!hosts) return undefined;
  return isProxiedImageUrl(url, hosts) ? imageProxyPath(url, context) : url;
}

/** imageSrc with the storage hosts the server names; if they cannot be read, nothing is proxied. */
export function useImageSrc(url: string | null | undefined, context: ImageContext): string | undefined {
  const hosts = useQuery(imageProxyHostsQuery);
  return imageSrc(url, context, hosts.isError ? [] : hosts.data);
}
