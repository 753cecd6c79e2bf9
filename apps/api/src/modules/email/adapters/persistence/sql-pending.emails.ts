import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminPage, PendingEmailDto } from '@inhala/domain';
import { returnedRows } from '../../../../platform/database/affected-rows';
import { sqlInUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import {
  PendingEmails,
  type PendingEmailChange,
  type PendingEmailDraft,
  type PendingEmailQuery,
} from '../../ports/pending-emails.port';
import { containing, iso, isoOrNull, pageFrom, pageOf, parameters } from './sql-paging';

const COLUMNS = `p.id, p.content_type AS "contentType", p.content_id AS "contentId", p.content_title AS "contentTitle",
  p.email_subject AS "emailSubject", p.email_body AS "emailBody", p.scheduled_for AS "scheduledFor", p.status,
  p.ai_generated AS "aiGenerated", p.created_by AS "createdBy", p.last_edited_by AS "lastEditedBy",
  p.sent_at AS "sentAt", c.id AS "campaignId", p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;
const FROM = `pending_emails p LEFT JOIN email_campaigns c ON c.pending_email_id = p.id`;

type Row = Omit<PendingEmailDto, 'scheduledFor' | 'sentAt' | 'createdAt' | 'updatedAt'> & {
  scheduledFor: Date | string | null;
  sentAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};

const toDto = (row: Row): PendingEmailDto => ({
  ...row,
  scheduledFor: isoOrNull(row.scheduledFor),
  sentAt: isoOrNull(row.sentAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** pending_emails, with the campaign each one became once it went out. */
@Injectable()
export class SqlPendingEmails extends PendingEmails {
  private readonly sql: (sql: string, params?: unknown[]) => Promise<unknown>;

  constructor(@InjectDataSource() db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  async draft(draft: PendingEmailDraft): Promise<boolean> {
    const rows = (await this.sql(
      `INSERT INTO pending_emails (content_type, content_id, content_title, email_subject, email_body, created_by, last_edited_by)
       VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (content_type, content_id) DO NOTHING RETURNING id`,
      [draft.contentType, draft.contentId, draft.contentTitle, draft.subject, draft.body, draft.createdBy],
    )) as unknown[];
    return rows.length > 0;
  }

  async list(query: PendingEmailQuery): Promise<AdminPage<PendingEmailDto>> {
    const at = pageOf(query);
    const p = parameters();
    const where: string[] = [];
    if (query.q?.trim()) {
      const q = p.add(containing(query.q.trim()));
      where.push(`(p.content_title ILIKE ${q} OR p.email_subject ILIKE ${q})`);
    }
    if (query.status) where.push(`p.status = ${p.add(query.status)}`);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const counted = (await this.sql(
      `SELECT count(*) AS n FROM pending_emails p ${filter}`,
      p.values,
    )) as Array<{
      n: string;
    }>;
    const rows = (await this.sql(
      `SELECT ${COLUMNS} FROM ${FROM} ${filter}
       ORDER BY CASE p.status WHEN 'draft' THEN 0 WHEN 'scheduled' THEN 1 ELSE 2 END,
                p.updated_at DESC, p.id DESC
       LIMIT ${p.add(at.limit)} OFFSET ${p.add((at.page - 1) * at.limit)}`,
      p.values,
    )) as Row[];
    return pageFrom(rows.map(toDto), Number(counted[0]?.n ?? 0), at);
  }

  async get(id: number, options: { lock?: boolean } = {}): Promise<PendingEmailDto | null> {
    const rows = (await this.sql(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE p.id = $1 ${options.lock ? 'FOR UPDATE OF p' : ''}`,
      [id],
    )) as Row[];
    return rows[0] ? toDto(rows[0]) : null;
  }

  async changeOpen(
    id: number,
    change: PendingEmailChange,
    editedBy: string,
  ): Promise<PendingEmailDto | null> {
    const p = parameters();
    const sets = [`last_edited_by = ${p.add(editedBy)}`, 'updated_at = now()'];
    if (change.emailSubject !== undefined) sets.push(`email_subject = ${p.add(change.emailSubject)}`);
    if (change.emailBody !== undefined) sets.push(`email_body = ${p.add(change.emailBody)}`);
    if (change.status !== undefined) sets.push(`status = ${p.add(change.status)}`);
    if (change.scheduledFor !== undefined)
      sets.push(`scheduled_for = ${p.add(change.scheduledFor?.toISOString() ?? null)}::timestamptz`);
    const changed = returnedRows<{ id: number }>(
      await this.sql(
        `UPDATE pending_emails SET ${sets.join(', ')}
         WHERE id = ${p.add(id)} AND status IN ('draft', 'scheduled') RETURNING id`,
        p.values,
      ),
    );
    return changed[0] ? this.get(id) : null;
  }
}
