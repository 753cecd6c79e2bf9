import { Injectable } from '@nestjs/common';
import {
  campaignRates,
  type AdminPage,
  type CampaignProgress,
  type EmailCampaignDto,
  type EmailLogDto,
  type EmailLogQuery,
} from '@inhala/domain';
import { EmailReports, type CampaignQuery, type CampaignTotals } from '../../ports/email-reports.port';
import { notFound } from './email-edit';

/** The campaigns (with their figures from the send ledger) and the log, for the admin. */
@Injectable()
export class ReadEmailCampaigns {
  constructor(private readonly reports: EmailReports) {}

  async list(query: CampaignQuery): Promise<AdminPage<EmailCampaignDto>> {
    const page = await this.reports.campaigns(query);
    return { ...page, items: page.items.map(toDto) };
  }

  async get(id: number): Promise<EmailCampaignDto> {
    const found = await this.reports.campaign(id);
    if (!found) throw notFound();
    return toDto(found);
  }

  logs(query: EmailLogQuery): Promise<AdminPage<EmailLogDto>> {
    return this.reports.logs(query);
  }
}

/** Waiting until the worker expands it into its ledger, sending while any mail is queued, then done. */
function progressOf(c: CampaignTotals): CampaignProgress {
  if (!c.expandedAt) return 'waiting';
  return c.queued > 0 ? 'sending' : 'done';
}

function toDto(c: CampaignTotals): EmailCampaignDto {
  const progress = progressOf(c);
  return {
    id: c.id,
    pendingEmailId: c.pendingEmailId,
    campaignName: c.campaignName,
    contentType: c.contentType,
    contentId: c.contentId,
    dueAt: c.dueAt.toISOString(),
    startedAt: c.expandedAt?.toISOString() ?? null,
    sentAt: c.sentAt?.toISOString() ?? null,
    latenessSeconds: c.latenessSeconds,
    recipients: c.recipients,
    queued: c.queued,
    sent: c.sent,
    delivered: c.delivered,
    bounced: c.bounced,
    failed: c.failed,
    skipped: c.skipped,
    opened: c.opened,
    clicked: c.clicked,
    ...campaignRates(c),
    progress,
  };
}
