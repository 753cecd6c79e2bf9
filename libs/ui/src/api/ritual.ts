import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RitualView } from '@inhala/domain';
import { apiRequest, getJson } from '../data/transport';

const all = ['ritual'] as const;
/**
 * Today's ritual, read by home (shell) and the practice remote. What only the remote reads about
 * rituals (the completed count) is keyed there, under `all`.
 */
export const ritualKeys = { all, today: [...all, 'today'] as const };

/** GET /api/ritual/today: null means no ritual today. */
export async function getRitualToday(): Promise<RitualView | null> {
  return (await getJson<RitualView | null>('/api/ritual/today')) ?? null;
}

/**
 * GET /api/ritual/today as the session check makes it (01 §4): there a 401 is an expired session
 * to recover, not "no ritual", so it is thrown.
 */
export async function checkRitualToday(): Promise<RitualView | null> {
  return (await apiRequest<RitualView | null>('GET', '/api/ritual/today')) ?? null;
}

/** Only for a signed-in person, no retry (02 §7). */
export const ritualTodayQuery = (signedIn: boolean) =>
  queryOptions({ queryKey: ritualKeys.today, queryFn: getRitualToday, enabled: signedIn, retry: false });

export const useRitualToday = (signedIn: boolean) => useQuery(ritualTodayQuery(signedIn));
