import { Injectable } from '@nestjs/common';
import { DomainError, sessionExpiresAt, type UserView } from '@inhala/domain';
import { Clock } from '../../../platform/time/clock';
import { toUserView } from '../ports/account';
import { AccountRepository } from '../ports/account.repository.port';
import { SessionStore } from '../ports/session.store.port';

/** Resolves a session id to its user, or fails with SESSION.INVALID (401). */
@Injectable()
export class AuthenticateSession {
  constructor(
    private readonly sessions: SessionStore,
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute(token: string | null | undefined): Promise<UserView> {
    if (!token || !/^[0-9a-f]{32}$/.test(token)) throw new DomainError('SESSION.INVALID');
    const accountId = await this.sessions.findAccountId(token, this.clock.now());
    const account = accountId ? await this.accounts.findById(accountId) : null;
    if (!account) throw new DomainError('SESSION.INVALID');
    return toUserView(account);
  }

  /** refresh-session: a valid session gets a new expiry, and the current user comes back. */
  async refresh(token: string): Promise<UserView> {
    const user = await this.execute(token);
    await this.sessions.extend(token, sessionExpiresAt(this.clock.now()));
    return user;
  }

  async signOut(token: string | null | undefined): Promise<void> {
    if (token) await this.sessions.delete(token);
  }
}
