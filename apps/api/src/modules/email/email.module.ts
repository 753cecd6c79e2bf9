import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { NodemailerMailer } from './adapters/nodemailer/nodemailer.mailer';
import { SqlEmailOutbox } from './adapters/persistence/sql-email.outbox';
import { SqlEmailTemplates } from './adapters/persistence/sql-email.templates';
import { EmailPreferencesController } from './adapters/http/email-preferences.controller';
import { SqlDueReminders } from './adapters/persistence/sql-due-reminders';
import { SqlTrialEndingPeople } from './adapters/persistence/sql-trial-ending.people';
import { SqlEmailPreferencesStore } from './adapters/persistence/sql-email-preferences.store';
import { ComposeEmail } from './application/compose-email';
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
import { EmailOutbox } from './ports/email-outbox.port';
import { EmailTemplates } from './ports/email-templates.port';
import { Mailer } from './ports/mailer.port';

/**
 * The e-mail context (02 §3.12): templates, the mails composed from them, and (with the worker)
 * pending e-mails, campaigns, the send ledger and the person's preferences.
 */
@Module({
  controllers: [EmailPreferencesController],
  providers: [
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
  ],
  exports: [
    Mailer,
    ComposeEmail,
    EmailLinks,
    EmailOutbox,
    EmailTemplates,
    QueueDueReminders,
    QueueTrialEndingNotices,
    QueuePaymentFailedNotice,
  ],
})
export class EmailModule implements OnApplicationBootstrap {
  constructor(private readonly templates: EmailTemplates) {}

  /** A new release's templates exist before the first mail needs them. */
  async onApplicationBootstrap(): Promise<void> {
    await this.templates.ensureDefaults();
  }
}
