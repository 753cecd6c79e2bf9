import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ADMIN_MESSAGES,
  DomainError,
  type AdminListQuery,
  type AdminOracleCard,
  type AdminPage,
  type OracleCardInput,
} from '@inhala/domain';
import { affectedRows } from '../../../../../platform/database/affected-rows';
import { sqlInUnitOfWork } from '../../../../../platform/database/typeorm.unit-of-work';
import { OracleCardEditor } from '../../../ports/oracle-editors.port';
import { listPage, reorderRows, textOrNull, type Sql } from './editor-sql';

const COLUMNS = `
  c.id, c.name, c.image_url AS "imageUrl", COALESCE(c.explanation, '') AS explanation,
  COALESCE(c.description, '') AS description, c.arcangel_id AS "arcangelId",
  COALESCE(a.name, c.arcangel_name) AS "arcangelName", c.status, c.sort_order AS "sortOrder",
  c.updated_at AS "updatedAt"`;
const FROM = `oracle_cards c LEFT JOIN archangels a ON a.id = c.arcangel_id`;

type Row = Omit<AdminOracleCard, 'updatedAt'> & { updatedAt: Date };
const toItem = ({ updatedAt, ...row }: Row): AdminOracleCard => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
});

@Injectable()
export class SqlOracleCardEditor extends OracleCardEditor {
  private readonly sql: Sql;

  constructor(@InjectDataSource() db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  list(query: AdminListQuery): Promise<AdminPage<AdminOracleCard>> {
    return listPage(
      this.sql,
      {
        from: FROM,
        live: 'c.deleted_at IS NULL',
        columns: COLUMNS,
        searchIn: ['c.name', 'COALESCE(a.name, c.arcangel_name)'],
        status: 'c.status',
        orderBy: 'c.sort_order, c.id',
      },
      query,
      toItem,
    );
  }

  async get(id: number): Promise<AdminOracleCard | null> {
    const rows = (await this.sql(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1 AND c.deleted_at IS NULL`, [
      id,
    ])) as Row[];
    return rows[0] ? toItem(rows[0]) : null;
  }

  async create(input: OracleCardInput): Promise<AdminOracleCard> {
    const archangel = await this.archangelName(input.arcangelId);
    const rows = (await this.sql(
      `INSERT INTO oracle_cards (name, description, explanation, arcangel_id, arcangel_name, image_url, status, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        ...this.values(input),
        input.arcangelId,
        archangel,
        textOrNull(input.imageUrl),
        input.status ?? 'published',
        input.sortOrder ?? 0,
      ],
    )) as Array<{ id: number }>;
    return this.created(rows[0]?.id);
  }

  async update(id: number, input: OracleCardInput): Promise<AdminOracleCard | null> {
    const archangel = await this.archangelName(input.arcangelId);
    const rows = await this.sql(
      `UPDATE oracle_cards
          SET name = $2, description = $3, explanation = $4, arcangel_id = $5, arcangel_name = $6,
              image_url = $7, status = COALESCE($8, status), sort_order = COALESCE($9, sort_order), updated_at = now()
        WHERE id = $1 AND deleted_at IS NULL
`,
      [
        id,
        ...this.values(input),
        input.arcangelId,
        archangel,
        textOrNull(input.imageUrl),
        input.status ?? null,
        input.sortOrder ?? null,
      ],
    );
    return affectedRows(rows) ? this.get(id) : null;
  }

  async remove(id: number): Promise<AdminOracleCard | null> {
    const before = await this.get(id);
    if (!before) return null;
    await this.sql(`UPDATE oracle_cards SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL`, [id]);
    return before;
  }

  async restore(id: number): Promise<AdminOracleCard | null> {
    // A card comes back only under a live archangel (its own may have been deleted since).
    const [card] = (await this.sql(
      `SELECT c.arcangel_id AS "arcangelId", a.id AS "liveArchangel"
         FROM oracle_cards c LEFT JOIN archangels a ON a.id = c.arcangel_id AND a.deleted_at IS NULL
        WHERE c.id = $1 AND c.deleted_at IS NOT NULL
        FOR SHARE OF c`,
      [id],
    )) as Array<{ arcangelId: number | null; liveArchangel: number | null }>;
    if (card?.arcangelId && !card.liveArchangel)
      throw new DomainError('ADMIN.CONFLICT', ADMIN_MESSAGES.archangelGone);
    const rows = await this.sql(
      `UPDATE oracle_cards SET deleted_at = NULL, updated_at = now() WHERE id = $1 AND deleted_at IS NOT NULL`,
      [id],
    );
    return affectedRows(rows) ? this.get(id) : null;
  }

  reorder(ids: number[]): Promise<void> {
    return reorderRows(this.sql, 'oracle_cards', ids);
  }

  private async created(id: number | undefined): Promise<AdminOracleCard> {
    const item = id === undefined ? null : await this.get(id);
    if (!item) throw new Error('The inserted oracle card could not be read back');
    return item;
  }

  private values(input: OracleCardInput): string[] {
    return [input.name.trim(), input.description.trim(), input.explanation.trim()];
  }

  /** The live archangel's name, copied onto the card (02 §3.4 arcangelName). */
  private async archangelName(id: number): Promise<string> {
    const rows = (await this.sql(`SELECT name FROM archangels WHERE id = $1 AND deleted_at IS NULL`, [
      id,
    ])) as Array<{ name: string }>;
    if (!rows[0]) throw new DomainError('VALIDATION.FAILED', ADMIN_MESSAGES.archangelRequired);
    return rows[0].name;
  }
}
