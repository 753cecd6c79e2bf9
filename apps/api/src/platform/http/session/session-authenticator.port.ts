import type { UserView } from '@inhala/domain';

/**
 * What the session guard needs from whoever keeps sessions: the user behind a session id, or a
 * SESSION_INVALID DomainError. The accounts context binds it.
 */
export abstract class SessionAuthenticator {
  abstract authenticate(token: string | null | undefined): Promise<UserView>;
}
