import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ADMIN_LIMITS, type AdminPage, type AuditEntryView, type AuditQuery } from '@inhala/domain';
import { sqlInUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import { AuditLog, type AuditRecord } from '../../ports/audit-log.port';

/** Keeps the stored text within its columns whatever a browser sends as its user agent. */
const clip = (value: string | null, max: number): string | null =>
  value === null ? null : value.slice(0, max);

interface Row extends Omit<AuditEntryView, 'id' | 'createdAt'> {
  id: string;
  createdAt: Date;
}

/** admin_audit_log, written inside the change's own transaction. */
@Injectable()
export class SqlAuditLog extends AuditLog {
  private readonly sql: ReturnType<typeof sqlInUnitOfWork>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  async record(entry: AuditRecord): Promise<void> {
    await this.sql(
      `INSERT INTO admin_audit_log (user_id, action, entity_type, entity_id, entity_name, changes, ip_address, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
      [
        entry.actor.userId,
        entry.action,
        entry.entityType,
        clip(entry.entityId, 60),
        clip(entry.entityName, 300),
        entry.changes === null ? null : JSON.stringify(entry.changes),
        clip(entry.actor.ipAddress, 64),
        clip(entry.actor.userAgent, 500),
      ],
    );
  }

  async search(query: AuditQuery): Promise<AdminPage<AuditEntryView>> {
    const limit = Math.min(query.limit ?? ADMIN_LIMITS.pageSizeDefault, ADMIN_LIMITS.pageSizeMax);
    const page = Math.max(1, query.page ?? 1);
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    if (query.person) {
      const p = param(like(query.person));
      where.push(`(u.email ILIKE ${p} OR (u.first_name || ' ' || u.last_name) ILIKE ${p})`);
    }
    if (query.entityType) where.push(`l.entity_type = ${param(query.entityType)}`);
    if (query.entity) {
      const p = param(like(query.entity));
      where.push(`(l.entity_id ILIKE ${p} OR l.entity_name ILIKE ${p})`);
    }
    // Days are read in the admin's time zone: [from 00:00, to + 1 day 00:00) there.
    const zone = query.timeZone ?? 'UTC';
    if (query.from)
      where.push(`l.created_at >= (${param(query.from)}::date)::timestamp AT TIME ZONE ${param(zone)}`);
    if (query.to)
      where.push(`l.created_at < (${param(query.to)}::date + 1)::timestamp AT TIME ZONE ${param(zone)}`);
    const filter = `FROM admin_audit_log l LEFT JOIN users u ON u.id = l.user_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    // Counted on its own, so a page past the end still says how many entries there are.
    const [counted] = await this.db.query<Array<{ total: number }>>(
      `SELECT count(*)::int AS total ${filter}`,
      params,
    );
    const total = counted?.total ?? 0;
    const rows = await this.db.query<Row[]>(
      `SELECT l.id, l.user_id AS "userId", CASE WHEN l.actor_erased THEN 'Cuenta eliminada'
                ELSE NULLIF(trim(u.first_name || ' ' || u.last_name), '') END AS "userName",
              u.email AS "userEmail", l.action, l.entity_type AS "entityType", l.entity_id AS "entityId",
              l.entity_name AS "entityName", l.changes, l.ip_address AS "ipAddress", l.user_agent AS "userAgent",
              l.created_at AS "createdAt"
         ${filter}
        ORDER BY l.created_at DESC, l.id DESC
        LIMIT ${param(limit)} OFFSET ${param((page - 1) * limit)}`,
      params,
    );
    return {
      items: rows.map(({ id, createdAt, ...row }) => ({
        ...row,
        id: Number(id),
        createdAt: createdAt.toISOString(),
      })),
      total,
      page,
      limit,
      totalPages: Math.max(1, Math.ceil(total / limit)),
    };
  }
}
