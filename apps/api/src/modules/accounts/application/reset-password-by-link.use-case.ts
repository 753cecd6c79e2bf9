import { Injectable } from '@nestjs/common';
import {
  DomainError,
  isResetLinkUsable,
  parseResetLinkToken,
  validateNewPassword,
  type ResetPasswordByLinkRequest,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { AccountRepository } from '../ports/account.repository.port';
import { PasswordHasher } from '../ports/password-hasher.port';
import { ResetCodeStore } from '../ports/reset-code.store.port';
import { SecretGenerator } from '../ports/secret-generator.port';
import { SessionEndings } from '../ports/session-endings.port';
import { SessionStore } from '../ports/session.store.port';
import { SignInThrottle } from '../ports/sign-in-throttle.port';
import { PASSWORD_UPDATED_MESSAGE } from './reset-password.use-case';

/**
 * The reset mail's link (RESET_CODE_POLICY): its 256-bit secret proves the mailbox, from any
 * device, for the code's 15 minutes, whatever wrong codes were typed. It cannot be guessed, so it
 * has no tries to spend; it is spent by the reset it makes.
 */
@Injectable()
export class ResetPasswordByLink {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly codes: ResetCodeStore,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
    private readonly throttle: SignInThrottle,
    private readonly endings: SessionEndings,
  ) {}

  async execute(input: ResetPasswordByLinkRequest, address: string): Promise<{ message: string }> {
    const weak = validateNewPassword(input.newPassword, input.newPassword);
    if (weak) throw new DomainError('VALIDATION.FAILED', weak);
    const link = parseResetLinkToken(input.token);
    const code = link ? await this.codes.byId(link.codeId) : null;
    const now = this.clock.now();
    if (
      !link ||
      !code?.linkHash ||
      !isResetLinkUsable(code, now) ||
      !this.secrets.resetLinkMatches(link.secret, code.linkHash)
    )
      throw new DomainError('RESET.INVALID_LINK');
    // As ResetPassword ends: the code spent once, the new password, every session (and its chat sockets) ended, and the
    // address that proved the mailbox admitted to the account.
    if (!(await this.codes.markUsed(code.id, now))) throw new DomainError('RESET.INVALID_LINK');
    await this.accounts.updatePasswordHash(code.accountId, await this.hasher.hash(input.newPassword));
    await this.sessions.deleteAllFor(code.accountId);
    await this.throttle.passwordReset(code.accountId, address);
    await this.endings.allEnded(code.accountId);
    return { message: PASSWORD_UPDATED_MESSAGE };
  }
}
