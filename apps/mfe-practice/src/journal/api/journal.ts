import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JOURNAL_PAGE_SIZE, type JournalEntriesResponse, type JournalEntryView } from '@inhala/domain';
import { apiRequest, getJson } from '@inhala/ui';

export const journalEntriesQuery = (page: number) =>
  queryOptions({
    queryKey: ['journal-entries', page],
    queryFn: async (): Promise<JournalEntriesResponse> =>
      (await getJson<JournalEntriesResponse>(
        `/api/journal/entries?page=${page}&limit=${JOURNAL_PAGE_SIZE}`,
      )) ?? { entries: [], total: 0 },
    placeholderData: keepPreviousData,
  });

export const useJournalEntries = (page: number) => useQuery(journalEntriesQuery(page));

/** Where archiving goes for each entry type (02 §7). */
function archivePath(entry: JournalEntryView): string {
  return entry.type === 'ritual' ? `/api/ritual/${entry.id}` : `/api/morning-pages/${entry.id}`;
}

/**
 * Archive (02 §4.6): removed from the current page at once and the total drops by one; the
 * previous data comes back on failure; a refetch follows about 200 ms after success.
 */
export function useArchiveEntry(page: number) {
  const client = useQueryClient();
  const key = journalEntriesQuery(page).queryKey;
  return useMutation({
    mutationFn: (entry: JournalEntryView) =>
      apiRequest<unknown>('PATCH', archivePath(entry), { archived: true }),
    onMutate: async (entry) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<JournalEntriesResponse>(key);
      if (previous) {
        client.setQueryData<JournalEntriesResponse>(key, {
          entries: previous.entries.filter((e) => !(e.id === entry.id && e.type === entry.type)),
          total: Math.max(0, previous.total - 1),
        });
      }
      return { previous };
    },
    onError: (_error, _entry, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: () => {
      setTimeout(() => {
        void client.invalidateQueries({ queryKey: ['journal-entries'] });
        void client.invalidateQueries({ queryKey: ['morning-pages'] });
      }, 200);
    },
  });
}
