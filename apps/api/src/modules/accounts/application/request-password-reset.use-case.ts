import { Injectable } from '@nestjs/common';
import {
  DomainError,
  RESET_CODE_POLICY,
  normaliseEmail,
  resetCodeExpiresAt,
  resetLinkToken,
  validateForgotEmail,
} from '@inhala/domain';
import { BackgroundTasks } from '../../../platform/background/background-tasks.port';
import { Clock } from '../../../platform/time/clock.port';
import { AccountRepository } from '../ports/account.repository.port';
import { PasswordHasher } from '../ports/password-hasher.port';
import { PasswordResetNotifier } from '../ports/password-reset-notifier.port';
import { ResetCodeStore } from '../ports/reset-code.store.port';
import { SecretGenerator } from '../ports/secret-generator.port';

export const RESET_REQUESTED_MESSAGE =
  'Si existe una cuenta con ese email, te enviamos un código de 6 dígitos.';

/**
 * Same answer, in the same time, whether or not the e-mail has an account, so it cannot be used
 * to find accounts: the answer only waits for the e-mail to be validated. Looking the account up,
 * hashing a code (a throwaway one when there is no account) and sending it run afterwards; a
 * failure there is logged. While the account has a live code nothing new is mailed: the mail
 * already sent (its code, or its link from any device) serves whoever asked (RESET_CODE_POLICY).
 */
@Injectable()
export class RequestPasswordReset {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly codes: ResetCodeStore,
    private readonly hasher: PasswordHasher,
    private readonly secrets: SecretGenerator,
    private readonly notifier: PasswordResetNotifier,
    private readonly clock: Clock,
    private readonly background: BackgroundTasks,
  ) {}

  async execute(emailInput: string): Promise<{ message: string }> {
    const invalid = validateForgotEmail(emailInput);
    if (invalid) throw new DomainError('VALIDATION.FAILED', invalid);
    const email = normaliseEmail(emailInput);
    this.background.run('password reset e-mail', () => this.sendCode(email));
    return { message: RESET_REQUESTED_MESSAGE };
  }

  private async sendCode(email: string): Promise<void> {
    const account = await this.accounts.findByEmail(email);
    const code = this.secrets.resetCode();
    const codeHash = await this.hasher.hash(code);
    if (!account) return;
    const link = this.secrets.resetLinkSecret();
    const now = this.clock.now();
    const id = await this.codes.issue(
      account.id,
      { codeHash, linkHash: link.hash, expiresAt: resetCodeExpiresAt(now) },
      now,
    );
    if (id === null) return;
    await this.notifier.sendCode(
      account,
      code,
      RESET_CODE_POLICY.ttlMinutes,
      resetLinkToken(id, link.secret),
    );
  }
}
