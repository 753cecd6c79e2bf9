import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  DomainError,
  challengeSlugFrom,
  type AdminChallenge,
  type AdminListQuery,
  type AdminPage,
  type ChallengeInput,
} from '@inhala/domain';
import { affectedRows } from '../../../../../platform/database/affected-rows';
import { sqlInUnitOfWork } from '../../../../../platform/database/typeorm.unit-of-work';
import { ChallengeEditor } from '../../../ports/challenge-editors.port';
import { listPage, textOrNull, unlessDuplicate, type Sql } from './editor-sql';

const COLUMNS = `
  c.id, c.name, c.slug, c.short_desc AS "shortDesc", c.long_desc AS "longDesc", c.image_url AS "imageUrl",
  c.welcome_video_url AS "welcomeVideoUrl", c.total_days AS "totalDays", c.is_premium AS "isPremium",
  c.status, c.updated_at AS "updatedAt",
  (SELECT count(*)::int FROM challenge_days d WHERE d.challenge_id = c.id AND d.deleted_at IS NULL) AS "dayCount"`;

type Row = Omit<AdminChallenge, 'updatedAt'> & { updatedAt: Date };
const toItem = ({ updatedAt, ...row }: Row): AdminChallenge => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
});

/** Challenges (02 §3.5); see ChallengeEditor for the slug and total-days rules. */
@Injectable()
export class SqlChallengeEditor extends ChallengeEditor {
  private readonly sql: Sql;

  constructor(@InjectDataSource() db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  list(query: AdminListQuery): Promise<AdminPage<AdminChallenge>> {
    return listPage(
      this.sql,
      {
        from: 'challenges c',
        live: 'c.deleted_at IS NULL',
        columns: COLUMNS,
        searchIn: ['c.name', 'c.slug'],
        status: 'c.status',
        orderBy: 'c.id',
      },
      query,
      toItem,
    );
  }

  async get(id: number): Promise<AdminChallenge | null> {
    const rows = (await this.sql(
      `SELECT ${COLUMNS} FROM challenges c WHERE c.id = $1 AND c.deleted_at IS NULL`,
      [id],
    )) as Row[];
    return rows[0] ? toItem(rows[0]) : null;
  }

  async create(input: ChallengeInput): Promise<AdminChallenge> {
    const slug = textOrNull(input.slug) ?? (await this.freeSlug(challengeSlugFrom(input.name)));
    const rows = (await unlessDuplicate(
      () =>
        this.sql(
          `INSERT INTO challenges (name, slug, short_desc, long_desc, image_url, welcome_video_url, total_days, is_premium, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8, true), $9) RETURNING id`,
          [
            input.name.trim(),
            slug,
            ...this.values(input),
            input.isPremium ?? null,
            input.status ?? 'published',
          ],
        ),
      ADMIN_MESSAGES.challengeSlugDuplicate,
    )) as Array<{ id: number }>;
    const created = rows[0] ? await this.get(rows[0].id) : null;
    if (!created) throw new Error('The inserted challenge could not be read back');
    return created;
  }

  async update(id: number, input: ChallengeInput): Promise<AdminChallenge | null> {
    // Held until the end of the unit of work: a day written meanwhile waits (see the day editor).
    const [current] = (await this.sql(
      `SELECT id FROM challenges WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
      [id],
    )) as Array<{ id: number }>;
    if (!current) return null;
    const [written] = (await this.sql(
      `SELECT max(day_number)::int AS last FROM challenge_days WHERE challenge_id = $1 AND deleted_at IS NULL`,
      [id],
    )) as Array<{ last: number | null }>;
    if (written?.last && written.last > input.totalDays)
      throw new DomainError('VALIDATION.FAILED', ADMIN_MESSAGES.totalDaysBelowWrittenDays(written.last));
    const result = await unlessDuplicate(
      () =>
        this.sql(
          `UPDATE challenges
              SET name = $2, slug = COALESCE($3, slug), short_desc = $4, long_desc = $5, image_url = $6,
                  welcome_video_url = $7, total_days = $8, is_premium = COALESCE($9, is_premium),
                  status = COALESCE($10, status), updated_at = now()
            WHERE id = $1 AND deleted_at IS NULL`,
          [
            id,
            input.name.trim(),
            textOrNull(input.slug),
            ...this.values(input),
            input.isPremium ?? null,
            input.status ?? null,
          ],
        ),
      ADMIN_MESSAGES.challengeSlugDuplicate,
    );
    return affectedRows(result) ? this.get(id) : null;
  }

  async remove(id: number): Promise<AdminChallenge | null> {
    const before = await this.get(id);
    if (!before) return null;
    await this.sql(`UPDATE challenges SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL`, [id]);
    return before;
  }

  async restore(id: number): Promise<AdminChallenge | null> {
    // Another live challenge may have taken the slug meanwhile.
    const result = await unlessDuplicate(
      () =>
        this.sql(
          `UPDATE challenges SET deleted_at = NULL, updated_at = now() WHERE id = $1 AND deleted_at IS NOT NULL`,
          [id],
        ),
      ADMIN_MESSAGES.challengeSlugDuplicate,
    );
    return affectedRows(result) ? this.get(id) : null;
  }

  /** `base`, or `base-2`, `base-3`... the first that no live challenge has. */
  private async freeSlug(base: string): Promise<string> {
    const rows = (await this.sql(
      `SELECT slug FROM challenges WHERE deleted_at IS NULL AND (slug = $1 OR slug LIKE $2)`,
      [base, `${base.slice(0, ADMIN_LIMITS.slug - 8)}-%`],
    )) as Array<{ slug: string }>;
    const taken = new Set(rows.map((r) => r.slug));
    for (let n = 1; ; n += 1) {
      const suffix = n === 1 ? '' : `-${n}`;
      const slug = `${base.slice(0, ADMIN_LIMITS.slug - suffix.length).replace(/-+$/, '')}${suffix}`;
      if (!taken.has(slug)) return slug;
    }
  }

  /** short_desc, long_desc, image_url, welcome_video_url, total_days. */
  private values(input: ChallengeInput): Array<string | number | null> {
    return [
      input.shortDesc.trim(),
      textOrNull(input.longDesc),
      textOrNull(input.imageUrl),
      textOrNull(input.welcomeVideoUrl),
      input.totalDays,
    ];
  }
}
