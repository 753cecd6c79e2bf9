import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMorningPageRequest, MorningPageView, UpdateMorningPageRequest } from '@inhala/domain';
import { apiRequest, getJson } from '@inhala/ui';
import { journalKeys } from '../../shared/api/journal-keys';

export const morningPageKeys = { all: ['morning-pages'] as const };

/** GET /api/morning-pages. */
export async function getMorningPages(): Promise<MorningPageView[]> {
  return (await getJson<MorningPageView[]>('/api/morning-pages')) ?? [];
}

export const morningPagesQuery = queryOptions({ queryKey: morningPageKeys.all, queryFn: getMorningPages });

export const useMorningPages = () => useQuery(morningPagesQuery);

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
