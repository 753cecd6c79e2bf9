import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  imageProxyPath,
  isProxiedImageUrl,
  type ContentBundle,
  type FavoriteMeditationView,
  type ImageContext,
  type ImageProxyHostsResponse,
} from '@inhala/domain';
import { apiRequest, getJson } from '../data/transport';

const EMPTY_BUNDLE: ContentBundle = {
  meditations: [],
  challenges: [],
  challengeDetails: [],
  oracleCards: [],
  arcangeles: [],
  categories: [],
  keywords: [],
  types: [],
};

/** GET /api/content: cached 5 minutes, 2 retries (02 §7). */
export const contentQuery = queryOptions({
  queryKey: ['content'],
  queryFn: async (): Promise<ContentBundle> => (await getJson<ContentBundle>('/api/content')) ?? EMPTY_BUNDLE,
  staleTime: 300_000,
  retry: (count: number, error: unknown) =>
    !(error instanceof Error && error.message.includes('40')) && count < 2,
});

export const useContent = () => useQuery(contentQuery);

export const favoritesQuery = queryOptions({
  queryKey: ['meditations', 'favorites'],
  queryFn: async (): Promise<FavoriteMeditationView[]> =>
    (await getJson<FavoriteMeditationView[]>('/api/meditations/favorites')) ?? [],
});

/** Favourites are read only for a signed-in person (02 §6). */
export const useFavorites = (signedIn: boolean) => useQuery({ ...favoritesQuery, enabled: signedIn });

export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favorite }: { id: number; favorite: boolean }) =>
      apiRequest<void>(favorite ? 'POST' : 'DELETE', `/api/meditations/${id}/favorite`),
    onSuccess: () => client.invalidateQueries({ queryKey: favoritesQuery.queryKey }),
  });
}

/** GET /api/images/hosts, read once: the storage hosts whose images go through the proxy. */
export const imageProxyHostsQuery = queryOptions({
  queryKey: ['images', 'hosts'],
  queryFn: async (): Promise<string[]> =>
    (await getJson<ImageProxyHostsResponse>('/api/images/hosts'))?.hosts ?? [],
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
