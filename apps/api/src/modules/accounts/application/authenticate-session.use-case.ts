import { Injectable } from '@nestjs/common';
import { sessionLifetimeEndsAt, type UserView } from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { SessionStore } from '../ports/session.store.port';
import { resolveSession } from './resolve-session';

/** Resolves a session id to its user, or fails with SESSION_INVALID (401). */
@Injectable()
export class AuthenticateSession {
  constructor(
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
  ) {}

  async execute(token: string | null | undefined): Promise<UserView> {
    return (await resolveSession(this.sessions, token, this.clock.now())).user;
  }

  /** The same, with when the session ends unless it is refreshed (for what stays open on it). */
  async withEnd(token: string | null | undefined): Promise<{ user: UserView; endsAt: Date }> {
    const { user, session } = await resolveSession(this.sessions, token, this.clock.now());
    const lifetimeEnd = sessionLifetimeEndsAt(session.signedInAt);
    return { user, endsAt: session.expiresAt < lifetimeEnd ? session.expiresAt : lifetimeEnd };
  }
}
