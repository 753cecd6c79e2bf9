import { queryOptions, useQuery } from '@tanstack/react-query';
import { sortNewestFirst, type AngelMondayView } from '@inhala/domain';
import { getJson } from '../data/transport';

export const angelMondayKeys = { all: ['angel-mondays'] as const };

/** GET /api/angel-mondays, newest first; defaults to empty (01 §7). */
export async function getAngelMondays(): Promise<AngelMondayView[]> {
  return sortNewestFirst((await getJson<AngelMondayView[]>('/api/angel-mondays')) ?? []);
}

/** Home (shell) and the community remote share it. */
export const angelMondaysQuery = queryOptions({ queryKey: angelMondayKeys.all, queryFn: getAngelMondays });

export const useAngelMondays = () => useQuery(angelMondaysQuery);
