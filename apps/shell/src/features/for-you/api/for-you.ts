import { useQuery } from '@tanstack/react-query';
import type { ForYouDto } from '@inhala/domain';
import { apiRequest } from '@inhala/ui';

export const forYouKeys = {
  all: ['practice', 'for-you'] as const,
  of: (userId: string | null) => ['practice', 'for-you', userId ?? 'visitor'] as const,
};

/**
 * GET /api/practice/for-you: 'Para ti' (or 'Para empezar' for a visitor). Chosen with the hour,
 * so it is read again on each visit to home rather than kept.
 */
export const useForYou = (userId: string | null, enabled = true) =>
  useQuery({
    enabled,
    queryKey: forYouKeys.of(userId),
    queryFn: () => apiRequest<ForYouDto>('GET', '/api/practice/for-you'),
    staleTime: 0,
  });
