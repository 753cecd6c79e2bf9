import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CategoryView, ContentBundle, LookupView, MeditationView } from '@inhala/domain';
import { CatalogueReader } from '../../ports/catalogue.reader.port';

const MEDITATIONS = `
  SELECT m.id, m.name, m.slug, m.description, m.video_url AS "videoUrl", m.duration, m.image_url AS "imageUrl",
         m.journal_prompt AS "journalPrompt", m.is_new AS "isNew", m.sort_order AS "sortOrder",
         COALESCE((SELECT array_agg(mc.category_id ORDER BY mc.category_id) FROM meditation_categories mc WHERE mc.meditation_id = m.id), '{}') AS "categoryIds",
         COALESCE((SELECT array_agg(mk.keyword_id ORDER BY mk.keyword_id) FROM meditation_keywords mk WHERE mk.meditation_id = m.id), '{}') AS "keywordIds",
         COALESCE((SELECT array_agg(mt.type_id ORDER BY mt.type_id) FROM meditation_types mt WHERE mt.meditation_id = m.id), '{}') AS "typeIds"
    FROM meditations m
   ORDER BY m.sort_order, m.id`;

type MeditationRow = Omit<MeditationView, 'type' | 'keywords' | 'categories'>;

/** Four queries for any catalogue size; names are joined in memory from the lookups. */
@Injectable()
export class SqlCatalogueReader extends CatalogueReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async readBundle(): Promise<ContentBundle> {
    const [rows, categories, keywords, types] = (await Promise.all([
      this.db.query(MEDITATIONS),
      this.db.query(`SELECT id, name, image_url AS "imageUrl" FROM categories ORDER BY id`),
      this.db.query(`SELECT id, name FROM keywords ORDER BY id`),
      this.db.query(`SELECT id, name FROM types ORDER BY id`),
    ])) as [MeditationRow[], CategoryView[], LookupView[], LookupView[]];
    const names = (list: LookupView[]) => new Map(list.map((l) => [l.id, l.name]));
    const categoryNames = names(categories);
    const keywordNames = names(keywords);
    const typeNames = names(types);
    const pick = (ids: number[], map: Map<number, string>) => ids.map((id) => map.get(id)).filter((n): n is string => Boolean(n));
    const meditations = rows.map((row) => ({
      ...row,
      categoryIds: row.categoryIds.map(Number),
      keywordIds: row.keywordIds.map(Number),
      typeIds: row.typeIds.map(Number),
      type: pick(row.typeIds.map(Number), typeNames)[0] ?? null,
      keywords: pick(row.keywordIds.map(Number), keywordNames),
      categories: pick(row.categoryIds.map(Number), categoryNames),
    }));
    // Challenges, oracle cards and archangels join the bundle with their features.
    return { meditations, challenges: [], challengeDetails: [], oracleCards: [], arcangeles: [], categories, keywords, types };
  }
}
