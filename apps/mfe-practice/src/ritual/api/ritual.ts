import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompletedCountResponse,
  CreateRitualRequest,
  RitualView,
  UpdateRitualRequest,
} from '@inhala/domain';
import { apiRequest, getJson, ritualKeys, streakKeys } from '@inhala/ui';
import { journalKeys } from '../../shared/api/journal-keys';

/** Under the shared `ritualKeys.all`: what only this remote reads about rituals. */
export const completedRitualKeys = { count: [...ritualKeys.all, 'completed-count'] as const };

/** GET /api/ritual/completed-count. */
export async function getCompletedRitualCount(): Promise<number> {
  return (await getJson<CompletedCountResponse>('/api/ritual/completed-count'))?.count ?? 0;
}

/** Only when signed in. */
export const completedRitualCountQuery = (signedIn: boolean) =>
  queryOptions({ queryKey: completedRitualKeys.count, queryFn: getCompletedRitualCount, enabled: signedIn });

export const useCompletedRitualCount = (signedIn: boolean) => useQuery(completedRitualCountQuery(signedIn));

/** The local day of this device as YYYY-MM-DD (02 §9); the server decides with the account's zone. */
function deviceLocalDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** POST /api/ritual with this device's day. */
export function createRitual(choice: Omit<CreateRitualRequest, 'date'>): Promise<RitualView> {
  return apiRequest<RitualView>('POST', '/api/ritual', { ...choice, date: deviceLocalDate() });
}

/** Everything a ritual change can move: its count, the streak and the journal. */
function useRefreshAfterPractice() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: completedRitualKeys.count }),
      client.invalidateQueries({ queryKey: streakKeys.all }),
      client.invalidateQueries({ queryKey: journalKeys.all }),
    ]);
}

/** PATCH /api/ritual/{id}. */
export function updateRitual({ id, patch }: { id: number; patch: UpdateRitualRequest }): Promise<RitualView> {
  return apiRequest<RitualView>('PATCH', `/api/ritual/${id}`, patch);
}

export function useUpdateRitual() {
  const client = useQueryClient();
  const refresh = useRefreshAfterPractice();
  return useMutation({
    mutationFn: updateRitual,
    onSuccess: (ritual) => {
      client.setQueryData(ritualKeys.today, (current: RitualView | null | undefined) =>
        current && current.id === ritual.id ? ritual : current,
      );
      void refresh();
    },
  });
}

/** PATCH /api/ritual/{id}/change-meditation. */
export function changeRitualMeditation(id: number) {
  return apiRequest<{ message: string; ritual: RitualView }>('PATCH', `/api/ritual/${id}/change-meditation`);
}

export function useChangeRitualMeditation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeRitualMeditation,
    onSuccess: () => client.invalidateQueries({ queryKey: ritualKeys.today }),
  });
}

/** The ritual's card is its oracle step: the ritual, its count, the streak and the journal move. */
export function useRefreshAfterRitualDraw() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ritualKeys.today });
    void client.invalidateQueries({ queryKey: streakKeys.all });
    void client.invalidateQueries({ queryKey: completedRitualKeys.count });
    void client.invalidateQueries({ queryKey: journalKeys.all });
  };
}
