import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCounts } from '@inhala/domain';
import { apiRequest } from '@inhala/ui';

export const adminCountsQuery = queryOptions({
  queryKey: ['admin', 'counts'],
  queryFn: () => apiRequest<AdminCounts>('GET', '/api/admin/counts'),
});

export const useAdminCounts = () => useQuery(adminCountsQuery);
