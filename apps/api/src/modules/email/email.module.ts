import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { EmailPreferencesController } from './adapters/http/email-preferences.controller';
import { EmailTrackingController } from './adapters/http/email-tracking.controller';
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
import { SqlEmailCampaigns } from './adapters/persistence/sql-email.campaigns';
import { SqlEmailTracking } from './adapters/persistence/sql-email.tracking';
import { SqlSendLedger } from './adapters/persistence/sql-send.ledger';
import { SqlEmailOutbox } from './adapters/persistence/sql-email.outbox';
import { SqlEmailTemplates } from './adapters/persistence/sql-email.templates';
import { SqlDueReminders } from './adapters/persistence/sql-due-reminders';
import { SqlTrialEndingPeople } from './adapters/persistence/sql-trial-ending.people';
import { SqlEmailPreferencesStore } from './adapters/persistence/sql-email-preferences.store';
import { ComposeEmail } from './application/compose-email';
import { DueRemindersJob, TrialEndingNoticesJob } from './application/jobs/people-mail.jobs';
import { GetEmailPreferences } from './application/preferences/get-email-preferences.use-case';
import { ReadPreferencesLink } from './application/preferences/read-preferences-link';
import { UnsubscribeByLink } from './application/preferences/unsubscribe-by-link.use-case';
import { UpdateEmailPreferences } from './application/preferences/update-email-preferences.use-case';
import { QueueDueReminders } from './application/reminders/queue-due-reminders.use-case';
import { QueuePaymentFailedNotice } from './application/transactional/queue-payment-failed-notice.use-case';
import { QueueTrialEndingNotices } from './application/transactional/queue-trial-ending-notices.use-case';
import { DueReminders } from './ports/due-reminders.port';
import { TrialEndingPeople } from './ports/trial-ending-people.port';
import { EmailPreferencesStore } from './ports/email-preferences.store.port';
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
    { provide: EmailPreferencesStore, useClass: SqlEmailPreferencesStore },
    ReadPreferencesLink,
    GetEmailPreferences,
    UpdateEmailPreferences,
    UnsubscribeByLink,
    { provide: DueReminders, useClass: SqlDueReminders },
    QueueDueReminders,
    { provide: TrialEndingPeople, useClass: SqlTrialEndingPeople },
    QueueTrialEndingNotices,
    QueuePaymentFailedNotice,
    DueRemindersJob,
    TrialEndingNoticesJob,
    { provide: SendLedger, useClass: SqlSendLedger },
    { provide: EmailCampaigns, useClass: SqlEmailCampaigns },
    { provide: EmailTracking, useClass: SqlEmailTracking },
    SendDueEmails,
    StartDueCampaigns,
    RunEmailWork,
    RecordEmailOpen,
    FollowEmailClick,
  ],
  exports: [
    Mailer,
    ComposeEmail,
    EmailLinks,
    EmailOutbox,
    EmailTemplates,
    EmailCampaigns,
    RunEmailWork,
    GetEmailPreferences,
    UpdateEmailPreferences,
    ReadPreferencesLink,
    UnsubscribeByLink,
    RecordEmailOpen,
    FollowEmailClick,
    QueueDueReminders,
    QueueTrialEndingNotices,
    QueuePaymentFailedNotice,
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

/**
 * The e-mail context's public HTTP calls (preferences, one-click unsubscribe, open and click
 * tracking), for the API process only: the worker process has no HTTP and no sessions.
 */
@Module({
  imports: [EmailModule],
  controllers: [EmailPreferencesController, EmailTrackingController],
})
export class EmailHttpModule {}
