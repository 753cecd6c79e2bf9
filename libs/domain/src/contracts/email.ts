import type {
  AnnouncedContentType,
  EmailKind,
  EmailLogStatus,
  EmailSendState,
  PendingEmailStatus,
} from '../email/email-kinds';
import type { ButtonPosition, EmailTemplateKey } from '../email/email-templates';

// ---------------------------------------------------------------- templates (admin)

/** GET /api/admin/email-templates, GET /api/admin/email-templates/{key}. */
export interface EmailTemplateDto {
  key: EmailTemplateKey;
  name: string;
  kind: EmailKind;
  subject: string;
  body: string;
  variables: string[];
  buttonText: string;
  buttonPosition: ButtonPosition;
  isActive: boolean;
  /** Subject, body or button differ from the original ('Restaurar original' is offered). */
  isCustomized: boolean;
  /** Values the preview fills the variables with. */
  sample: Record<string, string>;
  lastEditedBy: string | null;
  updatedAt: string;
}

/** PUT /api/admin/email-templates/{key}. */
export interface EmailTemplateInput {
  name: string;
  subject: string;
  body: string;
  buttonText: string;
  buttonPosition: ButtonPosition;
  isActive: boolean;
}

/** POST /api/admin/email-templates/{key}/preview: the mail as a person would get it, with sample data. */
export interface EmailPreviewInput {
  subject: string;
  body: string;
  buttonText: string;
  buttonPosition: ButtonPosition;
}

export interface EmailPreviewDto {
  subject: string;
  html: string;
  text: string;
}

// ---------------------------------------------------------------- pending e-mails (admin)

export interface PendingEmailDto {
  id: number;
  contentType: AnnouncedContentType;
  contentId: number;
  contentTitle: string;
  emailSubject: string;
  emailBody: string;
  scheduledFor: string | null;
  status: PendingEmailStatus;
  aiGenerated: boolean;
  createdBy: string | null;
  lastEditedBy: string | null;
  sentAt: string | null;
  campaignId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** PUT /api/admin/pending-emails/{id}. */
export interface PendingEmailInput {
  emailSubject: string;
  emailBody: string;
}

/** POST /api/admin/pending-emails/{id}/schedule. */
export interface SchedulePendingEmailInput {
  /** ISO instant; now or later. */
  scheduledFor: string;
}

// ---------------------------------------------------------------- campaigns and logs (admin)

export type CampaignProgress = 'waiting' | 'sending' | 'done';

export interface EmailCampaignDto {
  id: number;
  pendingEmailId: number | null;
  campaignName: string;
  contentType: AnnouncedContentType;
  contentId: number;
  dueAt: string;
  /** When it started going out; null while it waits for its time (or for a worker). */
  startedAt: string | null;
  /** When the last mail left; null while some are still queued. */
  sentAt: string | null;
  /** How late the worker started it (it was down when the campaign was due). */
  latenessSeconds: number | null;
  recipients: number;
  queued: number;
  sent: number;
  delivered: number;
  bounced: number;
  failed: number;
  skipped: number;
  /** Estimates: mail clients load (or block) images on their own. */
  opened: number;
  clicked: number;
  deliveryRate: number;
  openRate: number;
  progress: CampaignProgress;
}

export interface EmailLogDto {
  id: number;
  userId: string | null;
  toEmail: string;
  campaignId: number | null;
  emailType: string;
  templateUsed: string;
  state: EmailSendState;
  status: EmailLogStatus | null;
  providerResponse: string | null;
  errorMessage: string | null;
  retryCount: number;
  createdAt: string;
  sentAt: string | null;
  openedAt: string | null;
  clickedAt: string | null;
}

/** GET /api/admin/email-logs query. */
export interface EmailLogQuery {
  q?: string;
  status?: EmailLogStatus;
  campaignId?: number;
  page?: number;
  limit?: number;
}

// ---------------------------------------------------------------- the person's preferences

/** GET/PUT /api/email/preferences (signed in) and /api/email/preferences/{token} (from a mail). */
export interface EmailPreferencesDto {
  news: boolean;
  angelMondays: boolean;
  reminders: boolean;
  /** Local time 'HH:mm' in the person's time zone; null until they choose one. */
  reminderTime: string | null;
  timezone: string;
  /** Only from a mail's link: whose preferences these are (masked e-mail), to reassure. */
  maskedEmail?: string;
}

export type EmailPreferencesInput = Pick<
  EmailPreferencesDto,
  'news' | 'angelMondays' | 'reminders' | 'reminderTime'
>;
