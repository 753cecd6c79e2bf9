import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { HtmlModule } from '../../platform/html/html.module';
import { SqlEmailReports } from './adapters/persistence/sql-email.reports';
import { SqlPendingEmails } from './adapters/persistence/sql-pending.emails';
import { DraftAnnouncement } from './application/admin/draft-announcement.use-case';
import { ManageEmailTemplates } from './application/admin/manage-email-templates.use-case';
import { ManagePendingEmails } from './application/admin/manage-pending-emails.use-case';
import { ReadEmailCampaigns } from './application/admin/read-email-campaigns.use-case';
import { EmailReports } from './ports/email-reports.port';
import { PendingEmails } from './ports/pending-emails.port';
import { NodemailerMailer } from './adapters/nodemailer/nodemailer.mailer';
import { SqlEmailOutbox } from './adapters/persistence/sql-email.outbox';
import { SqlEmailTemplates } from './adapters/persistence/sql-email.templates';
import { ComposeEmail } from './application/compose-email';
import { EmailLinks } from './application/email-links';
import { EmailOutbox } from './ports/email-outbox.port';
import { EmailTemplates } from './ports/email-templates.port';
import { Mailer } from './ports/mailer.port';

/**
 * The e-mail context (02 §3.12): templates, the mails composed from them, and (with the worker)
 * pending e-mails, campaigns, the send ledger and the person's preferences.
 */
@Module({
  imports: [HtmlModule],
  providers: [
    { provide: PendingEmails, useClass: SqlPendingEmails },
    { provide: EmailReports, useClass: SqlEmailReports },
    ManageEmailTemplates,
    ManagePendingEmails,
    DraftAnnouncement,
    ReadEmailCampaigns,
    { provide: Mailer, useClass: NodemailerMailer },
    { provide: EmailTemplates, useClass: SqlEmailTemplates },
    { provide: EmailOutbox, useClass: SqlEmailOutbox },
    EmailLinks,
    ComposeEmail,
  ],
  exports: [
    Mailer,
    ComposeEmail,
    EmailLinks,
    EmailOutbox,
    EmailTemplates,
    ManageEmailTemplates,
    ManagePendingEmails,
    DraftAnnouncement,
    ReadEmailCampaigns,
  ],
})
export class EmailModule implements OnApplicationBootstrap {
  constructor(private readonly templates: EmailTemplates) {}

  /** A new release's templates exist before the first mail needs them. */
  async onApplicationBootstrap(): Promise<void> {
    await this.templates.ensureDefaults();
  }
}
