import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ActiveChallengeResponse,
  ActiveChallengeView,
  ChallengeProgressView,
  UserProgressResponse,
} from '@inhala/domain';
import { getJson } from '../data/transport';

const all = ['challenges'] as const;
/**
 * The person's challenges, read by home (shell) and the practice remote. What only the remote
 * reads about one challenge (its days, completions, reflections) is keyed there, under `all`.
 */
export const challengeKeys = {
  all,
  active: [...all, 'active'] as const,
  userProgress: [...all, 'user-progress'] as const,
};

/** GET /api/challenges/active (01 §7); null when none is active. */
export async function getActiveChallenge(): Promise<ActiveChallengeView | null> {
  return (await getJson<ActiveChallengeResponse>('/api/challenges/active'))?.activeChallenge ?? null;
}

/** Only when signed in. */
export const activeChallengeQuery = (signedIn: boolean) =>
  queryOptions({ queryKey: challengeKeys.active, queryFn: getActiveChallenge, enabled: signedIn });

export const useActiveChallenge = (signedIn: boolean) => useQuery(activeChallengeQuery(signedIn));

/** GET /api/challenges/user-progress (02 §7). */
export async function getChallengeProgress(): Promise<ChallengeProgressView[]> {
  return (await getJson<UserProgressResponse>('/api/challenges/user-progress'))?.progress ?? [];
}

/** Only when signed in, no retry (02 §7). */
export const challengeProgressQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: challengeKeys.userProgress,
    queryFn: getChallengeProgress,
    enabled: signedIn,
    retry: false,
  });

export const useChallengeProgress = (signedIn: boolean) => useQuery(challengeProgressQuery(signedIn));
