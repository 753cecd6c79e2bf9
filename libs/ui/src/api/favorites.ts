import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteMeditationView } from '@inhala/domain';
import { apiRequest, getJson } from '../data/transport';

export const favoriteKeys = { all: ['meditations', 'favorites'] as const };

/** GET /api/meditations/favorites. */
export async function getFavorites(): Promise<FavoriteMeditationView[]> {
  return (await getJson<FavoriteMeditationView[]>('/api/meditations/favorites')) ?? [];
}

/** Favourites are read only for a signed-in person (02 §6). */
export const favoritesQuery = (signedIn: boolean) =>
  queryOptions({ queryKey: favoriteKeys.all, queryFn: getFavorites, enabled: signedIn });

export const useFavorites = (signedIn: boolean) => useQuery(favoritesQuery(signedIn));

/** POST or DELETE /api/meditations/{id}/favorite. */
export function setFavorite({ id, favorite }: { id: number; favorite: boolean }): Promise<void> {
  return apiRequest<void>(favorite ? 'POST' : 'DELETE', `/api/meditations/${id}/favorite`);
}

export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onSuccess: () => client.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
