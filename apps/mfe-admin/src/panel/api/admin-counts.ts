import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCounts } from '@inhala/domain';
import { apiRequest } from '@inhala/ui';

const all = ['admin'] as const;
export const adminKeys = { all, counts: [...all, 'counts'] as const };

/** GET /api/admin/counts: the badges of the panel. */
export function getAdminCounts(): Promise<AdminCounts> {
  return apiRequest<AdminCounts>('GET', '/api/admin/counts');
}

export const adminCountsQuery = queryOptions({ queryKey: adminKeys.counts, queryFn: getAdminCounts });

export const useAdminCounts = () => useQuery(adminCountsQuery);
