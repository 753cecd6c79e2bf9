import { Injectable } from '@nestjs/common';
import {
  DomainError,
  RetryLaterError,
  accountMayBeTried,
  addressMayTry,
  DEFAULT_TIME_ZONE,
  canonicalTimeZone,
  isKnownTimeZone,
  normaliseEmail,
  validateSignIn,
  type AuthResponse,
  type SignInRequest,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { AccountRepository } from '../ports/account.repository.port';
import { PasswordHasher } from '../ports/password-hasher.port';
import { SecretGenerator } from '../ports/secret-generator.port';
import { SessionEndings } from '../ports/session-endings.port';
import { SessionStore } from '../ports/session.store.port';
import { SignInThrottle } from '../ports/sign-in-throttle.port';
import { openSession } from './open-session';

/**
 * Signs in and rotates the session: a new id every time, and the session the client presented
 * (if any) is deleted. The spec distinguishes an unknown e-mail (404) from a wrong password (401).
 * Wrong passwords are throttled per account as SIGN_IN_THROTTLE describes; right ones never count.
 */
@Injectable()
export class SignIn {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
    private readonly throttle: SignInThrottle,
    private readonly endings: SessionEndings,
  ) {}

  async execute(input: SignInRequest, previousToken: string | null, address: string): Promise<AuthResponse> {
    const missing = validateSignIn(input);
    if (missing) throw new DomainError('VALIDATION.FAILED', missing);
    const account = await this.accounts.findByEmail(normaliseEmail(input.email));
    if (!account) throw new DomainError('ACCOUNT.NOT_FOUND');
    const fromAddress = await this.throttle.countFromAddress(account.id, address);
    if (!addressMayTry(fromAddress))
      throw new RetryLaterError('RATE_LIMITED', fromAddress.resetAt, this.clock.now());
    const onAccount = await this.throttle.countOnAccount(account.id);
    // Under attack from many places, a new device is admitted through the mailbox: the answer
    // (whatever the password) says to recover it, and the reset admits this address.
    if (!accountMayBeTried(onAccount, await this.throttle.isKnownAddress(account.id, address)))
      throw new RetryLaterError('SIGN_IN.NEW_DEVICE_UNDER_ATTACK', onAccount.resetAt, this.clock.now());
    if (!(await this.hasher.verify(account.passwordHash, input.password))) {
      throw new DomainError('ACCOUNT.INVALID_CREDENTIALS');
    }
    await this.throttle.succeeded(account.id, address);
    if (previousToken) {
      await this.sessions.delete(previousToken);
      await this.endings.ended(previousToken);
    }
    // The profile's zone is the person's choice: a device in another zone (travel) is asked about by
    // the app, 'Mi zona horaria' or the new one (issue 19), never switched silently. Only a zone
    // nobody chose is replaced by the device's: one the runtime does not know, or the default an
    // account gets when it was registered without one.
    const chosen = account.timezone !== DEFAULT_TIME_ZONE && isKnownTimeZone(account.timezone);
    const timezone = !chosen && input.timezone ? canonicalTimeZone(input.timezone) : null;
    await this.accounts.recordSignIn(account.id, this.clock.now(), timezone);
    const signedIn = timezone ? { ...account, timezone } : account;
    return openSession(signedIn, { sessions: this.sessions, secrets: this.secrets, clock: this.clock });
  }
}
