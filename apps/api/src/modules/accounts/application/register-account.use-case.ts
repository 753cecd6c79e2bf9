import { Injectable } from '@nestjs/common';
import {
  ACCOUNT_MESSAGES,
  DomainError,
  DEFAULT_TIME_ZONE,
  canonicalTimeZone,
  normaliseEmail,
  validateRegistration,
  type AuthResponse,
  type RegisterRequest,
} from '@inhala/domain';
import { UnitOfWork } from '../../../platform/database/unit-of-work.port';
import { Clock } from '../../../platform/time/clock.port';
import { AccountRepository } from '../ports/account.repository.port';
import { EmailFingerprints } from '../ports/email-fingerprints.port';
import { UsedTrials } from '../ports/used-trials.port';
import { PasswordHasher } from '../ports/password-hasher.port';
import { SecretGenerator } from '../ports/secret-generator.port';
import { SessionStore } from '../ports/session.store.port';
import { SignInThrottle } from '../ports/sign-in-throttle.port';
import { WelcomeNotifier } from '../ports/welcome-notifier.port';
import { openSession } from './open-session';

/**
 * A new lead, signed in: the account, its sign-in time, its first session and its welcome mail
 * (queued for the worker) are written together.
 */
@Injectable()
export class RegisterAccount {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly throttle: SignInThrottle,
    private readonly welcome: WelcomeNotifier,
    private readonly fingerprints: EmailFingerprints,
    private readonly usedTrials: UsedTrials,
  ) {}

  /** `address`: where the person registered, which the account then knows (SIGN_IN_THROTTLE). */
  async execute(input: RegisterRequest, address: string): Promise<AuthResponse> {
    const firstError = Object.values(validateRegistration(input))[0];
    if (firstError) throw new DomainError('VALIDATION.FAILED', firstError);
    const timezone = canonicalTimeZone(input.timezone?.trim() || DEFAULT_TIME_ZONE);
    if (!timezone) throw new DomainError('VALIDATION.FAILED', ACCOUNT_MESSAGES.timezoneInvalid);

    const email = normaliseEmail(input.email);
    if (await this.accounts.findByEmail(email)) throw new DomainError('ACCOUNT.ALREADY_EXISTS');
    const passwordHash = await this.hasher.hash(input.password);
    // One trial per person, ever: an e-mail whose erased account had one starts with it used.
    const trialUsedAt = await this.usedTrials.usedAt(await this.fingerprints.of(email));
    // All or nothing: a failure after the account is written must not leave it without a
    // session (the e-mail would be taken and the person could not register again).
    const registered = await this.unitOfWork.run(async () => {
      const account = await this.accounts.create({
        email,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        passwordHash,
        timezone,
        trialUsedAt,
      });
      if (!account) throw new DomainError('ACCOUNT.ALREADY_EXISTS');
      await this.accounts.recordSignIn(account.id, this.clock.now(), null);
      await this.welcome.welcome(account.id);
      return openSession(account, { sessions: this.sessions, secrets: this.secrets, clock: this.clock });
    });
    // After the commit: the throttle's counters are not part of the account's writes.
    await this.throttle.succeeded(registered.user.id, address);
    return registered;
  }
}
