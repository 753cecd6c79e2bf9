import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  DomainError,
  FALLBACK_SLUG,
  MEDITATION_MESSAGES,
  QUICK_MEDITATION_STATUS,
  durationMinutes,
  durationText,
  isMediaSeconds,
  mediaMinutes,
  firstFreeSlug,
  reorderSortOrders,
  resolveMediaKind,
  slugify,
  type AdminListQuery,
  type AdminMeditation,
  type AdminPage,
  type AdminSortOrder,
  type ContentStatus,
  type MediaKind,
  type MeditationInput,
  type QuickMeditationInput,
} from '@inhala/domain';
import { affectedRows } from '../../../../../platform/database/affected-rows';
import { sqlInUnitOfWork } from '../../../../../platform/database/typeorm.unit-of-work';
import { MeditationEditor } from '../../../ports/meditation-editors.port';
import { listPage, textOrNull, unlessDuplicate, type Sql } from './editor-sql';

const ids = (table: string, column: string) =>
  `COALESCE((SELECT array_agg(l.${column} ORDER BY l.${column}) FROM ${table} l WHERE l.meditation_id = m.id), '{}')`;

const COLUMNS = `
  m.id, m.name, m.slug, m.description, m.journal_prompt AS "journalPrompt", m.duration,
  m.video_url AS "videoUrl", m.media_url AS "mediaUrl", m.media_type AS "mediaType",
  m.media_seconds AS "mediaSeconds", m.image_url AS "imageUrl", m.is_new AS "isNew", m.status, m.sort_order AS "sortOrder",
  m.updated_at AS "updatedAt",
  ${ids('meditation_categories', 'category_id')} AS "categoryIds",
  ${ids('meditation_keywords', 'keyword_id')} AS "keywordIds",
  ${ids('meditation_types', 'type_id')} AS "typeIds",
  ${ids('meditation_tags', 'tag_id')} AS "tagIds"`;

type Row = Omit<AdminMeditation, 'updatedAt' | 'duration'> & { updatedAt: Date; duration: string | null };

const toItem = ({ updatedAt, duration, ...row }: Row): AdminMeditation => {
  const minutes = durationMinutes(duration);
  return {
    ...row,
    duration: minutes === null ? null : Math.round(minutes),
    categoryIds: row.categoryIds.map(Number),
    keywordIds: row.keywordIds.map(Number),
    typeIds: row.typeIds.map(Number),
    tagIds: row.tagIds.map(Number),
    updatedAt: updatedAt.toISOString(),
  };
};

/** Each link table, the lookup it points at, and what an unknown id is called. */
const LINKS = {
  categoryIds: {
    table: 'meditation_categories',
    column: 'category_id',
    lookup: 'categories',
    message: MEDITATION_MESSAGES.categoryUnknown,
  },
  keywordIds: {
    table: 'meditation_keywords',
    column: 'keyword_id',
    lookup: 'keywords',
    message: MEDITATION_MESSAGES.keywordUnknown,
  },
  typeIds: {
    table: 'meditation_types',
    column: 'type_id',
    lookup: 'types',
    message: MEDITATION_MESSAGES.typeUnknown,
  },
  tagIds: {
    table: 'meditation_tags',
    column: 'tag_id',
    lookup: 'tags',
    message: MEDITATION_MESSAGES.tagUnknown,
  },
} as const;
type LinkKey = keyof typeof LINKS;

/** What both forms write into the row itself. */
interface RowValues {
  name: string;
  description: string | null;
  journalPrompt: string | null;
  duration: string;
  videoUrl: string | null;
  mediaUrl: string | null;
  mediaType: MediaKind | null;
  mediaSeconds: number | null;
  imageUrl: string | null;
}

/** Generated slugs of concurrent creates are taken one at a time (a transaction-scoped lock). */
const SLUG_LOCK = `SELECT pg_advisory_xact_lock(hashtext('inhala:meditation-slug'))`;

@Injectable()
export class SqlMeditationEditor extends MeditationEditor {
  private readonly sql: Sql;

  constructor(@InjectDataSource() db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  list(query: AdminListQuery): Promise<AdminPage<AdminMeditation>> {
    return listPage(
      this.sql,
      {
        from: 'meditations m',
        live: 'm.deleted_at IS NULL',
        columns: COLUMNS,
        searchIn: ['m.name', 'm.slug'],
        status: 'm.status',
        orderBy: 'm.sort_order, m.id',
      },
      query,
      toItem,
    );
  }

  async get(id: number): Promise<AdminMeditation | null> {
    const rows = (await this.sql(
      `SELECT ${COLUMNS} FROM meditations m WHERE m.id = $1 AND m.deleted_at IS NULL`,
      [id],
    )) as Row[];
    return rows[0] ? toItem(rows[0]) : null;
  }

  async create(input: MeditationInput): Promise<AdminMeditation> {
    const links = await this.checkedLinks(input);
    const id = await this.insert(this.values(input), {
      slug: input.slug,
      isNew: input.isNew ?? false,
      status: input.status ?? 'published',
      sortOrder: input.sortOrder,
    });
    await this.writeLinks(id, links);
    return this.readBack(id);
  }

  async createQuick(
    input: QuickMeditationInput & Pick<MeditationInput, 'mediaSeconds'>,
  ): Promise<AdminMeditation> {
    const links = await this.checkedLinks({ categoryIds: [input.categoryId] });
    const id = await this.insert(
      {
        name: input.name.trim(),
        description: null,
        journalPrompt: null,
        ...this.timed(input),
      },
      { isNew: false, status: QUICK_MEDITATION_STATUS },
    );
    await this.writeLinks(id, links);
    return this.readBack(id);
  }

  async update(id: number, input: MeditationInput): Promise<AdminMeditation | null> {
    const current = (await this.sql(
      `SELECT slug FROM meditations WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
      [id],
    )) as Array<{ slug: string }>;
    if (!current[0]) return null;
    const asked = input.slug?.trim();
    const slug = asked && asked !== current[0].slug ? await this.freeAskedSlug(asked) : current[0].slug;
    const links = await this.checkedLinks(input);
    const v = this.values(input);
    const rows = await unlessDuplicate(
      () =>
        this.sql(
          `UPDATE meditations
              SET name = $2, slug = $3, description = $4, journal_prompt = $5, duration = $6, video_url = $7,
                  media_url = $8, media_type = $9, image_url = $10, is_new = COALESCE($11, is_new),
                  status = COALESCE($12, status), sort_order = COALESCE($13, sort_order), media_seconds = $14,
                  updated_at = now()
            WHERE id = $1 AND deleted_at IS NULL`,
          [
            id,
            v.name,
            slug,
            v.description,
            v.journalPrompt,
            v.duration,
            v.videoUrl,
            v.mediaUrl,
            v.mediaType,
            v.imageUrl,
            input.isNew ?? null,
            input.status ?? null,
            input.sortOrder ?? null,
            v.mediaSeconds,
          ],
        ),
      MEDITATION_MESSAGES.slugTaken,
    );
    if (!affectedRows(rows)) return null;
    await this.writeLinks(id, links);
    return this.get(id);
  }

  async remove(id: number): Promise<AdminMeditation | null> {
    const before = await this.get(id);
    if (!before) return null;
    await this.sql(`UPDATE meditations SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL`, [id]);
    return before;
  }

  async restore(id: number): Promise<AdminMeditation | null> {
    // Another meditation may have taken the slug meanwhile: that is a duplicate, said in Spanish.
    const rows = await unlessDuplicate(
      () =>
        this.sql(
          `UPDATE meditations SET deleted_at = NULL, updated_at = now() WHERE id = $1 AND deleted_at IS NOT NULL`,
          [id],
        ),
      MEDITATION_MESSAGES.slugTaken,
    );
    return affectedRows(rows) ? this.get(id) : null;
  }

  async reorder(
    moved: number[],
  ): Promise<{ before: AdminSortOrder[]; after: AdminSortOrder[]; order: AdminSortOrder[] } | null> {
    const live = (await this.sql(
      `SELECT id, sort_order AS "sortOrder" FROM meditations WHERE deleted_at IS NULL ORDER BY sort_order, id FOR UPDATE`,
    )) as AdminSortOrder[];
    const next = reorderSortOrders(live, moved);
    if (!next) return null;
    const was = new Map(live.map((row) => [row.id, row.sortOrder]));
    const changed = next.filter(({ id, sortOrder }) => was.get(id) !== sortOrder);
    if (changed.length > 0)
      await this.sql(
        `UPDATE meditations m SET sort_order = v.ord, updated_at = now()
           FROM unnest($1::int[], $2::int[]) AS v(id, ord) WHERE m.id = v.id`,
        [changed.map((c) => c.id), changed.map((c) => c.sortOrder)],
      );
    const now = new Map(next.map((row) => [row.id, row.sortOrder]));
    return {
      before: changed.map(({ id }) => ({ id, sortOrder: was.get(id) ?? 0 })),
      after: changed,
      order: moved.map((id) => ({ id, sortOrder: now.get(id) ?? 0 })),
    };
  }

  // ----------------------------------------------------------------------------------- helpers

  private values(input: MeditationInput): RowValues {
    return {
      name: input.name.trim(),
      description: textOrNull(input.description),
      journalPrompt: textOrNull(input.journalPrompt),
      ...this.timed(input),
    };
  }

  /**
   * The file's length wins over the typed minutes (02 §5: a card says how long it plays): the
   * stored label is the file's minutes whenever the server read them.
   */
  private timed(
    input: (QuickMeditationInput & Pick<MeditationInput, 'mediaSeconds'>) | MeditationInput,
  ): Omit<RowValues, 'name' | 'description' | 'journalPrompt'> {
    const media = this.media(input);
    return {
      ...media,
      duration: durationText(media.mediaSeconds ? mediaMinutes(media.mediaSeconds) : input.duration),
    };
  }

  private media(input: {
    videoUrl?: string | null;
    mediaUrl?: string | null;
    mediaType?: MediaKind | null;
    mediaSeconds?: number | null;
    imageUrl?: string | null;
  }): Pick<RowValues, 'videoUrl' | 'mediaUrl' | 'mediaType' | 'mediaSeconds' | 'imageUrl'> {
    const mediaUrl = textOrNull(input.mediaUrl);
    return {
      videoUrl: textOrNull(input.videoUrl),
      mediaUrl,
      mediaType: resolveMediaKind(mediaUrl, input.mediaType),
      mediaSeconds: mediaUrl && isMediaSeconds(input.mediaSeconds) ? input.mediaSeconds : null,
      imageUrl: textOrNull(input.imageUrl),
    };
  }

  private async insert(
    v: RowValues,
    meta: { slug?: string | null; isNew: boolean; status: ContentStatus; sortOrder?: number },
  ): Promise<number> {
    const asked = meta.slug?.trim();
    const slug = asked ? await this.freeAskedSlug(asked) : await this.generatedSlug(v.name);
    const rows = (await unlessDuplicate(
      () =>
        this.sql(
          `INSERT INTO meditations (name, slug, description, journal_prompt, duration, video_url, media_url, media_type,
                                    image_url, is_new, status, sort_order, media_seconds)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
                   COALESCE($12, (SELECT COALESCE(max(sort_order) + 1, 0) FROM meditations WHERE deleted_at IS NULL)), $13)
           RETURNING id`,
          [
            v.name,
            slug,
            v.description,
            v.journalPrompt,
            v.duration,
            v.videoUrl,
            v.mediaUrl,
            v.mediaType,
            v.imageUrl,
            meta.isNew,
            meta.status,
            meta.sortOrder ?? null,
            v.mediaSeconds,
          ],
        ),
      MEDITATION_MESSAGES.slugTaken,
    )) as Array<{ id: number }>;
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('The inserted meditation has no id');
    return id;
  }

  private async readBack(id: number): Promise<AdminMeditation> {
    const item = await this.get(id);
    if (!item) throw new Error('The inserted meditation could not be read back');
    return item;
  }

  /** A slug the admin typed: theirs if no live meditation has it, else ADMIN.DUPLICATE. */
  private async freeAskedSlug(slug: string): Promise<string> {
    const taken = (await this.sql(`SELECT 1 FROM meditations WHERE slug = $1 AND deleted_at IS NULL`, [
      slug,
    ])) as unknown[];
    if (taken.length > 0) throw new DomainError('ADMIN.DUPLICATE', MEDITATION_MESSAGES.slugTaken);
    return slug;
  }

  /** The name's slug, or its first free -2, -3... among live meditations. */
  private async generatedSlug(name: string): Promise<string> {
    await this.sql(SLUG_LOCK);
    const root = slugify(name) || FALLBACK_SLUG;
    const rows = (await this.sql(
      `SELECT slug FROM meditations WHERE deleted_at IS NULL AND (slug = $1 OR slug LIKE $2)`,
      [root, `${root.slice(0, 190).replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
    )) as Array<{ slug: string }>;
    return firstFreeSlug(root, new Set(rows.map((r) => r.slug)));
  }

  /** The ids of each link, deduplicated, every one checked to name a lookup entry. */
  private async checkedLinks(
    input: Partial<Record<LinkKey, number[] | undefined>>,
  ): Promise<Partial<Record<LinkKey, number[]>>> {
    const links: Partial<Record<LinkKey, number[]>> = {};
    for (const key of Object.keys(LINKS) as LinkKey[]) {
      const given = input[key];
      if (given === undefined) continue;
      const unique = [...new Set(given)];
      const { lookup, message } = LINKS[key];
      const [found] = (await this.sql(`SELECT count(*)::int AS n FROM ${lookup} WHERE id = ANY($1::int[])`, [
        unique,
      ])) as Array<{ n: number }>;
      if ((found?.n ?? 0) !== unique.length) throw new DomainError('VALIDATION.FAILED', message);
      links[key] = unique;
    }
    return links;
  }

  /** Replaces each given link set; a link left out of the input (tags on edit) is kept. */
  private async writeLinks(id: number, links: Partial<Record<LinkKey, number[]>>): Promise<void> {
    for (const key of Object.keys(links) as LinkKey[]) {
      const { table, column } = LINKS[key];
      await this.sql(`DELETE FROM ${table} WHERE meditation_id = $1`, [id]);
      await this.sql(
        `INSERT INTO ${table} (meditation_id, ${column}) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
        [id, links[key]],
      );
    }
  }
}
