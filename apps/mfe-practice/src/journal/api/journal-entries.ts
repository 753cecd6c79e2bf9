import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JOURNAL_PAGE_SIZE, type JournalEntriesResponse, type JournalEntryView } from '@inhala/domain';
import { apiRequest, getJson } from '@inhala/ui';
import { journalKeys } from '../../shared/api/journal-keys';
import { morningPageKeys } from './morning-pages';

/** GET /api/journal/entries, one page. */
export async function getJournalEntries(page: number): Promise<JournalEntriesResponse> {
  return (
    (await getJson<JournalEntriesResponse>(
      `/api/journal/entries?page=${page}&limit=${JOURNAL_PAGE_SIZE}`,
    )) ?? {
      entries: [],
      total: 0,
    }
  );
}

export const journalEntriesQuery = (page: number) =>
  queryOptions({
    queryKey: journalKeys.page(page),
    queryFn: () => getJournalEntries(page),
    placeholderData: keepPreviousData,
  });

export const useJournalEntries = (page: number) => useQuery(journalEntriesQuery(page));

/** Archiving goes to the entry's own call (02 §7): PATCH the ritual or the morning page. */
export function archiveEntry(entry: JournalEntryView): Promise<unknown> {
  const path = entry.type === 'ritual' ? `/api/ritual/${entry.id}` : `/api/morning-pages/${entry.id}`;
  return apiRequest<unknown>('PATCH', path, { archived: true });
}

/**
 * Archive (02 §4.6): removed from the current page at once and the total drops by one; the
 * previous data comes back on failure; a refetch follows about 200 ms after success.
 */
export function useArchiveEntry(page: number) {
  const client = useQueryClient();
  const key = journalKeys.page(page);
  return useMutation({
    mutationFn: archiveEntry,
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
        void client.invalidateQueries({ queryKey: journalKeys.all });
        void client.invalidateQueries({ queryKey: morningPageKeys.all });
      }, 200);
    },
  });
}
