import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ADMIN_MESSAGES,
  DomainError,
  type AdminArchangel,
  type AdminListQuery,
  type AdminPage,
  type ArchangelInput,
} from '@inhala/domain';
import { affectedRows } from '../../../../../platform/database/affected-rows';
import { sqlInUnitOfWork } from '../../../../../platform/database/typeorm.unit-of-work';
import { ArchangelEditor } from '../../../ports/oracle-editors.port';
import { listPage, reorderRows, textOrNull, unlessDuplicate, type Sql } from './editor-sql';

const COLUMNS = `
  a.id, a.name, a.topic, a.description, a.image_url AS "imageUrl", a.youtube_url AS "youtubeUrl",
  a.description_notes AS "descriptionNotes", a.status, a.sort_order AS "sortOrder", a.updated_at AS "updatedAt"`;

type Row = Omit<AdminArchangel, 'updatedAt'> & { updatedAt: Date };
const toItem = ({ updatedAt, ...row }: Row): AdminArchangel => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
});

/**
 * Archangels (02 §3.4). A rename is copied onto the cards they guide (oracle_cards.arcangel_name),
 * so every reader shows the same name. Deleting one that cards use is refused, naming how many:
 * the cards would otherwise keep pointing at a hidden archangel, and could no longer be saved
 * ('El arcángel es requerido') until someone picked another.
 */
@Injectable()
export class SqlArchangelEditor extends ArchangelEditor {
  private readonly sql: Sql;

  constructor(@InjectDataSource() db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  list(query: AdminListQuery): Promise<AdminPage<AdminArchangel>> {
    return listPage(
      this.sql,
      {
        from: 'archangels a',
        live: 'a.deleted_at IS NULL',
        columns: COLUMNS,
        searchIn: ['a.name', 'a.topic'],
        status: 'a.status',
        orderBy: 'a.sort_order, a.id',
      },
      query,
      toItem,
    );
  }

  async get(id: number): Promise<AdminArchangel | null> {
    const rows = (await this.sql(
      `SELECT ${COLUMNS} FROM archangels a WHERE a.id = $1 AND a.deleted_at IS NULL`,
      [id],
    )) as Row[];
    return rows[0] ? toItem(rows[0]) : null;
  }

  async create(input: ArchangelInput): Promise<AdminArchangel> {
    const rows = (await unlessDuplicate(
      () =>
        this.sql(
          `INSERT INTO archangels (name, topic, description, image_url, youtube_url, description_notes, status, sort_order)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [...this.values(input), input.status ?? 'published', input.sortOrder ?? 0],
        ),
      ADMIN_MESSAGES.archangelDuplicate,
    )) as Array<{ id: number }>;
    const created = rows[0] ? await this.get(rows[0].id) : null;
    if (!created) throw new Error('The inserted archangel could not be read back');
    return created;
  }

  async update(id: number, input: ArchangelInput): Promise<AdminArchangel | null> {
    const result = await unlessDuplicate(
      () =>
        this.sql(
          `UPDATE archangels
              SET name = $2, topic = $3, description = $4, image_url = $5, youtube_url = $6,
                  description_notes = $7, status = COALESCE($8, status),
                  sort_order = COALESCE($9, sort_order), updated_at = now()
            WHERE id = $1 AND deleted_at IS NULL`,
          [id, ...this.values(input), input.status ?? null, input.sortOrder ?? null],
        ),
      ADMIN_MESSAGES.archangelDuplicate,
    );
    if (!affectedRows(result)) return null;
    await this.sql(`UPDATE oracle_cards SET arcangel_name = $2 WHERE arcangel_id = $1`, [
      id,
      input.name.trim(),
    ]);
    return this.get(id);
  }

  async remove(id: number): Promise<AdminArchangel | null> {
    const before = await this.get(id);
    if (!before) return null;
    const [used] = (await this.sql(
      `SELECT count(*)::int AS cards FROM oracle_cards WHERE arcangel_id = $1 AND deleted_at IS NULL`,
      [id],
    )) as Array<{ cards: number }>;
    if (used && used.cards > 0)
      throw new DomainError('ADMIN.IN_USE', ADMIN_MESSAGES.archangelInUse(used.cards));
    await this.sql(`UPDATE archangels SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL`, [id]);
    return before;
  }

  async restore(id: number): Promise<AdminArchangel | null> {
    // Another live archangel may have taken the name meanwhile.
    const result = await unlessDuplicate(
      () =>
        this.sql(
          `UPDATE archangels SET deleted_at = NULL, updated_at = now() WHERE id = $1 AND deleted_at IS NOT NULL`,
          [id],
        ),
      ADMIN_MESSAGES.archangelDuplicate,
    );
    return affectedRows(result) ? this.get(id) : null;
  }

  reorder(ids: number[]): Promise<void> {
    return reorderRows(this.sql, 'archangels', ids);
  }

  private values(input: ArchangelInput): Array<string | null> {
    return [
      input.name.trim(),
      textOrNull(input.topic),
      textOrNull(input.description),
      textOrNull(input.imageUrl),
      textOrNull(input.youtubeUrl),
      textOrNull(input.descriptionNotes),
    ];
  }
}
