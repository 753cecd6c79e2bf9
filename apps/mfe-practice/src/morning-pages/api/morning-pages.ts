import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMorningPageRequest, MorningPageView, UpdateMorningPageRequest } from '@inhala/domain';
import { apiRequest, getJson } from '@inhala/ui';

export const morningPagesQuery = queryOptions({
  queryKey: ['morning-pages'],
  queryFn: async (): Promise<MorningPageView[]> =>
    (await getJson<MorningPageView[]>('/api/morning-pages')) ?? [],
});

export const useMorningPages = () => useQuery(morningPagesQuery);

/** After each create, update or delete, the pages and the journal list are refreshed (02 §4.7). */
function useRefreshLists() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: morningPagesQuery.queryKey }),
      client.invalidateQueries({ queryKey: ['journal-entries'] }),
    ]);
}

export function useCreateMorningPage() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: CreateMorningPageRequest) =>
      apiRequest<MorningPageView>('POST', '/api/morning-pages', body),
    onSuccess: refresh,
  });
}

export function useUpdateMorningPage() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateMorningPageRequest & { id: number }) =>
      apiRequest<MorningPageView>('PATCH', `/api/morning-pages/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteMorningPage() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/morning-pages/${id}`),
    onSuccess: refresh,
  });
}
