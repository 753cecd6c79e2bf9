import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { sqlInUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import { EmailOutbox, type QueuedEmail } from '../../ports/email-outbox.port';

/** email_logs rows in state 'queued'; the unique dedupe_key makes a second enqueue a no-op. */
@Injectable()
export class SqlEmailOutbox extends EmailOutbox {
  private readonly sql: (sql: string, params?: unknown[]) => Promise<unknown>;

  constructor(@InjectDataSource() db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  async enqueue(mail: QueuedEmail): Promise<boolean> {
    const rows = (await this.sql(
      `INSERT INTO email_logs (dedupe_key, campaign_id, user_id, to_email, email_type, template_used, variables, action, next_attempt_at)
       SELECT $1, $2, u.id, u.email, $3, $4, $5::jsonb, $6, COALESCE($7::timestamptz, now())
       FROM users u WHERE u.id = $8
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
      [
        mail.dedupeKey,
        mail.campaignId ?? null,
        mail.emailType,
        mail.templateKey,
        JSON.stringify(mail.variables ?? {}),
        mail.action ?? null,
        mail.notBefore?.toISOString() ?? null,
        mail.userId,
      ],
    )) as unknown[];
    return rows.length > 0;
  }
}
