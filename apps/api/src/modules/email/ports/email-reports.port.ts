import type { AdminPage, EmailCampaignDto, EmailLogDto, EmailLogQuery } from '@inhala/domain';

/** One campaign and its counts, read from the send ledger (email_logs), before rates and progress. */
export type CampaignTotals = Omit<
  EmailCampaignDto,
  'dueAt' | 'startedAt' | 'sentAt' | 'deliveryRate' | 'openRate' | 'progress'
> & { dueAt: Date; expandedAt: Date | null; sentAt: Date | null };

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
