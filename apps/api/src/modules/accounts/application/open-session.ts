import { sessionExpiresAt, type AuthResponse } from '@inhala/domain';
import type { Clock } from '../../../platform/time/clock.port';
import { toUserView, type Account } from '../ports/account.repository.port';
import type { SecretGenerator } from '../ports/secret-generator.port';
import type { SessionStore } from '../ports/session.store.port';

/** A fresh session for an account: shared by registration and sign-in. */
export async function openSession(
  account: Account,
  deps: { sessions: SessionStore; secrets: SecretGenerator; clock: Clock },
): Promise<AuthResponse> {
  const token = deps.secrets.sessionToken();
  const now = deps.clock.now();
  await deps.sessions.create(token, account.id, now, sessionExpiresAt(now));
  return { user: toUserView(account), sessionId: token };
}
