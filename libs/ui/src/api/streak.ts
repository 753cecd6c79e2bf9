import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StreakView } from '@inhala/domain';
import { getJson } from '../data/transport';

/** Read by the shell; a practice in a remote (ritual, challenge) refreshes it. */
export const streakKeys = { all: ['streak'] as const };

/** GET /api/streak. */
export async function getStreak(): Promise<StreakView> {
  return (
    (await getJson<StreakView>('/api/streak')) ?? {
      currentStreak: 0,
      longestStreak: 0,
      lastCompletedDate: null,
      plantStage: 0,
    }
  );
}

/** Only when signed in; fresh for 30 s (01 §9). */
export const streakQuery = (signedIn: boolean) =>
  queryOptions({ queryKey: streakKeys.all, queryFn: getStreak, enabled: signedIn, staleTime: 30_000 });

export const useStreak = (signedIn: boolean) => useQuery(streakQuery(signedIn));
