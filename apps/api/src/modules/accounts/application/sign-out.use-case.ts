import { Injectable } from '@nestjs/common';
import { SessionStore } from '../ports/session.store.port';

/** Ends the session the request presents; without one there is nothing to end. */
@Injectable()
export class SignOut {
  constructor(private readonly sessions: SessionStore) {}

  async execute(token: string | null | undefined): Promise<void> {
    if (token) await this.sessions.delete(token);
  }
}
