/** The e-mail context's front door: other contexts send mail through these. */
export { EmailHttpModule, EmailModule } from './email.module';
export { Mailer, MailRejected, type OutgoingEmail, type MailReceipt } from './ports/mailer.port';
export { ComposeEmail, type EmailToCompose } from './application/compose-email';
export { EmailOutbox, type QueuedEmail } from './ports/email-outbox.port';
export { EmailTemplates, type StoredEmailTemplate } from './ports/email-templates.port';
export { EmailLinks } from './application/email-links';
export { QueueDueReminders } from './application/reminders/queue-due-reminders.use-case';
export { QueueTrialEndingNotices } from './application/transactional/queue-trial-ending-notices.use-case';
export { QueuePaymentFailedNotice } from './application/transactional/queue-payment-failed-notice.use-case';
export { EmailWorkerModule } from './email-worker.module';
export { EmailCampaigns, type StartedCampaign } from './ports/email-campaigns.port';
export { PeriodicEmailJob } from './application/periodic-email-job';
export {
  ManageEmailTemplates,
  type EmailPreviewRequest,
} from './application/admin/manage-email-templates.use-case';
export { ManagePendingEmails } from './application/admin/manage-pending-emails.use-case';
export { DraftAnnouncement } from './application/admin/draft-announcement.use-case';
export { ReadEmailCampaigns } from './application/admin/read-email-campaigns.use-case';
export type { EmailEdit } from './application/admin/email-edit';
export type { PendingEmailQuery } from './ports/pending-emails.port';
export type { CampaignQuery } from './ports/email-reports.port';
