import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeStatsDto } from '@inhala/domain';
import { apiRequest } from '@inhala/ui';

export const practiceStatsKeys = { mine: ['practice', 'stats'] as const };

/** GET /api/practice/stats: 'Mi práctica', in the person's own days. */
export const getPracticeStats = () => apiRequest<PracticeStatsDto>('GET', '/api/practice/stats');

/** Fresh for a minute: a session just finished elsewhere shows on the next visit. */
export const practiceStatsQuery = queryOptions({
  queryKey: practiceStatsKeys.mine,
  queryFn: getPracticeStats,
  staleTime: 60_000,
});

export const usePracticeStats = () => useQuery(practiceStatsQuery);
