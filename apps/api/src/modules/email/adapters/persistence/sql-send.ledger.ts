import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DEFAULT_EMAIL_PREFERENCES, type EmailTemplateKey } from '@inhala/domain';
import { returnedRows } from '../../../../platform/database/affected-rows';
import { SendLedger, type ClaimedEmail, type LeaseHold } from '../../ports/send-ledger.port';

interface ClaimedRow {
  id: string;
  messageKey: string;
  leaseToken: string;
  userId: string | null;
  personExists: boolean;
  toEmail: string;
  firstName: string | null;
  templateKey: EmailTemplateKey;
  variables: Record<string, string | number> | null;
  action: string | null;
  campaignId: number | null;
  campaignSubject: string | null;
  campaignBody: string | null;
  retryCount: number;
  suppressed: boolean;
  news: boolean | null;
  angelMondays: boolean | null;
  reminders: boolean | null;
  templateActive: boolean;
}

/**
 * Claim in one statement: lock due rows other workers do not hold (SKIP LOCKED), lease them,
 * and read with them what the send needs (person, preferences, suppression, campaign text).
 * Autocommitted, so the lease is visible to every other worker before the first byte is sent.
 * The partial index email_logs_due_idx serves the scan. A lease that ran out counts as a try.
 */
const CLAIM = `
  WITH due AS (
    SELECT id FROM email_logs
     WHERE state IN ('queued', 'sending') AND next_attempt_at <= $1
       AND (state = 'queued' OR lease_until < $1)
     ORDER BY next_attempt_at, id
     LIMIT $2
     FOR UPDATE SKIP LOCKED
  ), claimed AS (
    UPDATE email_logs l
       SET state = 'sending',
           lease_until = $1::timestamptz + make_interval(secs => $3),
           lease_token = gen_random_uuid(),
           retry_count = l.retry_count + CASE WHEN l.state = 'sending' THEN 1 ELSE 0 END,
           updated_at = now()
      FROM due WHERE l.id = due.id
    RETURNING l.*
  )
  SELECT c.id::text AS id, c.message_key::text AS "messageKey", c.lease_token AS "leaseToken", c.user_id AS "userId",
         u.id IS NOT NULL AS "personExists",
         -- The address as it is now: a person who changed it since the mail was queued.
         COALESCE(u.email, c.to_email) AS "toEmail", u.first_name AS "firstName", c.template_used AS "templateKey",
         c.variables, c.action, c.campaign_id AS "campaignId", k.subject AS "campaignSubject",
         k.body AS "campaignBody", c.retry_count AS "retryCount",
         EXISTS (SELECT 1 FROM email_suppressions s WHERE s.email = lower(COALESCE(u.email, c.to_email))) AS suppressed,
         p.news, p.angel_mondays AS "angelMondays", p.reminders,
         COALESCE(t.is_active, true) AS "templateActive"
    FROM claimed c
    LEFT JOIN users u ON u.id = c.user_id
    LEFT JOIN email_preferences p ON p.user_id = c.user_id
    LEFT JOIN email_campaigns k ON k.id = c.campaign_id
    LEFT JOIN email_templates t ON t.template_key = c.template_used
   ORDER BY c.next_attempt_at, c.id`;

/** A write about a claimed row holds only while that claim does ($1 the row, $2 its lease token). */
const HELD = `id = $1 AND lease_token = $2 AND state = 'sending'`;

/** email_logs as the send ledger. Every outcome is one short statement on the row's primary key. */
@Injectable()
export class SqlSendLedger extends SendLedger {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async claimDue(now: Date, limit: number, leaseSeconds: number): Promise<ClaimedEmail[]> {
    const rows = returnedRows<ClaimedRow>(await this.db.query(CLAIM, [now, limit, leaseSeconds]));
    return rows.map((r) => ({
      id: r.id,
      messageKey: r.messageKey,
      leaseToken: r.leaseToken,
      userId: r.userId,
      personExists: r.personExists,
      toEmail: r.toEmail,
      firstName: r.firstName ?? '',
      templateKey: r.templateKey,
      variables: r.variables ?? {},
      action: r.action,
      campaignId: r.campaignId,
      campaignText:
        r.campaignSubject !== null && r.campaignBody !== null
          ? { subject: r.campaignSubject, body: r.campaignBody }
          : null,
      retryCount: r.retryCount,
      suppressed: r.suppressed,
      templateActive: r.templateActive,
      preferences: {
        news: r.news ?? DEFAULT_EMAIL_PREFERENCES.news,
        angelMondays: r.angelMondays ?? DEFAULT_EMAIL_PREFERENCES.angelMondays,
        reminders: r.reminders ?? DEFAULT_EMAIL_PREFERENCES.reminders,
      },
    }));
  }

  async renew(row: LeaseHold, now: Date, leaseSeconds: number): Promise<boolean> {
    const renewed = returnedRows(
      await this.db.query(
        `UPDATE email_logs SET lease_until = $3::timestamptz + make_interval(secs => $4), updated_at = now()
          WHERE id = $1 AND lease_token = $2 AND state = 'sending'
        RETURNING id`,
        [row.id, row.leaseToken, now, leaseSeconds],
      ),
    );
    return renewed.length > 0;
  }

  async markSent(row: LeaseHold, response: string, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE email_logs SET state = 'sent', status = CASE WHEN status = 'opened' THEN status ELSE 'delivered' END,
              provider_response = $3, sent_at = $4, error_message = NULL, lease_until = NULL, updated_at = now()
        WHERE ${HELD}`,
      [row.id, row.leaseToken, response.slice(0, 2000), now],
    );
  }

  async markRetry(row: LeaseHold, retryCount: number, nextAttemptAt: Date, error: string): Promise<void> {
    await this.db.query(
      `UPDATE email_logs SET state = 'queued', retry_count = $3, next_attempt_at = $4, error_message = $5,
              lease_until = NULL, updated_at = now()
        WHERE ${HELD}`,
      [row.id, row.leaseToken, retryCount, nextAttemptAt, error.slice(0, 2000)],
    );
  }

  async markFailed(row: LeaseHold, retryCount: number, error: string): Promise<void> {
    await this.db.query(
      `UPDATE email_logs SET state = 'failed', status = 'failed', retry_count = $3, error_message = $4,
              lease_until = NULL, updated_at = now()
        WHERE ${HELD}`,
      [row.id, row.leaseToken, retryCount, error.slice(0, 2000)],
    );
  }

  async markBounced(row: LeaseHold, email: string, error: string): Promise<void> {
    // The server said the mailbox does not exist: that holds whoever asked, so it is kept even
    // when this claim no longer holds the row.
    await this.db.query(
      `WITH suppressed AS (
         INSERT INTO email_suppressions (email, reason, detail) VALUES (lower($3), 'bounced', $4)
         ON CONFLICT (email) DO NOTHING
       )
       UPDATE email_logs SET state = 'failed', status = 'bounced', error_message = $4, lease_until = NULL,
              updated_at = now()
        WHERE ${HELD}`,
      [row.id, row.leaseToken, email, error.slice(0, 2000)],
    );
  }

  async markSkipped(row: LeaseHold, reason: string): Promise<void> {
    await this.db.query(
      `UPDATE email_logs SET state = 'skipped', error_message = $3, lease_until = NULL, updated_at = now()
        WHERE ${HELD}`,
      [row.id, row.leaseToken, reason],
    );
  }

  async release(rows: LeaseHold[]): Promise<void> {
    if (!rows.length) return;
    await this.db.query(
      `UPDATE email_logs l SET state = 'queued', lease_until = NULL, updated_at = now()
         FROM unnest($1::bigint[], $2::uuid[]) AS held(id, token)
        WHERE l.id = held.id AND l.lease_token = held.token AND l.state = 'sending'`,
      [rows.map((r) => r.id), rows.map((r) => r.leaseToken)],
    );
  }
}
