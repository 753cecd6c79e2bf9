import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { EmailTrackingController } from './adapters/http/email-tracking.controller';
import { NodemailerMailer } from './adapters/nodemailer/nodemailer.mailer';
import { SqlEmailCampaigns } from './adapters/persistence/sql-email.campaigns';
import { SqlEmailTracking } from './adapters/persistence/sql-email.tracking';
import { SqlSendLedger } from './adapters/persistence/sql-send.ledger';
import { SqlEmailOutbox } from './adapters/persistence/sql-email.outbox';
import { SqlEmailTemplates } from './adapters/persistence/sql-email.templates';
import { ComposeEmail } from './application/compose-email';
import { EmailLinks } from './application/email-links';
import { RunEmailWork } from './application/run-email-work.use-case';
import { SendDueEmails } from './application/send-due-emails.use-case';
import { StartDueCampaigns } from './application/start-due-campaigns.use-case';
import { FollowEmailClick, RecordEmailOpen } from './application/track-email.use-case';
import { EmailCampaigns } from './ports/email-campaigns.port';
import { EmailOutbox } from './ports/email-outbox.port';
import { EmailTemplates } from './ports/email-templates.port';
import { EmailTracking } from './ports/email-tracking.port';
import { Mailer } from './ports/mailer.port';
import { SendLedger } from './ports/send-ledger.port';

/**
 * The e-mail context (02 §3.12): templates, the mails composed from them, and (with the worker)
 * pending e-mails, campaigns, the send ledger and the person's preferences.
 */
@Module({
  controllers: [EmailTrackingController],
  providers: [
    { provide: Mailer, useClass: NodemailerMailer },
    { provide: EmailTemplates, useClass: SqlEmailTemplates },
    { provide: EmailOutbox, useClass: SqlEmailOutbox },
    EmailLinks,
    ComposeEmail,
    { provide: SendLedger, useClass: SqlSendLedger },
    { provide: EmailCampaigns, useClass: SqlEmailCampaigns },
    { provide: EmailTracking, useClass: SqlEmailTracking },
    SendDueEmails,
    StartDueCampaigns,
    RunEmailWork,
    RecordEmailOpen,
    FollowEmailClick,
  ],
  exports: [Mailer, ComposeEmail, EmailLinks, EmailOutbox, EmailTemplates, EmailCampaigns, RunEmailWork],
})
export class EmailModule implements OnApplicationBootstrap {
  constructor(private readonly templates: EmailTemplates) {}

  /** A new release's templates exist before the first mail needs them. */
  async onApplicationBootstrap(): Promise<void> {
    await this.templates.ensureDefaults();
  }
}
