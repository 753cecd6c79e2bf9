import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminLookup,
  AdminLookups,
  AdminMeditation,
  GuidanceStep,
  LookupKind,
  MeditationInput,
  MeditationScriptView,
  QuickMeditationInput,
} from '@inhala/domain';
import { apiRequest } from '@inhala/ui';
import { adminKeys } from '../../panel/api/admin-counts';
import { adminResource } from '../../shared/api/admin-resource';

/** /api/admin/meditations: list, item, create, update, delete, restore, order. */
export const meditations = adminResource<AdminMeditation, MeditationInput>('meditations');

const lookupsKey = [...adminKeys.all, 'lookups'] as const;

/** GET /api/admin/lookups: categories, keywords, types and tags, each by name. */
export const lookupsQuery = queryOptions({
  queryKey: lookupsKey,
  queryFn: () => apiRequest<AdminLookups>('GET', '/api/admin/lookups'),
});

export const useLookups = () => useQuery(lookupsQuery);

const byName = (a: AdminLookup, b: AdminLookup) => a.name.localeCompare(b.name, 'es');

/**
 * POST /api/admin/lookups/{kind}: the entry with that name (any case) or a new one, added at
 * once to the lists every picker shows.
 */
export function useAddLookup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, name }: { kind: LookupKind; name: string }) =>
      apiRequest<AdminLookup>('POST', `/api/admin/lookups/${kind}`, { name }),
    onSuccess: (entry, { kind }) => {
      client.setQueryData<AdminLookups>(lookupsKey, (lists) =>
        lists && !lists[kind].some((l) => l.id === entry.id)
          ? { ...lists, [kind]: [...lists[kind], entry].sort(byName) }
          : lists,
      );
    },
  });
}

/** POST /api/admin/meditations/quick: a draft from /admin/meditations-simple. */
export function useQuickMeditation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: QuickMeditationInput) =>
      apiRequest<AdminMeditation>('POST', '/api/admin/meditations/quick', input),
    onSuccess: async (item) => {
      client.setQueryData(meditations.keys.item(item.id), item);
      await Promise.all([
        client.invalidateQueries({ queryKey: meditations.keys.all }),
        client.invalidateQueries({ queryKey: adminKeys.counts }),
      ]);
    },
  });
}

const scriptKey = (id: number) => [...meditations.keys.item(id), 'script'] as const;

/** GET /api/admin/meditations/{id}/script: what the guide says (drafts too). */
export const useMeditationScript = (id: number) =>
  useQuery({
    queryKey: scriptKey(id),
    queryFn: () => apiRequest<MeditationScriptView>('GET', `/api/admin/meditations/${id}/script`),
  });

/** PUT /api/admin/meditations/{id}/script: the whole script; an empty one removes it. */
export function useSaveMeditationScript(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (steps: GuidanceStep[]) =>
      apiRequest<MeditationScriptView>('PUT', `/api/admin/meditations/${id}/script`, { steps }),
    onSuccess: (saved) => client.setQueryData(scriptKey(id), saved),
  });
}
