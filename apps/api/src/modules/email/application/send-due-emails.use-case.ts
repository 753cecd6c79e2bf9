import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  EMAIL_PREFERENCE_LABELS,
  EMAIL_TEMPLATE_DEFAULTS,
  MAX_SEND_ATTEMPTS,
  classifySendFailure,
  retryDelaySeconds,
  SKIP_REASONS,
  skipReason,
} from '@inhala/domain';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { Clock } from '../../../platform/time/clock.port';
import { MailRejected, Mailer } from '../ports/mailer.port';
import { SendLedger, type ClaimedEmail } from '../ports/send-ledger.port';
import { ComposeEmail } from './compose-email';
import { SendPace } from './send-pace';

const UNKNOWN_TEMPLATE = 'Plantilla desconocida';
/** Waits between tries to record a mail the server took (then the lease decides). */
const SENT_WRITE_RETRIES_MS = [100, 500, 2000];
const TOO_MANY_TRIES = `Sin respuesta tras ${MAX_SEND_ATTEMPTS} intentos`;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One batch of the send ledger: claim the due rows, then send them over EMAIL_SMTP_CONNECTIONS
 * lanes at no more than EMAIL_RATE_PER_SECOND, each outcome written as soon as the server
 * answered. A crash between the server's 250 and that write re-sends the mail once the lease
 * runs out, with the same Message-ID (SMTP cannot be exactly-once across a crash, RFC 5321
 * §6.1); the window is one mail per lane.
 */
@Injectable()
export class SendDueEmails {
  private readonly logger = new Logger('EmailWorker');
  private readonly pace: SendPace;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ledger: SendLedger,
    private readonly compose: ComposeEmail,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {
    this.pace = new SendPace(config.email.ratePerSecond);
  }

  /** How many rows were claimed (0: nothing is due). Stops taking new rows once `stopping()`. */
  async execute(stopping: () => boolean = () => false): Promise<number> {
    const { batchSize, leaseSeconds, smtpConnections } = this.config.email;
    const claimed = await this.ledger.claimDue(this.clock.now(), batchSize, leaseSeconds);
    let next = 0;
    const lane = async () => {
      while (!stopping() && next < claimed.length) {
        const mail = claimed[next++];
        if (mail) await this.deliver(mail);
      }
    };
    await Promise.all(Array.from({ length: Math.min(smtpConnections, claimed.length) }, lane));
    // Stopping: what this worker will not send is due again at once for the others.
    if (next < claimed.length) await this.ledger.release(claimed.slice(next));
    return claimed.length;
  }

  private async deliver(mail: ClaimedEmail): Promise<void> {
    try {
      const template = EMAIL_TEMPLATE_DEFAULTS[mail.templateKey] as
        (typeof EMAIL_TEMPLATE_DEFAULTS)[typeof mail.templateKey] | undefined;
      if (!template) return await this.ledger.markFailed(mail, mail.retryCount, UNKNOWN_TEMPLATE);
      // Leases that ran out count as tries: a mail that keeps killing its worker stops here.
      if (mail.retryCount >= MAX_SEND_ATTEMPTS)
        return await this.ledger.markFailed(mail, mail.retryCount, TOO_MANY_TRIES);
      // A campaign was approved by the admin with its own text; automatic mail follows the switch.
      const reason =
        !mail.campaignId && !mail.templateActive
          ? SKIP_REASONS.templateInactive(template.name)
          : skipReason(template.kind, mail, EMAIL_PREFERENCE_LABELS);
      if (reason) return await this.ledger.markSkipped(mail, reason);
      const message = await this.compose.execute({
        templateKey: mail.templateKey,
        to: { userId: mail.userId, email: mail.toEmail, firstName: mail.firstName },
        variables: mail.variables,
        ...(mail.action ? { action: mail.action } : {}),
        logId: mail.id,
        messageKey: mail.messageKey,
        text: mail.campaignText,
      });
      await this.pace.take();
      // Still ours? A batch that waited longer than the lease may have been taken over.
      if (!(await this.ledger.renew(mail, this.clock.now(), this.config.email.leaseSeconds))) return;
      let response: string;
      try {
        response = (await this.mailer.send(message)).response;
      } catch (error) {
        // Anything but an SMTP answer (the adapter wraps those) is taken as a lost connection.
        const refusal =
          error instanceof MailRejected ? error : new MailRejected(describe(error), { code: 'ECONNECTION' });
        return await this.refused(mail, refusal);
      }
      await this.recordSent(mail, response);
    } catch (error) {
      // Left 'sending' (the database did not answer): tried again when its lease runs out.
      this.logger.error(`correo ${mail.id}: ${describe(error)}`);
    }
  }

  /**
   * The server took the mail: a database that fails to record it now would have it sent again when
   * the lease runs out, so a passing failure is tried again a few times before that is left to be.
   */
  private async recordSent(mail: ClaimedEmail, response: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.ledger.markSent(mail, response, this.clock.now());
      } catch (error) {
        if (attempt >= SENT_WRITE_RETRIES_MS.length) throw error;
        await new Promise((resolve) => setTimeout(resolve, SENT_WRITE_RETRIES_MS[attempt]));
      }
    }
  }

  private async refused(mail: ClaimedEmail, error: MailRejected): Promise<void> {
    const tries = mail.retryCount + 1;
    switch (classifySendFailure(error.failure)) {
      case 'bounced':
        return this.ledger.markBounced(mail, mail.toEmail, error.message);
      case 'failed':
        return this.ledger.markFailed(mail, tries, error.message);
      case 'retry': {
        const delay = retryDelaySeconds(tries, this.config.email.retryBaseSeconds);
        if (delay === null) return this.ledger.markFailed(mail, tries, error.message);
        const at = new Date(this.clock.now().getTime() + delay * 1000);
        return this.ledger.markRetry(mail, tries, at, error.message);
      }
    }
  }
}
