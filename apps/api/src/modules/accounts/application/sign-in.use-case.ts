import { Injectable } from '@nestjs/common';
import {
  DomainError,
  isKnownTimeZone,
  normaliseEmail,
  validateSignIn,
  type AuthResponse,
  type SignInRequest,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock';
import { AccountRepository } from '../ports/account.repository.port';
import { PasswordHasher } from '../ports/password-hasher.port';
import { SecretGenerator } from '../ports/secret-generator.port';
import { SessionStore } from '../ports/session.store.port';
import { openSession } from './sign-in-session';

/**
 * Signs in and rotates the session: a new id every time, and the session the client presented
 * (if any) is deleted. The spec distinguishes an unknown e-mail (404) from a wrong password (401).
 */
@Injectable()
export class SignIn {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: SignInRequest, previousToken: string | null): Promise<AuthResponse> {
    const missing = validateSignIn(input);
    if (missing) throw new DomainError('VALIDATION.FAILED', missing);
    const account = await this.accounts.findByEmail(normaliseEmail(input.email));
    if (!account) throw new DomainError('ACCOUNT.NOT_FOUND');
    if (!(await this.hasher.verify(account.passwordHash, input.password))) {
      throw new DomainError('ACCOUNT.INVALID_CREDENTIALS');
    }
    if (previousToken) await this.sessions.delete(previousToken);
    const timezone = input.timezone && isKnownTimeZone(input.timezone) ? input.timezone : null;
    await this.accounts.recordSignIn(account.id, this.clock.now(), timezone);
    const signedIn = timezone ? { ...account, timezone } : account;
    return openSession(signedIn, { sessions: this.sessions, secrets: this.secrets, clock: this.clock });
  }
}
