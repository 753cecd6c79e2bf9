import { Injectable } from '@nestjs/common';
import {
  ACCOUNT_MESSAGES,
  DomainError,
  RESET_CODE_POLICY,
  isResetCodeUsable,
  isValidOtp,
  normaliseEmail,
  singleLineMessage,
  validateNewPassword,
  type ResetPasswordRequest,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { AccountRepository } from '../ports/account.repository.port';
import { PasswordHasher } from '../ports/password-hasher.port';
import { ResetCodeStore } from '../ports/reset-code.store.port';
import { SessionEndings } from '../ports/session-endings.port';
import { SessionStore } from '../ports/session.store.port';
import { SignInThrottle } from '../ports/sign-in-throttle.port';

export const PASSWORD_UPDATED_MESSAGE = 'Tu contraseña ha sido actualizada. Ya puedes iniciar sesión.';

/**
 * Checks the latest code (single use, 15 minutes, 5 tries), sets the new password and signs the
 * account out everywhere, since whoever held the old password may hold a session. A try is
 * counted before the code is checked, atomically, so a burst of guesses gets five checks at most;
 * the try that finds the right code is one of the five. Spent tries leave the mail's link working
 * (ResetPasswordByLink). The address that resets proved the mailbox: it may sign in from then on
 * even while the account is being guessed from elsewhere (SIGN_IN_THROTTLE).
 */
@Injectable()
export class ResetPassword {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly codes: ResetCodeStore,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
    private readonly throttle: SignInThrottle,
    private readonly endings: SessionEndings,
  ) {}

  async execute(input: ResetPasswordRequest, address: string): Promise<{ message: string }> {
    const badEmail = singleLineMessage(input.email, 'El email');
    if (badEmail) throw new DomainError('VALIDATION.FAILED', badEmail);
    if (!isValidOtp(input.otpCode)) throw new DomainError('VALIDATION.FAILED', ACCOUNT_MESSAGES.otpInvalid);
    const weak = validateNewPassword(input.newPassword, input.newPassword);
    if (weak) throw new DomainError('VALIDATION.FAILED', weak);

    const account = await this.accounts.findByEmail(normaliseEmail(input.email));
    const code = account ? await this.codes.latest(account.id) : null;
    const now = this.clock.now();
    if (!account || !code) throw new DomainError('RESET.INVALID_CODE');
    if (code.failedAttempts >= RESET_CODE_POLICY.maxWrongAttempts)
      throw new DomainError('RESET.TOO_MANY_ATTEMPTS');
    if (!isResetCodeUsable(code, now)) throw new DomainError('RESET.INVALID_CODE');

    const tries = await this.codes.reserveTry(code.id, RESET_CODE_POLICY.maxWrongAttempts);
    if (tries === null) throw new DomainError('RESET.TOO_MANY_ATTEMPTS');
    if (!(await this.hasher.verify(code.codeHash, input.otpCode))) {
      throw new DomainError(
        tries >= RESET_CODE_POLICY.maxWrongAttempts ? 'RESET.TOO_MANY_ATTEMPTS' : 'RESET.INVALID_CODE',
      );
    }
    if (!(await this.codes.markUsed(code.id, now))) throw new DomainError('RESET.INVALID_CODE');
    await this.accounts.updatePasswordHash(account.id, await this.hasher.hash(input.newPassword));
    await this.sessions.deleteAllFor(account.id);
    await this.throttle.passwordReset(account.id, address);
    await this.endings.allEnded(account.id);
    return { message: PASSWORD_UPDATED_MESSAGE };
  }
}
