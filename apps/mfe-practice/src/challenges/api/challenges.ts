import { useMemo } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  hasFullAccess,
  type ChallengeDayView,
  type ChallengeProgressState,
  type ChallengeProgressView,
  type ChallengeReflectionView,
  type SectionCompletionView,
} from '@inhala/domain';
import {
  ApiError,
  apiRequest,
  challengeKeys,
  getJson,
  isQueued,
  newClientId,
  streakKeys,
  usePendingWrites,
  useSession,
  writeOrQueue,
  type Queued,
  type QueuedWrite,
} from '@inhala/ui';
import { journalKeys } from '../../shared/api/journal-keys';

/** Under the shared `challengeKeys.all`: what only this remote reads about one challenge. */
export const challengeDayKeys = {
  /** Per audience: a lead who subscribes must not keep the list without the media links. */
  days: (id: number, fullAccess: boolean) =>
    [...challengeKeys.all, id, 'days', fullAccess ? 'full' : 'public'] as const,
  completions: (id: number) => [...challengeKeys.all, id, 'completions'] as const,
  reflection: (id: number, dayId: number, section: number) =>
    [...challengeKeys.all, id, 'days', dayId, 'sections', section, 'journal'] as const,
};

/**
 * GET /api/challenges/{id}/days (02 §7): open to everyone; the sections' media links only for
 * a subscriber or an admin (the server decides).
 */
export async function getChallengeDays(id: number): Promise<ChallengeDayView[]> {
  return (await getJson<ChallengeDayView[]>(`/api/challenges/${id}/days`)) ?? [];
}

/** Cached 5 minutes, 2 retries (02 §7): the query client's defaults. */
export const challengeDaysQuery = (id: number, fullAccess: boolean) =>
  queryOptions({
    queryKey: challengeDayKeys.days(id, fullAccess),
    queryFn: () => getChallengeDays(id),
    enabled: id > 0,
  });

export function useChallengeDays(id: number) {
  const { user } = useSession();
  return useQuery(challengeDaysQuery(id, hasFullAccess(user?.role)));
}

/** GET /api/challenges/{id}/completions: the sections this person has completed in the challenge. */
export async function getSectionCompletions(id: number): Promise<SectionCompletionView[]> {
  return (await getJson<SectionCompletionView[]>(`/api/challenges/${id}/completions`)) ?? [];
}

export const sectionCompletionsQuery = (id: number, enabled: boolean) =>
  queryOptions({
    queryKey: challengeDayKeys.completions(id),
    queryFn: () => getSectionCompletions(id),
    enabled,
  });

const sectionPath = (id: number, dayId: number, section: number) =>
  `/api/challenges/${id}/days/${dayId}/sections/${section}`;
const SECTION_WRITE = /^\/api\/challenges\/(\d+)\/days\/(\d+)\/sections\/(\d+)\/(complete|journal)$/;

/** The challenge sections completed or reflected on offline, waiting on this device (issue 18). */
function pendingSections(id: number, writes: readonly QueuedWrite[]) {
  return writes.flatMap((write) => {
    const match = SECTION_WRITE.exec(write.path);
    if (!match || Number(match[1]) !== id) return [];
    const reflection = match[4] === 'journal' ? (write.body as { response: string }).response : null;
    return [{ dayId: Number(match[2]), sectionNumber: Number(match[3]), reflection }];
  });
}

/** The completions, counting those done offline as done until the server has them. */
export function useSectionCompletions(id: number, enabled: boolean) {
  const query = useQuery(sectionCompletionsQuery(id, enabled));
  const waiting = usePendingWrites();
  const data = useMemo(() => {
    if (!query.data) return query.data;
    const extra = pendingSections(id, waiting).filter(
      (p) => !query.data.some((c) => c.dayId === p.dayId && c.sectionNumber === p.sectionNumber),
    );
    return extra.length === 0
      ? query.data
      : [...query.data, ...extra.map(({ dayId, sectionNumber }) => ({ dayId, sectionNumber }))];
  }, [query.data, waiting, id]);
  return { ...query, data };
}

const journalPath = (id: number, dayId: number, section: number) =>
  `${sectionPath(id, dayId, section)}/journal`;

/** A saved reflection, or null: the server answers 404 while there is none (02 §7). */
export async function getSectionReflection(
  id: number,
  dayId: number,
  section: number,
): Promise<ChallengeReflectionView | null> {
  try {
    return await getJson<ChallengeReflectionView>(journalPath(id, dayId, section));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const sectionReflectionQuery = (id: number, dayId: number, section: number) =>
  queryOptions({
    queryKey: challengeDayKeys.reflection(id, dayId, section),
    queryFn: () => getSectionReflection(id, dayId, section),
  });

/** The saved reflection, or the one written offline while it waits on this device. */
export function useSectionReflection(id: number, dayId: number, section: number) {
  const query = useQuery(sectionReflectionQuery(id, dayId, section));
  const waiting = usePendingWrites('challenge-reflection');
  const offline = pendingSections(id, waiting).find((p) => p.dayId === dayId && p.sectionNumber === section);
  const pending = !query.data && Boolean(offline?.reflection);
  const data: ChallengeReflectionView | null | undefined = pending
    ? { dayId, sectionNumber: section, prompt: null, response: offline!.reflection!, createdAt: '' }
    : query.data;
  return { ...query, data, pending };
}

/**
 * Everything a challenge change can move: the person's challenges, the streak (a completed day
 * is a practice) and the journal (reflections are listed there).
 */
function useRefreshAfterChallenge() {
  const client = useQueryClient();
  return (challengeId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: challengeKeys.active }),
      client.invalidateQueries({ queryKey: challengeKeys.userProgress }),
      client.invalidateQueries({ queryKey: challengeDayKeys.completions(challengeId) }),
      client.invalidateQueries({ queryKey: streakKeys.all }),
      client.invalidateQueries({ queryKey: journalKeys.all }),
    ]);
}

/** POST /api/challenges/{id}/join. */
export function joinChallenge(id: number): Promise<ChallengeProgressView> {
  return apiRequest<ChallengeProgressView>('POST', `/api/challenges/${id}/join`);
}

/** Awaits the refreshed progress, so the tracker it opens already knows the challenge is joined. */
export function useJoinChallenge(id: number) {
  const refresh = useRefreshAfterChallenge();
  return useMutation({ mutationFn: () => joinChallenge(id), onSuccess: () => refresh(id) });
}

/** POST /api/challenges/{id}/leave. */
export function leaveChallenge(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', `/api/challenges/${id}/leave`);
}

export function useLeaveChallenge(id: number) {
  const refresh = useRefreshAfterChallenge();
  return useMutation({
    mutationFn: () => leaveChallenge(id),
    // Not awaited: the tracker leaves for /challenges at once instead of redrawing without the challenge.
    onSuccess: () => void refresh(id),
  });
}

/**
 * POST /api/challenges/{id}/days/{dayId}/sections/{section}/complete through the offline write
 * queue (issue 18); completing twice is completing once on the server.
 */
export function completeSection(
  userId: string,
  id: number,
  { dayId, section }: { dayId: number; section: number },
): Promise<ChallengeProgressState | Queued> {
  return writeOrQueue<ChallengeProgressState>(userId, {
    id: newClientId(),
    kind: 'challenge-section',
    method: 'POST',
    path: `${sectionPath(id, dayId, section)}/complete`,
  });
}

/**
 * A completed section is done in the cached list at once: the write queue forgets the write as
 * soon as the server has it, before the list is read again, and the section must not turn back
 * to undone (its button back) in between. A write the server refuses reads the list again.
 */
function useMarkCompletedNow(id: number) {
  const client = useQueryClient();
  const key = challengeDayKeys.completions(id);
  return {
    onMutate: async ({ dayId, section }: { dayId: number; section: number }) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<SectionCompletionView[]>(key, (list) =>
        !list || list.some((c) => c.dayId === dayId && c.sectionNumber === section)
          ? list
          : [...list, { dayId, sectionNumber: section }],
      );
    },
    onError: () => client.invalidateQueries({ queryKey: key }),
  };
}

/** The button stays pending until the refreshed progress is in, so the day page never shows a half state. */
export function useCompleteSection(id: number) {
  const { user } = useSession();
  const refresh = useRefreshAfterChallenge();
  return useMutation({
    ...useMarkCompletedNow(id),
    mutationFn: (target: { dayId: number; section: number }) => completeSection(user?.id ?? '', id, target),
    onSuccess: (answer) => (isQueued(answer) ? undefined : refresh(id)),
  });
}

interface ReflectionInput {
  dayId: number;
  section: number;
  prompt: string | null;
  response: string;
}

/**
 * POST the reflection of a journal section through the offline write queue (issue 18); the prompt
 * travels only when there is one. The same reflection sent twice is stored once.
 */
export function saveReflection(
  userId: string,
  id: number,
  { dayId, section, prompt, response }: ReflectionInput,
): Promise<ChallengeReflectionView | Queued> {
  return writeOrQueue<ChallengeReflectionView>(userId, {
    id: newClientId(),
    kind: 'challenge-reflection',
    method: 'POST',
    path: journalPath(id, dayId, section),
    body: { ...(prompt ? { prompt } : {}), response },
  });
}

/** Saving locks the reflection: it is read-only at once, without waiting for a refetch. */
export function useSaveReflection(id: number) {
  const { user } = useSession();
  const client = useQueryClient();
  const refresh = useRefreshAfterChallenge();
  return useMutation({
    ...useMarkCompletedNow(id),
    mutationFn: (input: ReflectionInput) => saveReflection(user?.id ?? '', id, input),
    onSuccess: (saved) => {
      if (isQueued(saved)) return; // shown from the queue (useSectionReflection) until it is sent
      client.setQueryData(challengeDayKeys.reflection(id, saved.dayId, saved.sectionNumber), saved);
      return refresh(id);
    },
  });
}
