import { useCallback, useEffect, useMemo } from 'react';
import type { PracticeSessionInput } from '@inhala/domain';
import { ApiError, STORAGE_KEYS, apiRequest, readStorage, useSession, writeStorage } from '@inhala/ui';
import type { GuidedSessionResult } from '../../shared/guided-session/GuidedSession';
import { newSessionId } from '../../shared/new-session-id';

/** POST /api/practice/sessions (issue 17): one finished session, recorded once by its id. */
export const PRACTICE_SESSIONS_PATH = '/api/practice/sessions';

interface StoredSession {
  userId: string;
  input: PracticeSessionInput;
}

function readAll(): StoredSession[] {
  try {
    const all = JSON.parse(readStorage(STORAGE_KEYS.practicePending) ?? '[]') as unknown;
    return Array.isArray(all) ? (all as StoredSession[]) : [];
  } catch {
    return [];
  }
}

function writeAll(all: StoredSession[]): void {
  writeStorage(STORAGE_KEYS.practicePending, all.length > 0 ? JSON.stringify(all) : null);
}

/**
 * Worth sending again: no network, the server failing or busy, or a session that ended while
 * offline (401: kept until the person signs in again). Any other 4xx never heals.
 */
function retryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 401 || error.status === 408 || error.status === 429;
}

let flushing: Promise<void> | null = null;

/**
 * Sends this person's waiting sessions in the order they finished, stopping at the first that
 * cannot go now (offline, server down); they stay stored for the next try. One flush at a time:
 * a second call waits for the one under way and then runs again.
 */
export async function flushPracticeSessions(userId: string): Promise<void> {
  while (flushing) await flushing;
  flushing = (async () => {
    for (const next of readAll().filter((s) => s.userId === userId)) {
      try {
        await apiRequest('POST', PRACTICE_SESSIONS_PATH, next.input);
      } catch (error) {
        if (retryable(error)) return;
      }
      writeAll(readAll().filter((s) => s.input.id !== next.input.id));
    }
  })();
  try {
    await flushing;
  } finally {
    flushing = null;
  }
}

/**
 * Records a finished session: stored first (so a closed tab or a lost network keeps it), then
 * sent. The server treats a repeated id as the same session, so sending twice is harmless.
 */
export async function recordPracticeSession(userId: string, input: PracticeSessionInput): Promise<void> {
  const all = readAll();
  if (!all.some((s) => s.input.id === input.id)) writeAll([...all, { userId, input }]);
  await flushPracticeSessions(userId);
}

/**
 * Sends this person's waiting sessions when the meditations open and whenever the browser says
 * the network is back (mounted once, by the meditations' route tree).
 */
export function usePracticeSessionReplay(): void {
  const { user } = useSession();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    const replay = () => void flushPracticeSessions(userId);
    replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [userId]);
}

/** Records a finished session of the signed-in person (see recordPracticeSession). */
export function useRecordPracticeSession(): (input: PracticeSessionInput) => void {
  const { user } = useSession();
  const userId = user?.id ?? null;
  return useCallback(
    (input: PracticeSessionInput) => {
      if (userId) void recordPracticeSession(userId, input);
    },
    [userId],
  );
}

/**
 * What a finished practice records, from the player page and from the ritual alike: a guided
 * session as the session reports it, a file as the time just listened (it ends now).
 */
export function usePracticeRecorder(meditationId: number | null): {
  guided: (result: GuidedSessionResult) => void;
  media: (seconds: number) => void;
} {
  const record = useRecordPracticeSession();
  return useMemo(
    () => ({
      guided: (result) => record({ ...result, meditationId, kind: 'guided' }),
      media: (seconds) => {
        // Jumped to the end without listening: the step may count, but there is no practice to record.
        if (Math.round(seconds) < 1) return;
        const finishedAt = new Date();
        record({
          id: newSessionId(),
          meditationId,
          kind: 'media',
          startedAt: new Date(finishedAt.getTime() - Math.round(seconds) * 1000).toISOString(),
          finishedAt: finishedAt.toISOString(),
          seconds: Math.round(seconds),
        });
      },
    }),
    [record, meditationId],
  );
}
