import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActiveChallengeResponse,
  ActiveChallengeView,
  ChallengeProgressView,
  UserProgressResponse,
} from '@inhala/domain';
import { getJson } from '../data/transport';

export const challengeKeys = {
  active: ['challenges', 'active'] as const,
  userProgress: ['challenges', 'user-progress'] as const,
  days: (id: number) => ['challenges', id, 'days'] as const,
  completions: (id: number) => ['challenges', id, 'completions'] as const,
  reflection: (id: number, dayId: number, section: number) =>
    ['challenges', id, 'days', dayId, 'sections', section, 'journal'] as const,
};

/** GET /api/challenges/active (01 §7): only when signed in; null when none is active. */
export const useActiveChallenge = (signedIn: boolean) =>
  useQuery({
    queryKey: challengeKeys.active,
    queryFn: async (): Promise<ActiveChallengeView | null> =>
      (await getJson<ActiveChallengeResponse>('/api/challenges/active'))?.activeChallenge ?? null,
    enabled: signedIn,
  });

/** GET /api/challenges/user-progress (02 §7): only when signed in, no retry. */
export const useChallengeProgress = (signedIn: boolean) =>
  useQuery({
    queryKey: challengeKeys.userProgress,
    queryFn: async (): Promise<ChallengeProgressView[]> =>
      (await getJson<UserProgressResponse>('/api/challenges/user-progress'))?.progress ?? [],
    enabled: signedIn,
    retry: false,
  });

/**
 * Everything a challenge change can move: the person's challenges, the streak (a completed day
 * is a practice) and the journal (reflections are listed there).
 */
export function useRefreshAfterChallenge() {
  const client = useQueryClient();
  return (challengeId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: challengeKeys.active }),
      client.invalidateQueries({ queryKey: challengeKeys.userProgress }),
      client.invalidateQueries({ queryKey: challengeKeys.completions(challengeId) }),
      client.invalidateQueries({ queryKey: ['streak'] }),
      client.invalidateQueries({ queryKey: ['journal-entries'] }),
    ]);
}
