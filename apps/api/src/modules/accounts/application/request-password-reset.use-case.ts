import { Injectable, Logger } from '@nestjs/common';
import {
  DomainError,
  RESET_CODE_POLICY,
  normaliseEmail,
  resetCodeExpiresAt,
  validateForgotEmail,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock';
import { AccountRepository } from '../ports/account.repository.port';
import { PasswordHasher } from '../ports/password-hasher.port';
import { PasswordResetNotifier } from '../ports/password-reset-notifier.port';
import { ResetCodeStore } from '../ports/reset-code.store.port';
import { SecretGenerator } from '../ports/secret-generator.port';

export const RESET_REQUESTED_MESSAGE =
  'Si existe una cuenta con ese email, te enviamos un código de 6 dígitos.';

/** Same answer whether or not the e-mail has an account, so it cannot be used to find accounts. */
@Injectable()
export class RequestPasswordReset {
  private readonly logger = new Logger(RequestPasswordReset.name);

  constructor(
    private readonly accounts: AccountRepository,
    private readonly codes: ResetCodeStore,
    private readonly hasher: PasswordHasher,
    private readonly secrets: SecretGenerator,
    private readonly notifier: PasswordResetNotifier,
    private readonly clock: Clock,
  ) {}

  async execute(emailInput: string): Promise<{ message: string }> {
    const invalid = validateForgotEmail(emailInput);
    if (invalid) throw new DomainError('VALIDATION.FAILED', invalid);
    const account = await this.accounts.findByEmail(normaliseEmail(emailInput));
    if (account) {
      const code = this.secrets.resetCode();
      await this.codes.issue(account.id, await this.hasher.hash(code), resetCodeExpiresAt(this.clock.now()));
      try {
        await this.notifier.sendCode(account, code, RESET_CODE_POLICY.ttlMinutes);
      } catch (error) {
        this.logger.error(
          `reset code e-mail failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        throw new DomainError('VALIDATION.FAILED', 'Error enviando código de recuperación');
      }
    }
    return { message: RESET_REQUESTED_MESSAGE };
  }
}
