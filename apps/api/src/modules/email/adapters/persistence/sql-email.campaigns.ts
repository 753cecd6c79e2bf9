import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  ANNOUNCEMENT_TEMPLATES,
  EMAIL_TEMPLATE_DEFAULTS,
  announcementPath,
  type AnnouncedContentType,
  type EmailPreferenceKind,
} from '@inhala/domain';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import { affectedRows, returnedRows } from '../../../../platform/database/affected-rows';
import { EmailCampaigns, type StartedCampaign } from '../../ports/email-campaigns.port';

/** The preference column that lets a person receive each kind, and its value without a row. */
const PREFERENCE_COLUMN: Record<EmailPreferenceKind, { column: string; fallback: boolean }> = {
  news: { column: 'news', fallback: true },
  angelMondays: { column: 'angel_mondays', fallback: true },
  reminders: { column: 'reminders', fallback: false },
};

interface CampaignRow {
  id: number;
  contentType: AnnouncedContentType;
  contentId: number;
  name: string;
  templateKey: string;
  latenessSeconds: number;
}

interface ContentRow {
  title: string | null;
  description: string | null;
  position: number | null;
}

/** What the announcement says about its content, read from the content tables at send time. */
const CONTENT: Record<AnnouncedContentType, string> = {
  meditation: `
    SELECT m.name AS title, m.description,
           CASE WHEN m.status = 'published' AND m.deleted_at IS NULL THEN
             (SELECT count(*)::int FROM meditations o
               WHERE o.status = 'published' AND o.deleted_at IS NULL
                 AND (o.sort_order, o.id) <= (m.sort_order, m.id)) END AS position
      FROM meditations m WHERE m.id = $1`,
  challenge: `SELECT name AS title, short_desc AS description, NULL::int AS position FROM challenges WHERE id = $1`,
  angel_monday: `SELECT title, NULL::text AS description, NULL::int AS position FROM angel_mondays WHERE id = $1`,
};

/**
 * Campaigns in SQL. Starting one is one transaction: the pending e-mail is locked (SKIP LOCKED,
 * so two workers never start the same), the campaign row made (pending_email_id is UNIQUE), the
 * pending e-mail marked sent, and every recipient queued with one INSERT … SELECT whose dedupe
 * key `campaign:<id>:<userId>` makes a second expansion a no-op.
 */
@Injectable()
export class SqlEmailCampaigns extends EmailCampaigns {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  startNextDue(now: Date): Promise<StartedCampaign | null> {
    return this.db.transaction(async (tx) => {
      const campaign = (await this.fromPendingEmail(tx, now)) ?? (await this.unexpanded(tx, now));
      if (!campaign) return null;
      const recipients = await this.expand(tx, campaign, now);
      return {
        campaignId: campaign.id,
        name: campaign.name,
        recipients,
        latenessSeconds: campaign.latenessSeconds,
      };
    });
  }

  /** A scheduled pending e-mail whose time came: its campaign, made now (or found, if it exists). */
  private async fromPendingEmail(tx: EntityManager, now: Date): Promise<CampaignRow | null> {
    const [pending] = returnedRows<{
      id: number;
      contentType: AnnouncedContentType;
      contentId: number;
      contentTitle: string;
      subject: string;
      body: string;
      scheduledFor: Date;
    }>(
      await tx.query(
        `SELECT id, content_type AS "contentType", content_id AS "contentId", content_title AS "contentTitle",
                email_subject AS subject, email_body AS body, scheduled_for AS "scheduledFor"
           FROM pending_emails
          WHERE status = 'scheduled' AND scheduled_for <= $1
          ORDER BY scheduled_for, id
          LIMIT 1
          FOR UPDATE SKIP LOCKED`,
        [now],
      ),
    );
    if (!pending) return null;
    const templateKey = ANNOUNCEMENT_TEMPLATES[pending.contentType];
    await tx.query(
      `INSERT INTO email_campaigns (pending_email_id, campaign_name, content_type, content_id, template_key,
                                    subject, body, due_at, lateness_seconds)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, GREATEST(0, floor(extract(epoch FROM $9::timestamptz - $8::timestamptz)))::int)
       ON CONFLICT (pending_email_id) DO NOTHING`,
      [
        pending.id,
        pending.contentTitle,
        pending.contentType,
        pending.contentId,
        templateKey,
        pending.subject,
        pending.body,
        pending.scheduledFor,
        now,
      ],
    );
    await tx.query(
      `UPDATE pending_emails SET status = 'sent', sent_at = $2, updated_at = now() WHERE id = $1`,
      [pending.id, now],
    );
    const [campaign] = returnedRows<CampaignRow>(
      await tx.query(
        `SELECT id, content_type AS "contentType", content_id AS "contentId", campaign_name AS name,
                template_key AS "templateKey", COALESCE(lateness_seconds, 0) AS "latenessSeconds"
           FROM email_campaigns WHERE pending_email_id = $1 AND expanded_at IS NULL FOR UPDATE`,
        [pending.id],
      ),
    );
    return campaign ?? null;
  }

  /** A campaign row someone made without expanding it (or left half-done): taken as it is. */
  private async unexpanded(tx: EntityManager, now: Date): Promise<CampaignRow | null> {
    const [campaign] = returnedRows<CampaignRow>(
      await tx.query(
        `UPDATE email_campaigns c SET lateness_seconds = COALESCE(c.lateness_seconds,
                  GREATEST(0, floor(extract(epoch FROM $1::timestamptz - c.due_at)))::int)
           FROM (SELECT id FROM email_campaigns WHERE expanded_at IS NULL AND due_at <= $1
                  ORDER BY due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED) due
          WHERE c.id = due.id
         RETURNING c.id, c.content_type AS "contentType", c.content_id AS "contentId", c.campaign_name AS name,
                   c.template_key AS "templateKey", c.lateness_seconds AS "latenessSeconds"`,
        [now],
      ),
    );
    return campaign ?? null;
  }

  private async expand(tx: EntityManager, campaign: CampaignRow, now: Date): Promise<number> {
    const [content] = returnedRows<ContentRow>(
      await tx.query(CONTENT[campaign.contentType], [campaign.contentId]),
    );
    const path = announcementPath(campaign.contentType, campaign.contentId, content?.position ?? null);
    const variables = {
      contentTitle: content?.title ?? campaign.name,
      contentDescription: content?.description ?? '',
      contentUrl: `${this.config.publicUrl}${path}`,
    };
    const templateKey = campaign.templateKey as keyof typeof EMAIL_TEMPLATE_DEFAULTS;
    const kind = EMAIL_TEMPLATE_DEFAULTS[templateKey]?.kind ?? 'news';
    // Announcements are never transactional; a template of another kind still honours 'news'.
    const wanted = PREFERENCE_COLUMN[kind === 'transactional' ? 'news' : kind];
    await tx.query(
      `INSERT INTO email_logs (dedupe_key, campaign_id, user_id, to_email, email_type, template_used,
                               variables, action, next_attempt_at)
       SELECT 'campaign:' || $1::int || ':' || u.id, $1, u.id, u.email, 'campaign', $2, $3::jsonb, $4, $5
         FROM users u
         LEFT JOIN email_preferences p ON p.user_id = u.id
        WHERE COALESCE(p.${wanted.column}, ${wanted.fallback})
          AND NOT EXISTS (SELECT 1 FROM email_suppressions s WHERE s.email = lower(u.email))
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [campaign.id, templateKey, JSON.stringify(variables), path, now],
    );
    await tx.query(`UPDATE email_campaigns SET expanded_at = $2 WHERE id = $1`, [campaign.id, now]);
    const [count] = returnedRows<{ n: number }>(
      await tx.query(`SELECT count(*)::int AS n FROM email_logs WHERE campaign_id = $1`, [campaign.id]),
    );
    return count?.n ?? 0;
  }

  async closeFinished(now: Date): Promise<number> {
    return affectedRows(
      await this.db.query(
        `UPDATE email_campaigns c SET sent_at = $1
          WHERE c.sent_at IS NULL AND c.expanded_at IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM email_logs l
                             WHERE l.campaign_id = c.id AND l.state IN ('queued', 'sending'))`,
        [now],
      ),
    );
  }
}
