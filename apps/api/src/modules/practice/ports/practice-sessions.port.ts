import type { PracticeSessionInput, PracticeSessionView } from '@inhala/domain';

/** What the store answers when asked to keep a session. */
export type SessionWrite =
  | { outcome: 'created' | 'existing'; ownerId: string; session: PracticeSessionView }
  | { outcome: 'no-meditation' };

/**
 * Finished sessions, kept once per id: writing an id that is already stored changes nothing and
 * answers the stored row (with its owner, so the use case can refuse another person's id).
 */
export abstract class PracticeSessions {
  abstract write(ownerId: string, session: PracticeSessionInput, localDate: string): Promise<SessionWrite>;
}
