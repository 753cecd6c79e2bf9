import type { UserView } from '@inhala/domain';

/**
 * What the session guard needs from whoever keeps sessions: the user behind a session id, or a
 * SESSION_INVALID DomainError. The accounts context binds it.
 */
export abstract class SessionAuthenticator {
  abstract authenticate(token: string | null | undefined): Promise<UserView>;
  /**
   * The same check, with when the session ends unless it is refreshed: for what stays open on a
   * session (the chat socket), which asks again then.
   */
  abstract authenticateUntil(token: string | null | undefined): Promise<{ user: UserView; endsAt: Date }>;
}
