import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntentKey, IntentsDto } from '@inhala/domain';
import { apiRequest } from '@inhala/ui';
import { forYouKeys } from './for-you';

export const intentsKeys = { mine: ['practice', 'intents'] as const };

/** GET /api/practice/intents: the answers to '¿Qué te trae a Inhala?' and whether to ask. */
export const intentsQuery = queryOptions({
  queryKey: intentsKeys.mine,
  queryFn: () => apiRequest<IntentsDto>('GET', '/api/practice/intents'),
  staleTime: 5 * 60_000,
});

export const useIntents = (signedIn: boolean) => useQuery({ ...intentsQuery, enabled: signedIn });

/** PUT /api/practice/intents (an empty list is a skip); 'Para ti' is chosen again from the answers. */
export function useSaveIntents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intents: IntentKey[]) => apiRequest<IntentsDto>('PUT', '/api/practice/intents', { intents }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(intentsKeys.mine, saved);
      // Read again too, so the service worker's stored copy no longer says to ask (offline).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: intentsKeys.mine }),
        queryClient.invalidateQueries({ queryKey: forYouKeys.all }),
      ]);
    },
  });
}
