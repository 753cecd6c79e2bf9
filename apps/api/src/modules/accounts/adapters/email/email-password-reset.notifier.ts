import { Injectable } from '@nestjs/common';
import { ComposeEmail, Mailer } from '../../../email';
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
  ) {
    super();
  }

  async sendCode(
    to: { id: string; email: string; firstName: string },
    code: string,
    validMinutes: number,
  ): Promise<void> {
    const mail = await this.compose.execute({
      templateKey: 'password_reset',
      to: { userId: to.id, email: to.email, firstName: to.firstName },
      variables: { code, validMinutes },
    });
    await this.mailer.send(mail);
  }
}
