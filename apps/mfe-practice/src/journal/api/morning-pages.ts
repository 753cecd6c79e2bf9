import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MORNING_PAGES_PAGE,
  type CreateMorningPageRequest,
  type MorningPageView,
  type UpdateMorningPageRequest,
} from '@inhala/domain';
import {
  apiRequest,
  getJson,
  isQueued,
  newClientId,
  useSession,
  writeOrQueue,
  type Queued,
} from '@inhala/ui';
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

export const MORNING_PAGES_PATH = '/api/morning-pages';

/**
 * POST /api/morning-pages through the offline write queue (issue 18): the page carries the id
 * made here, so a page written offline is sent once when the network returns. Answers the stored
 * page, or QUEUED while it waits on this device.
 */
export function createMorningPage(
  userId: string,
  body: Omit<CreateMorningPageRequest, 'clientId'>,
): Promise<MorningPageView | Queued> {
  const clientId = newClientId();
  return writeOrQueue<MorningPageView>(userId, {
    id: clientId,
    kind: 'morning-page',
    method: 'POST',
    path: MORNING_PAGES_PATH,
    body: { ...body, clientId },
  });
}

export function useCreateMorningPage() {
  const { user } = useSession();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: Omit<CreateMorningPageRequest, 'clientId'>) => createMorningPage(user?.id ?? '', body),
    // Queued: nothing to read again until it is sent (OfflineSync reads everything then).
    onSuccess: (saved) => (isQueued(saved) ? undefined : refresh()),
  });
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
