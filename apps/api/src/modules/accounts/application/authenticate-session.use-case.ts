import { Injectable } from '@nestjs/common';
import type { UserView } from '@inhala/domain';
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
}
