import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminChallenge, AdminChallengeDay, ChallengeDayInput, ChallengeInput } from '@inhala/domain';
import { ApiError, apiRequest } from '@inhala/ui';
import { adminResource } from '../../shared/api/admin-resource';

/** /api/admin/challenges: list, item, create, update, delete, restore. */
export const challenges = adminResource<AdminChallenge, ChallengeInput>('challenges');

/** Under the challenges' key, so any challenge write reads its days again too. */
export const dayKeys = {
  list: (challengeId: number) => [...challenges.keys.all, 'days', challengeId] as const,
  item: (challengeId: number, dayNumber: number) =>
    [...challenges.keys.all, 'days', challengeId, dayNumber] as const,
};

const dayPath = (challengeId: number, dayNumber: number) =>
  `${challenges.base}/${challengeId}/days/${dayNumber}`;

/** GET /api/admin/challenges/{id}/days: the days with content, in order. */
export const challengeDaysQuery = (challengeId: number) =>
  queryOptions({
    queryKey: dayKeys.list(challengeId),
    queryFn: () => apiRequest<AdminChallengeDay[]>('GET', `${challenges.base}/${challengeId}/days`),
  });

export const useChallengeDays = (challengeId: number) => useQuery(challengeDaysQuery(challengeId));

/** GET .../days/{dayNumber}: the day, or null while it has no content (404). */
export const challengeDayQuery = (challengeId: number, dayNumber: number) =>
  queryOptions({
    queryKey: dayKeys.item(challengeId, dayNumber),
    queryFn: async (): Promise<AdminChallengeDay | null> => {
      try {
        return await apiRequest<AdminChallengeDay>('GET', dayPath(challengeId, dayNumber));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const useChallengeDay = (challengeId: number, dayNumber: number, enabled: boolean) =>
  useQuery({ ...challengeDayQuery(challengeId, dayNumber), enabled });

/** A day write: the day's answer is kept, and the challenge, its list and its days read again. */
function useDayWrite<Vars>(
  challengeId: number,
  dayNumber: number,
  call: (vars: Vars) => Promise<AdminChallengeDay>,
  keep: (day: AdminChallengeDay) => AdminChallengeDay | null,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (day) => {
      client.setQueryData(dayKeys.item(challengeId, dayNumber), keep(day));
      await client.invalidateQueries({ queryKey: challenges.keys.all });
    },
  });
}

/** PUT .../days/{dayNumber}: creates or replaces the day. */
export const usePutChallengeDay = (challengeId: number, dayNumber: number) =>
  useDayWrite(
    challengeId,
    dayNumber,
    (input: ChallengeDayInput) =>
      apiRequest<AdminChallengeDay>('PUT', dayPath(challengeId, dayNumber), input),
    (day) => day,
  );

/**
 * DELETE .../days/{dayNumber} and POST .../restore, in the shape useDeleteWithUndo takes (the
 * number it passes is the day's row id; the day is named by its number in the path).
 */
export function challengeDayRemoval(challengeId: number, dayNumber: number) {
  return {
    useRemove: () =>
      useDayWrite(
        challengeId,
        dayNumber,
        (_id: number) => apiRequest<AdminChallengeDay>('DELETE', dayPath(challengeId, dayNumber)),
        () => null,
      ),
    useRestore: () =>
      useDayWrite(
        challengeId,
        dayNumber,
        (_id: number) => apiRequest<AdminChallengeDay>('POST', `${dayPath(challengeId, dayNumber)}/restore`),
        (day) => day,
      ),
  };
}
