import { DomainError, sessionLifetimeEndsAt, type UserView } from '@inhala/domain';
import { toUserView } from '../ports/account.repository.port';
import type { SessionStore, StoredSession } from '../ports/session.store.port';

/**
 * The user and the session behind a session id, or SESSION_INVALID (401): unknown, expired, or
 * older than the absolute lifetime (sessions refreshed before that rule existed end too).
 */
export async function resolveSession(
  sessions: SessionStore,
  token: string | null | undefined,
  now: Date,
): Promise<{ user: UserView; session: StoredSession }> {
  if (!token || !/^[0-9a-f]{32}$/.test(token)) throw new DomainError('SESSION_INVALID');
  const session = await sessions.find(token, now);
  if (!session || sessionLifetimeEndsAt(session.signedInAt).getTime() <= now.getTime())
    throw new DomainError('SESSION_INVALID');
  return { user: toUserView(session.account), session };
}
