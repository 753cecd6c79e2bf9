import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type {
  ArchangelView,
  CategoryView,
  ContentBundle,
  LookupView,
  MeditationView,
  OracleCardView,
} from '@inhala/domain';
import { CatalogueReader } from '../../ports/catalogue.reader.port';
import {
  CHALLENGE_COLUMNS,
  CHALLENGE_DAY_COLUMNS,
  toChallengeDayView,
  toChallengeView,
  type ChallengeDayRow,
} from './challenge-rows';

const MEDITATIONS = `
  SELECT m.id, m.name, m.slug, m.description, m.video_url AS "videoUrl",
         m.media_url AS "mediaUrl", m.media_type AS "mediaType",
         m.media_seconds AS "mediaSeconds",
         CASE WHEN m.media_url IS NOT NULL AND (m.transcript IS NOT NULL OR m.captions IS NOT NULL)
              THEN '/api/meditations/' || m.id || '/transcript' END AS "transcriptUrl",
         CASE WHEN m.media_url IS NOT NULL AND m.captions IS NOT NULL
              THEN '/api/meditations/' || m.id || '/captions.vtt' END AS "captionsUrl",
         m.duration, m.image_url AS "imageUrl",
         m.journal_prompt AS "journalPrompt", m.is_new AS "isNew", m.sort_order AS "sortOrder",
         COALESCE((SELECT array_agg(mc.category_id ORDER BY mc.category_id) FROM meditation_categories mc WHERE mc.meditation_id = m.id), '{}') AS "categoryIds",
         COALESCE((SELECT array_agg(mk.keyword_id ORDER BY mk.keyword_id) FROM meditation_keywords mk WHERE mk.meditation_id = m.id), '{}') AS "keywordIds",
         COALESCE((SELECT array_agg(mt.type_id ORDER BY mt.type_id) FROM meditation_types mt WHERE mt.meditation_id = m.id), '{}') AS "typeIds"
    FROM meditations m
   WHERE m.status = 'published' AND m.deleted_at IS NULL
   ORDER BY m.sort_order, m.id`;

/** The archangel's current name wins over the copy kept on the card. */
const ORACLE_CARD_COLUMNS = `
  c.id, c.name, c.image_url AS "imageUrl", c.explanation, c.description, c.arcangel_id AS "arcangelId",
  COALESCE(a.name, c.arcangel_name) AS "arcangelName"`;

const ORACLE_CARDS = `
  SELECT ${ORACLE_CARD_COLUMNS}
    FROM oracle_cards c LEFT JOIN archangels a ON a.id = c.arcangel_id
   WHERE c.status = 'published' AND c.deleted_at IS NULL
   ORDER BY c.sort_order, c.id`;

const ARCHANGELS = `
  SELECT id, name, topic, description, image_url AS "imageUrl" FROM archangels
   WHERE status = 'published' AND deleted_at IS NULL ORDER BY sort_order, id`;

/** Only published content that is not deleted reaches people; drafts stay in the CMS. */
const LIVE_CHALLENGE = `status = 'published' AND deleted_at IS NULL`;

type MeditationRow = Omit<MeditationView, 'type' | 'keywords' | 'categories'>;

/** Eight queries for any catalogue size; names are joined in memory from the lookups. */
@Injectable()
export class SqlCatalogueReader extends CatalogueReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async readBundle(): Promise<ContentBundle> {
    const [rows, categories, keywords, types, oracleCards, arcangeles, challenges, days] = (await Promise.all(
      [
        this.db.query(MEDITATIONS),
        this.db.query(`SELECT id, name, image_url AS "imageUrl" FROM categories ORDER BY id`),
        this.db.query(`SELECT id, name FROM keywords ORDER BY id`),
        this.db.query(`SELECT id, name FROM types ORDER BY id`),
        this.db.query(ORACLE_CARDS),
        this.db.query(ARCHANGELS),
        this.db.query(`SELECT ${CHALLENGE_COLUMNS} FROM challenges WHERE ${LIVE_CHALLENGE} ORDER BY id`),
        this.db.query(
          `SELECT ${CHALLENGE_DAY_COLUMNS} FROM challenge_days
            WHERE deleted_at IS NULL
              AND challenge_id IN (SELECT id FROM challenges WHERE ${LIVE_CHALLENGE})
            ORDER BY challenge_id, day_number`,
        ),
      ],
    )) as [
      MeditationRow[],
      CategoryView[],
      LookupView[],
      LookupView[],
      OracleCardView[],
      ArchangelView[],
      Parameters<typeof toChallengeView>[0][],
      ChallengeDayRow[],
    ];
    const names = (list: LookupView[]) => new Map(list.map((l) => [l.id, l.name]));
    const categoryNames = names(categories);
    const keywordNames = names(keywords);
    const typeNames = names(types);
    const pick = (ids: number[], map: Map<number, string>) =>
      ids.map((id) => map.get(id)).filter((n): n is string => Boolean(n));
    const meditations = rows.map((row) => ({
      ...row,
      categoryIds: row.categoryIds.map(Number),
      keywordIds: row.keywordIds.map(Number),
      typeIds: row.typeIds.map(Number),
      type: pick(row.typeIds.map(Number), typeNames)[0] ?? null,
      keywords: pick(row.keywordIds.map(Number), keywordNames),
      categories: pick(row.categoryIds.map(Number), categoryNames),
    }));
    return {
      meditations,
      challenges: challenges.map(toChallengeView),
      challengeDetails: days.map(toChallengeDayView),
      oracleCards,
      arcangeles,
      categories,
      keywords,
      types,
    };
  }

  oracleCards(ids: number[]): Promise<OracleCardView[]> {
    return this.db.query(
      `SELECT ${ORACLE_CARD_COLUMNS} FROM oracle_cards c LEFT JOIN archangels a ON a.id = c.arcangel_id
        WHERE c.id = ANY($1::int[])`,
      [ids],
    );
  }
}
