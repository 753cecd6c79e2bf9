import { queryOptions, useQuery } from '@tanstack/react-query';
import { sortNewestFirst, type AngelMondayView } from '@inhala/domain';
import { getJson } from '../data/transport';

/** GET /api/angel-mondays, newest first; defaults to empty (01 §7). Home (shell) and the community remote share it. */
export const angelMondaysQuery = queryOptions({
  queryKey: ['angel-mondays'],
  queryFn: async (): Promise<AngelMondayView[]> =>
    sortNewestFirst((await getJson<AngelMondayView[]>('/api/angel-mondays')) ?? []),
});

export const useAngelMondays = () => useQuery(angelMondaysQuery);
