import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MeditationSearchView } from '@inhala/domain';
import { apiRequest } from '../data/transport';

/** GET /api/meditations/search?q=: ids of the bundle's meditations, best first. */
export function searchMeditations(query: string): Promise<MeditationSearchView> {
  return apiRequest<MeditationSearchView>('GET', `/api/meditations/search?q=${encodeURIComponent(query)}`);
}

/**
 * The server's search for `query` (empty: none). While the next answer comes, the last one stays
 * on screen; a search is kept a minute, as the catalogue changes seldom.
 */
export const meditationSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['meditations', 'search', query] as const,
    queryFn: () => searchMeditations(query),
    enabled: query.trim() !== '',
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

export const useMeditationSearch = (query: string) => useQuery(meditationSearchQuery(query));
