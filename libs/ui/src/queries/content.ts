import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentBundle, FavoriteMeditationView } from '@inhala/domain';
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

/** Per-context sizes of the image proxy (02 §7). */
export const IMAGE_CONTEXTS = {
  'home-card': { w: 400, h: 300, q: 85 },
  'category-card': { w: 350, h: 250, q: 85 },
  'meditation-thumbnail': { w: 300, h: 200, q: 80 },
  'meditation-player': { w: 800, h: 600, q: 90 },
  'oracle-card': { w: 400, h: 600, q: 85 },
  'challenge-card': { w: 400, h: 300, q: 85 },
  'profile-avatar': { w: 150, h: 150, q: 90 },
} as const;
export type ImageContext = keyof typeof IMAGE_CONTEXTS;

/**
 * The address to load an image from: files on a storage service go through the proxy at the
 * context's size; the app's own images (relative paths) are used as they are.
 */
export function imageSrc(url: string | null | undefined, context: ImageContext): string | undefined {
  if (!url) return undefined;
  if (!/^https?:\/\//i.test(url)) return url;
  const { w, h, q } = IMAGE_CONTEXTS[context];
  return `/api/images/proxy?url=${encodeURIComponent(url)}&w=${w}&h=${h}&q=${q}&f=webp`;
}
