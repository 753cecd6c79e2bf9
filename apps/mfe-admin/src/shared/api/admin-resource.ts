import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { AdminItemBase, AdminListQuery, AdminPage } from '@inhala/domain';
import { apiRequest } from '@inhala/ui';
import { adminKeys } from '../../panel/api/admin-counts';

/** The query string of a list: only the filters that are set. */
export function listSearch(query: AdminListQuery): string {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.status) params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.limit) params.set('limit', String(query.limit));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The calls of one CMS editor at `/api/admin/{path}` (list, get, create, update, delete,
 * restore, order) with their query keys, shared by every editor so each screen only names its
 * resource. After any write the lists, the item and the panel's counts are read again.
 */
export function adminResource<Item extends AdminItemBase, Input>(path: string) {
  const base = `/api/admin/${path}`;
  const keys = {
    all: [...adminKeys.all, path] as const,
    list: (query: AdminListQuery) => [...adminKeys.all, path, 'list', query] as const,
    item: (id: number) => [...adminKeys.all, path, 'item', id] as const,
  };
  const listQuery = (query: AdminListQuery) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: () => apiRequest<AdminPage<Item>>('GET', `${base}${listSearch(query)}`),
      placeholderData: keepPreviousData,
    });
  const itemQuery = (id: number) =>
    queryOptions({ queryKey: keys.item(id), queryFn: () => apiRequest<Item>('GET', `${base}/${id}`) });

  function useWrite<Vars>(call: (vars: Vars) => Promise<Item>) {
    const client = useQueryClient();
    return useMutation({
      mutationFn: call,
      onSuccess: async (item) => {
        client.setQueryData(keys.item(item.id), item);
        await refresh(client, [keys.all, adminKeys.counts]);
      },
    });
  }

  return {
    base,
    keys,
    listQuery,
    itemQuery,
    useList: (query: AdminListQuery) => useQuery(listQuery(query)),
    useItem: (id: number | null) => useQuery({ ...itemQuery(id ?? 0), enabled: id !== null }),
    useCreate: () => useWrite((input: Input) => apiRequest<Item>('POST', base, input)),
    useUpdate: () =>
      useWrite(({ id, input }: { id: number; input: Input }) =>
        apiRequest<Item>('PUT', `${base}/${id}`, input),
      ),
    useRemove: () => useWrite((id: number) => apiRequest<Item>('DELETE', `${base}/${id}`)),
    useRestore: () => useWrite((id: number) => apiRequest<Item>('POST', `${base}/${id}/restore`)),
    useReorder: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (ids: number[]) => apiRequest<void>('PUT', `${base}/order`, { ids }),
        onSettled: () => refresh(client, [keys.all]),
      });
    },
  };
}

export type AdminResource<Item extends AdminItemBase, Input> = ReturnType<typeof adminResource<Item, Input>>;

async function refresh(client: ReturnType<typeof useQueryClient>, keys: QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
