import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminAngelMonday, AdminListQuery, AdminPage, AngelMondayInput } from '@inhala/domain';
import { affectedRows } from '../../../../platform/database/affected-rows';
import { sqlInUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import { listPage, textOrNull, type Sql } from '../../../content';
import { AngelMondayEditor } from '../../ports/angel-monday-editor.port';

const COLUMNS = `
  a.id, a.title, a.text, a."timestamp", a.audio_url AS "audioUrl", a.gradient_option AS "gradientOption",
  a.status, a.publish_at AS "publishAt", a.updated_at AS "updatedAt"`;

type Row = Omit<AdminAngelMonday, 'timestamp' | 'publishAt' | 'updatedAt'> & {
  timestamp: Date;
  publishAt: Date | null;
  updatedAt: Date;
};

const toItem = ({ timestamp, publishAt, updatedAt, ...row }: Row): AdminAngelMonday => ({
  ...row,
  timestamp: timestamp.toISOString(),
  publishAt: publishAt ? publishAt.toISOString() : null,
  updatedAt: updatedAt.toISOString(),
});

/** Angel Mondays in PostgreSQL; writes join the open unit of work (with their audit entry). */
@Injectable()
export class SqlAngelMondayEditor extends AngelMondayEditor {
  private readonly sql: Sql;

  constructor(@InjectDataSource() db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  /** Newest first by date, as people see them; searched by title, filtered by status. */
  list(query: AdminListQuery): Promise<AdminPage<AdminAngelMonday>> {
    return listPage(
      this.sql,
      {
        from: 'angel_mondays a',
        live: 'a.deleted_at IS NULL',
        columns: COLUMNS,
        searchIn: ['a.title'],
        status: 'a.status',
        orderBy: 'a."timestamp" DESC, a.id DESC',
      },
      query,
      toItem,
    );
  }

  async get(id: number): Promise<AdminAngelMonday | null> {
    const rows = (await this.sql(
      `SELECT ${COLUMNS} FROM angel_mondays a WHERE a.id = $1 AND a.deleted_at IS NULL`,
      [id],
    )) as Row[];
    return rows[0] ? toItem(rows[0]) : null;
  }

  async create(input: AngelMondayInput): Promise<AdminAngelMonday> {
    const rows = (await this.sql(
      `INSERT INTO angel_mondays (title, text, "timestamp", audio_url, gradient_option, status, publish_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        input.title.trim(),
        input.text,
        input.timestamp,
        textOrNull(input.audioUrl),
        input.gradientOption ?? 1,
        input.status ?? 'published',
        textOrNull(input.publishAt),
      ],
    )) as Array<{ id: number }>;
    const item = rows[0] ? await this.get(rows[0].id) : null;
    if (!item) throw new Error('The inserted Angel Monday could not be read back');
    return item;
  }

  /** Status and gradient left out keep theirs; audio and publication instant left out are cleared. */
  async update(id: number, input: AngelMondayInput): Promise<AdminAngelMonday | null> {
    const rows = await this.sql(
      `UPDATE angel_mondays
          SET title = $2, text = $3, "timestamp" = $4, audio_url = $5,
              gradient_option = COALESCE($6, gradient_option), status = COALESCE($7, status),
              publish_at = $8, updated_at = now()
        WHERE id = $1 AND deleted_at IS NULL`,
      [
        id,
        input.title.trim(),
        input.text,
        input.timestamp,
        textOrNull(input.audioUrl),
        input.gradientOption ?? null,
        input.status ?? null,
        textOrNull(input.publishAt),
      ],
    );
    return affectedRows(rows) ? this.get(id) : null;
  }

  async remove(id: number): Promise<AdminAngelMonday | null> {
    const before = await this.get(id);
    if (!before) return null;
    await this.sql(`UPDATE angel_mondays SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL`, [id]);
    return before;
  }

  async restore(id: number): Promise<AdminAngelMonday | null> {
    const rows = await this.sql(
      `UPDATE angel_mondays SET deleted_at = NULL, updated_at = now() WHERE id = $1 AND deleted_at IS NOT NULL`,
      [id],
    );
    return affectedRows(rows) ? this.get(id) : null;
  }
}
