import { Injectable } from '@nestjs/common';
import { DomainError, refreshedSessionExpiresAt, type UserView } from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { SessionStore } from '../ports/session.store.port';
import { resolveSession } from './resolve-session';

/**
 * refresh-session: a valid session gets 30 more days, never past 90 days after its sign-in;
 * from then on the person signs in again. The current user comes back.
 */
@Injectable()
export class RefreshSession {
  constructor(
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<UserView> {
    const now = this.clock.now();
    const { user, session } = await resolveSession(this.sessions, token, now);
    const expiresAt = refreshedSessionExpiresAt(session.signedInAt, now);
    if (!expiresAt) throw new DomainError('SESSION_INVALID');
    await this.sessions.extend(token, expiresAt);
    return user;
  }
}
