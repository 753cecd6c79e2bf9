import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import { ComposeEmail, Mailer } from '../../../email';
import { RESET_LINK_PARAM } from '@inhala/domain';
import { PasswordResetNotifier } from '../../ports/password-reset-notifier.port';

/**
 * The reset code, from the 'password_reset' template (the admin can reword it), sent at once
 * through the Mailer rather than queued: the code must reach the person now, and it must never be
 * stored in the send ledger (only its hash is kept, in password_reset_codes).
 */
@Injectable()
export class EmailPasswordResetNotifier extends PasswordResetNotifier {
  constructor(
    private readonly compose: ComposeEmail,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async sendCode(
    to: { id: string; email: string; firstName: string },
    code: string,
    validMinutes: number,
    linkToken: string,
  ): Promise<void> {
    // The shell opens the forgot-password dialog at its new-password step for this link.
    const resetUrl = `${this.config.publicUrl}/?${RESET_LINK_PARAM}=${encodeURIComponent(linkToken)}`;
    const mail = await this.compose.execute({
      templateKey: 'password_reset',
      to: { userId: to.id, email: to.email, firstName: to.firstName },
      variables: { code, validMinutes, resetUrl },
    });
    await this.mailer.send(mail);
  }
}
