import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompletedCountResponse,
  CreateRitualRequest,
  CreateRitualResponse,
  RitualView,
  UpdateRitualRequest,
} from '@inhala/domain';
import {
  apiRequest,
  getJson,
  isQueued,
  newClientId,
  ritualKeys,
  streakKeys,
  useSession,
  writeOrQueue,
  type QueuedWrite,
  type Queued,
} from '@inhala/ui';
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

/** POST /api/ritual with this device's day; `created` is false when the day already had one. */
export function createRitual(choice: Omit<CreateRitualRequest, 'date'>): Promise<CreateRitualResponse> {
  return apiRequest<CreateRitualResponse>('POST', '/api/ritual', { ...choice, date: deviceLocalDate() });
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

const ritualPath = (id: number) => `/api/ritual/${id}`;

/**
 * PATCH /api/ritual/{id} for the practice itself (the meditation done, the reflection) through
 * the offline write queue (issue 18): answers the updated ritual, or QUEUED while the change waits
 * on this device. The server takes the same change twice as one.
 */
export function updateRitual(
  userId: string,
  { id, patch }: { id: number; patch: UpdateRitualRequest },
): Promise<RitualView | Queued> {
  return writeOrQueue<RitualView>(userId, {
    id: newClientId(),
    kind: patch.journalEntry !== undefined ? 'ritual-reflection' : 'ritual-meditation',
    method: 'PATCH',
    path: ritualPath(id),
    body: patch,
  });
}

/** The ritual as it will be once the changes waiting on this device reach the server. */
export function withPendingChanges(ritual: RitualView, writes: readonly QueuedWrite[]): RitualView {
  let next = ritual;
  for (const write of writes) {
    if (write.path !== ritualPath(ritual.id)) continue;
    const patch = write.body as UpdateRitualRequest;
    next = {
      ...next,
      ...(patch.journalEntry !== undefined && next.journalEntry === null
        ? { journalEntry: patch.journalEntry.trim() }
        : {}),
      ...(patch.meditationCompleted ? { meditationCompleted: true } : {}),
    };
  }
  return next;
}

/** True while a reflection for this ritual waits on this device. */
export function reflectionPending(ritual: RitualView, writes: readonly QueuedWrite[]): boolean {
  return writes.some((w) => w.kind === 'ritual-reflection' && w.path === ritualPath(ritual.id));
}

export function useUpdateRitual() {
  const { user } = useSession();
  const client = useQueryClient();
  const refresh = useRefreshAfterPractice();
  return useMutation({
    mutationFn: (change: { id: number; patch: UpdateRitualRequest }) => updateRitual(user?.id ?? '', change),
    onSuccess: (ritual) => {
      // Queued: the page shows the change from the queue (withPendingChanges) until it is sent.
      if (isQueued(ritual)) return;
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
