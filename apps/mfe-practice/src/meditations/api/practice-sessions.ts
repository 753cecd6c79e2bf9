import { useCallback, useEffect, useMemo } from 'react';
import type { PracticeSessionInput } from '@inhala/domain';
import {
  STORAGE_KEYS,
  enqueueWrite,
  newClientId,
  readStorage,
  useSession,
  writeOrQueue,
  writeStorage,
} from '@inhala/ui';
import type { GuidedSessionResult } from '../../shared/guided-session/GuidedSession';

/** POST /api/practice/sessions (issue 17): one finished session, recorded once by its id. */
export const PRACTICE_SESSIONS_PATH = '/api/practice/sessions';

/**
 * Records a finished session through the offline write queue (issue 18): stored first, so a
 * closed tab or a lost network keeps it, then sent in order with everything written before it.
 * The server treats a repeated id as the same session, so sending twice is harmless.
 */
export async function recordPracticeSession(userId: string, input: PracticeSessionInput): Promise<void> {
  await writeOrQueue(userId, {
    id: input.id,
    kind: 'practice-session',
    method: 'POST',
    path: PRACTICE_SESSIONS_PATH,
    body: input,
  }).catch(() => undefined); // refused for good (a 4xx): nothing a person can do about it here
}

interface EarlierStoredSession {
  userId: string;
  input: PracticeSessionInput;
}

/**
 * Sessions an earlier version kept in local storage move into the write queue once, so nothing
 * finished before an update is lost; the shell's OfflineSync sends them.
 */
export function useEarlierPracticeSessions(): void {
  const { user } = useSession();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    let earlier: EarlierStoredSession[] = [];
    try {
      const parsed = JSON.parse(readStorage(STORAGE_KEYS.practicePending) ?? '[]') as unknown;
      earlier = Array.isArray(parsed) ? (parsed as EarlierStoredSession[]) : [];
    } catch {
      earlier = [];
    }
    if (earlier.length === 0) return;
    writeStorage(STORAGE_KEYS.practicePending, null);
    void (async () => {
      for (const { userId: owner, input } of earlier)
        await enqueueWrite({
          id: input.id,
          userId: owner,
          kind: 'practice-session',
          method: 'POST',
          path: PRACTICE_SESSIONS_PATH,
          body: input,
        });
    })();
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
          id: newClientId(),
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
