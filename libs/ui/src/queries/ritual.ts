import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompletedCountResponse,
  CreateRitualRequest,
  RitualView,
  UpdateRitualRequest,
} from '@inhala/domain';
import { apiRequest, getJson } from '../data/transport';

export const ritualKeys = {
  today: ['ritual', 'today'] as const,
  completedCount: ['ritual', 'completed-count'] as const,
};

/** GET /api/ritual/today: only for a signed-in person, no retry; null means no ritual today. */
export const ritualTodayQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ritualKeys.today,
    queryFn: async (): Promise<RitualView | null> =>
      (await getJson<RitualView | null>('/api/ritual/today')) ?? null,
    enabled: signedIn,
    retry: false,
  });

export const useRitualToday = (signedIn: boolean) => useQuery(ritualTodayQuery(signedIn));

export const useCompletedRitualCount = (signedIn: boolean) =>
  useQuery({
    queryKey: ritualKeys.completedCount,
    queryFn: async () => (await getJson<CompletedCountResponse>('/api/ritual/completed-count'))?.count ?? 0,
    enabled: signedIn,
  });

/** The local day of this device as YYYY-MM-DD (02 §9); the server decides with the account's zone. */
export function deviceLocalDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const createRitual = (choice: Omit<CreateRitualRequest, 'date'>) =>
  apiRequest<RitualView>('POST', '/api/ritual', { ...choice, date: deviceLocalDate() });

/** Everything a ritual change can move: the ritual, its count, the streak and the journal. */
export function useRefreshAfterPractice() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ritualKeys.completedCount }),
      client.invalidateQueries({ queryKey: ['streak'] }),
      client.invalidateQueries({ queryKey: ['journal-entries'] }),
    ]);
}

export function useUpdateRitual() {
  const client = useQueryClient();
  const refresh = useRefreshAfterPractice();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: UpdateRitualRequest }) =>
      apiRequest<RitualView>('PATCH', `/api/ritual/${id}`, patch),
    onSuccess: (ritual) => {
      client.setQueryData(ritualKeys.today, (current: RitualView | null | undefined) =>
        current && current.id === ritual.id ? ritual : current,
      );
      void refresh();
    },
  });
}

export function useChangeRitualMeditation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string; ritual: RitualView }>('PATCH', `/api/ritual/${id}/change-meditation`),
    onSuccess: () => client.invalidateQueries({ queryKey: ritualKeys.today }),
  });
}
