import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MORNING_PAGES_PAGE,
  type CreateMorningPageRequest,
  type MorningPageView,
  type UpdateMorningPageRequest,
} from '@inhala/domain';
import { apiRequest, getJson } from '@inhala/ui';
import { journalKeys } from '../../shared/api/journal-keys';

export const morningPageKeys = { all: ['morning-pages'] as const };

/**
 * GET /api/morning-pages: the newest pages (MORNING_PAGES_PAGE.size, the server's default), or
 * those after (older than) the page `before`.
 */
export async function getMorningPages(before: number | null): Promise<MorningPageView[]> {
  const query = before === null ? '' : `?before=${before}`;
  return (await getJson<MorningPageView[]>(`/api/morning-pages${query}`)) ?? [];
}

/** A page at a time; a page shorter than the size is the last one. */
export const morningPagesQuery = infiniteQueryOptions({
  queryKey: morningPageKeys.all,
  queryFn: ({ pageParam }) => getMorningPages(pageParam),
  initialPageParam: null as number | null,
  getNextPageParam: (last: MorningPageView[]) =>
    last.length < MORNING_PAGES_PAGE.size ? undefined : (last[last.length - 1]?.id ?? undefined),
});

export const useMorningPages = () => useInfiniteQuery(morningPagesQuery);

/** After each create, update or delete, the pages and the journal list are refreshed (02 §4.7). */
function useRefreshLists() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: morningPageKeys.all }),
      client.invalidateQueries({ queryKey: journalKeys.all }),
    ]);
}

/** POST /api/morning-pages. */
export function createMorningPage(body: CreateMorningPageRequest): Promise<MorningPageView> {
  return apiRequest<MorningPageView>('POST', '/api/morning-pages', body);
}

export function useCreateMorningPage() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: createMorningPage, onSuccess: refresh });
}

/** PATCH /api/morning-pages/{id}. */
export function updateMorningPage({
  id,
  ...body
}: UpdateMorningPageRequest & { id: number }): Promise<MorningPageView> {
  return apiRequest<MorningPageView>('PATCH', `/api/morning-pages/${id}`, body);
}

export function useUpdateMorningPage() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: updateMorningPage, onSuccess: refresh });
}

/** DELETE /api/morning-pages/{id}. */
export function deleteMorningPage(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/morning-pages/${id}`);
}

export function useDeleteMorningPage() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: deleteMorningPage, onSuccess: refresh });
}
