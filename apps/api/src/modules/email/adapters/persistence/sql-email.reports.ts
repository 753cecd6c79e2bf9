import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminPage, EmailLogDto, EmailLogQuery } from '@inhala/domain';
import { sqlInUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import { EmailReports, type CampaignQuery, type CampaignTotals } from '../../ports/email-reports.port';
import { containing, iso, isoOrNull, pageFrom, pageOf, parameters } from './sql-paging';

/**
 * A campaign's figures, counted from its ledger rows. 'sent' is a mail the receiving server
 * accepted; 'delivered' is one of those not bounced afterwards (SMTP gives no later receipt);
 * opens and clicks are people with at least one.
 */
const TOTALS = `
  count(l.id) AS recipients,
  count(l.id) FILTER (WHERE l.state IN ('queued', 'sending')) AS queued,
  count(l.id) FILTER (WHERE l.state = 'sent') AS sent,
  count(l.id) FILTER (WHERE l.state = 'sent' AND l.status IS DISTINCT FROM 'bounced') AS delivered,
  count(l.id) FILTER (WHERE l.status = 'bounced') AS bounced,
  count(l.id) FILTER (WHERE l.state = 'failed' AND l.status IS DISTINCT FROM 'bounced') AS failed,
  count(l.id) FILTER (WHERE l.state = 'skipped') AS skipped,
  count(l.id) FILTER (WHERE l.opened_at IS NOT NULL OR l.status = 'opened') AS opened,
  count(l.id) FILTER (WHERE l.clicked_at IS NOT NULL) AS clicked`;
const CAMPAIGN = `c.id, c.pending_email_id AS "pendingEmailId", c.campaign_name AS "campaignName",
  c.content_type AS "contentType", c.content_id AS "contentId", c.due_at AS "dueAt",
  c.expanded_at AS "expandedAt", c.sent_at AS "sentAt", c.lateness_seconds AS "latenessSeconds", ${TOTALS}`;
const COUNTS = [
  'recipients',
  'queued',
  'sent',
  'delivered',
  'bounced',
  'failed',
  'skipped',
  'opened',
  'clicked',
] as const;

type CampaignRow = Omit<CampaignTotals, (typeof COUNTS)[number] | 'dueAt' | 'expandedAt' | 'sentAt'> &
  Record<(typeof COUNTS)[number], string | number> & {
    dueAt: Date | string;
    expandedAt: Date | string | null;
    sentAt: Date | string | null;
  };

const toTotals = (row: CampaignRow): CampaignTotals => {
  const totals = { ...row } as unknown as CampaignTotals;
  for (const key of COUNTS) totals[key] = Number(row[key]);
  totals.dueAt = new Date(row.dueAt);
  totals.expandedAt = row.expandedAt === null ? null : new Date(row.expandedAt);
  totals.sentAt = row.sentAt === null ? null : new Date(row.sentAt);
  return totals;
};

type LogRow = Omit<EmailLogDto, 'createdAt' | 'sentAt' | 'openedAt' | 'clickedAt' | 'id'> & {
  id: string | number;
  createdAt: Date | string;
  sentAt: Date | string | null;
  openedAt: Date | string | null;
  clickedAt: Date | string | null;
};

/** email_campaigns and email_logs, as the admin reads them. */
@Injectable()
export class SqlEmailReports extends EmailReports {
  private readonly sql: (sql: string, params?: unknown[]) => Promise<unknown>;

  constructor(@InjectDataSource() db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  async campaigns(query: CampaignQuery): Promise<AdminPage<CampaignTotals>> {
    const at = pageOf(query);
    const p = parameters();
    const filter = query.q?.trim() ? `WHERE c.campaign_name ILIKE ${p.add(containing(query.q.trim()))}` : '';
    const total = Number(
      (
        (await this.sql(`SELECT count(*) AS n FROM email_campaigns c ${filter}`, p.values)) as Array<{
          n: string;
        }>
      )[0]?.n ?? 0,
    );
    const rows = (await this.sql(
      `SELECT ${CAMPAIGN} FROM email_campaigns c LEFT JOIN email_logs l ON l.campaign_id = c.id ${filter}
       GROUP BY c.id ORDER BY c.due_at DESC, c.id DESC
       LIMIT ${p.add(at.limit)} OFFSET ${p.add((at.page - 1) * at.limit)}`,
      p.values,
    )) as CampaignRow[];
    return pageFrom(rows.map(toTotals), total, at);
  }

  async campaign(id: number): Promise<CampaignTotals | null> {
    const rows = (await this.sql(
      `SELECT ${CAMPAIGN} FROM email_campaigns c LEFT JOIN email_logs l ON l.campaign_id = c.id
       WHERE c.id = $1 GROUP BY c.id`,
      [id],
    )) as CampaignRow[];
    return rows[0] ? toTotals(rows[0]) : null;
  }

  async logs(query: EmailLogQuery): Promise<AdminPage<EmailLogDto>> {
    const at = pageOf(query);
    const p = parameters();
    const where: string[] = [];
    if (query.q?.trim()) {
      const q = p.add(containing(query.q.trim()));
      where.push(`(l.to_email ILIKE ${q} OR l.template_used ILIKE ${q} OR l.email_type ILIKE ${q})`);
    }
    if (query.status) where.push(`l.status = ${p.add(query.status)}`);
    if (query.campaignId) where.push(`l.campaign_id = ${p.add(query.campaignId)}`);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = Number(
      (
        (await this.sql(`SELECT count(*) AS n FROM email_logs l ${filter}`, p.values)) as Array<{ n: string }>
      )[0]?.n ?? 0,
    );
    const rows = (await this.sql(
      `SELECT l.id, l.user_id AS "userId", l.to_email AS "toEmail", l.campaign_id AS "campaignId",
         l.email_type AS "emailType", l.template_used AS "templateUsed", l.state, l.status,
         l.provider_response AS "providerResponse", l.error_message AS "errorMessage",
         l.retry_count AS "retryCount", l.created_at AS "createdAt", l.sent_at AS "sentAt",
         l.opened_at AS "openedAt", l.clicked_at AS "clickedAt"
       FROM email_logs l ${filter} ORDER BY l.created_at DESC, l.id DESC
       LIMIT ${p.add(at.limit)} OFFSET ${p.add((at.page - 1) * at.limit)}`,
      p.values,
    )) as LogRow[];
    return pageFrom(
      rows.map((row) => ({
        ...row,
        id: Number(row.id),
        createdAt: iso(row.createdAt),
        sentAt: isoOrNull(row.sentAt),
        openedAt: isoOrNull(row.openedAt),
        clickedAt: isoOrNull(row.clickedAt),
      })),
      total,
      at,
    );
  }
}
