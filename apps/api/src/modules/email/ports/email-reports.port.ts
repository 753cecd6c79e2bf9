import type { AdminPage, AnnouncedContentType, EmailLogDto, EmailLogQuery } from '@inhala/domain';

/** One campaign and its counts, read from the send ledger (email_logs). */
export interface CampaignTotals {
  id: number;
  pendingEmailId: number | null;
  campaignName: string;
  contentType: AnnouncedContentType;
  contentId: number;
  dueAt: Date;
  expandedAt: Date | null;
  sentAt: Date | null;
  latenessSeconds: number | null;
  recipients: number;
  queued: number;
  sent: number;
  delivered: number;
  bounced: number;
  failed: number;
  skipped: number;
  opened: number;
  clicked: number;
}

export interface CampaignQuery {
  q?: string;
  page?: number;
  limit?: number;
}

/** What the admin reads of campaigns and the log; nothing here writes. */
export abstract class EmailReports {
  abstract campaigns(query: CampaignQuery): Promise<AdminPage<CampaignTotals>>;
  abstract campaign(id: number): Promise<CampaignTotals | null>;
  abstract logs(query: EmailLogQuery): Promise<AdminPage<EmailLogDto>>;
}
