import { Injectable } from '@nestjs/common';
import { SessionEndings } from '../ports/session-endings.port';
import { SessionStore } from '../ports/session.store.port';

/** Ends the session the request presents (and what is open on it); without one there is nothing to end. */
@Injectable()
export class SignOut {
  constructor(
    private readonly sessions: SessionStore,
    private readonly endings: SessionEndings,
  ) {}

  async execute(token: string | null | undefined): Promise<void> {
    if (!token) return;
    await this.sessions.delete(token);
    await this.endings.ended(token);
  }
}
