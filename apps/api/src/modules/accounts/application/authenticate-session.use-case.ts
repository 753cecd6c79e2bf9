import { Injectable } from '@nestjs/common';
import { DomainError, refreshedSessionExpiresAt, sessionLifetimeEndsAt, type UserView } from '@inhala/domain';
import { Clock } from '../../../platform/time/clock';
import { toUserView } from '../ports/account';
import { AccountRepository } from '../ports/account.repository.port';
import { SessionStore, type StoredSession } from '../ports/session.store.port';

/** Resolves a session id to its user, or fails with SESSION.INVALID (401). */
@Injectable()
export class AuthenticateSession {
  constructor(
    private readonly sessions: SessionStore,
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute(token: string | null | undefined): Promise<UserView> {
    return (await this.resolve(token, this.clock.now())).user;
  }

  /**
   * refresh-session: a valid session gets 30 more days, never past 90 days after its sign-in;
   * from then on the person signs in again. The current user comes back.
   */
  async refresh(token: string): Promise<UserView> {
    const now = this.clock.now();
    const { user, session } = await this.resolve(token, now);
    const expiresAt = refreshedSessionExpiresAt(session.signedInAt, now);
    if (!expiresAt) throw new DomainError('SESSION.INVALID');
    await this.sessions.extend(token, expiresAt);
    return user;
  }

  /** Sessions refreshed before the 90-day rule existed end at 90 days too. */
  private async resolve(
    token: string | null | undefined,
    now: Date,
  ): Promise<{ user: UserView; session: StoredSession }> {
    if (!token || !/^[0-9a-f]{32}$/.test(token)) throw new DomainError('SESSION.INVALID');
    const session = await this.sessions.find(token, now);
    if (!session || sessionLifetimeEndsAt(session.signedInAt).getTime() <= now.getTime())
      throw new DomainError('SESSION.INVALID');
    const account = await this.accounts.findById(session.accountId);
    if (!account) throw new DomainError('SESSION.INVALID');
    return { user: toUserView(account), session };
  }

  async signOut(token: string | null | undefined): Promise<void> {
    if (token) await this.sessions.delete(token);
  }
}
