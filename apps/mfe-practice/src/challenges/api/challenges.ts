import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChallengeDayView,
  ChallengeProgressState,
  ChallengeProgressView,
  ChallengeReflectionView,
  SectionCompletionView,
} from '@inhala/domain';
import { ApiError, apiRequest, challengeKeys, getJson, useRefreshAfterChallenge } from '@inhala/ui';

const FIVE_MINUTES = 300_000;

/** GET /api/challenges/{id}/days (02 §7): open to everyone, cached 5 minutes, 2 retries. */
export const useChallengeDays = (id: number) =>
  useQuery({
    queryKey: challengeKeys.days(id),
    queryFn: async (): Promise<ChallengeDayView[]> =>
      (await getJson<ChallengeDayView[]>(`/api/challenges/${id}/days`)) ?? [],
    staleTime: FIVE_MINUTES,
    enabled: id > 0,
  });

/** The sections this person has completed in the challenge. */
export const useSectionCompletions = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: challengeKeys.completions(id),
    queryFn: async (): Promise<SectionCompletionView[]> =>
      (await getJson<SectionCompletionView[]>(`/api/challenges/${id}/completions`)) ?? [],
    enabled,
  });

/** A saved reflection, or null: the server answers 404 while there is none (02 §7). */
export const useSectionReflection = (id: number, dayId: number, section: number, enabled: boolean) =>
  useQuery({
    queryKey: challengeKeys.reflection(id, dayId, section),
    queryFn: async (): Promise<ChallengeReflectionView | null> => {
      try {
        return await getJson<ChallengeReflectionView>(
          `/api/challenges/${id}/days/${dayId}/sections/${section}/journal`,
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
  });

/** Awaits the refreshed progress, so the tracker it opens already knows the challenge is joined. */
export function useJoinChallenge(id: number) {
  const refresh = useRefreshAfterChallenge();
  return useMutation({
    mutationFn: () => apiRequest<ChallengeProgressView>('POST', `/api/challenges/${id}/join`),
    onSuccess: () => refresh(id),
  });
}

export function useLeaveChallenge(id: number) {
  const refresh = useRefreshAfterChallenge();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('POST', `/api/challenges/${id}/leave`),
    // Not awaited: the tracker leaves for /challenges at once instead of redrawing without the challenge.
    onSuccess: () => void refresh(id),
  });
}

/** The button stays pending until the refreshed progress is in, so the day page never shows a half state. */
export function useCompleteSection(id: number) {
  const refresh = useRefreshAfterChallenge();
  return useMutation({
    mutationFn: ({ dayId, section }: { dayId: number; section: number }) =>
      apiRequest<ChallengeProgressState>(
        'POST',
        `/api/challenges/${id}/days/${dayId}/sections/${section}/complete`,
      ),
    onSuccess: () => refresh(id),
  });
}

/** Saving locks the reflection: it is read-only at once, without waiting for a refetch. */
export function useSaveReflection(id: number) {
  const client = useQueryClient();
  const refresh = useRefreshAfterChallenge();
  return useMutation({
    mutationFn: ({
      dayId,
      section,
      prompt,
      response,
    }: {
      dayId: number;
      section: number;
      prompt: string | null;
      response: string;
    }) =>
      apiRequest<ChallengeReflectionView>(
        'POST',
        `/api/challenges/${id}/days/${dayId}/sections/${section}/journal`,
        {
          ...(prompt ? { prompt } : {}),
          response,
        },
      ),
    onSuccess: (saved) => {
      client.setQueryData(challengeKeys.reflection(id, saved.dayId, saved.sectionNumber), saved);
      return refresh(id);
    },
  });
}
