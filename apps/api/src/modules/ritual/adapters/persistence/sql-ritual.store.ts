import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { affectedRows } from '../../../../platform/database/affected-rows';
import { PreparedRead, readRows } from '../../../../platform/database/prepared-read';
import { sqlInUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import type { RitualMeditationView, RitualView } from '@inhala/domain';
import { RitualStore, type RitualDraft } from '../../ports/ritual.store.port';

const COLUMNS = `
  id, date::text AS date, intention, duration, style, meditation_id, meditation_name, meditation_keywords,
  meditation_video_url, meditation_duration, meditation_image_url, meditation_completed, journal_prompt,
  journal_entry, journal_title, oracle_card_id, completed, archived, created_at`;

/** Asked on every visit to the ritual and the home page. */
const FOR_DAY = new PreparedRead(`SELECT ${COLUMNS} FROM rituals WHERE user_id = $1 AND date = $2::date`);

interface Row {
  id: number;
  date: string;
  intention: string;
  duration: number;
  style: string;
  meditation_id: number | null;
  meditation_name: string;
  meditation_keywords: string;
  meditation_video_url: string | null;
  meditation_duration: string | null;
  meditation_image_url: string | null;
  meditation_completed: boolean;
  journal_prompt: string | null;
  journal_entry: string | null;
  journal_title: string;
  oracle_card_id: number | null;
  completed: boolean;
  archived: boolean;
  created_at: Date;
}

@Injectable()
export class SqlRitualStore extends RitualStore {
  /** Every statement joins the open unit of work: a ritual completes with its practice day. */
  private readonly sql: ReturnType<typeof sqlInUnitOfWork>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  async forDay(ownerId: string, date: string): Promise<RitualView | null> {
    const rows = await readRows<Row>(this.db, FOR_DAY, [ownerId, date]);
    return rows[0] ? toView(rows[0]) : null;
  }

  async ownedForUpdate(ownerId: string, id: number): Promise<RitualView | null> {
    const rows: Row[] = await this.sql(
      `SELECT ${COLUMNS} FROM rituals WHERE user_id = $1 AND id = $2 FOR UPDATE`,
      [ownerId, id],
    );
    return rows[0] ? toView(rows[0]) : null;
  }

  async owned(ownerId: string, id: number): Promise<RitualView | null> {
    const rows: Row[] = await this.sql(`SELECT ${COLUMNS} FROM rituals WHERE user_id = $1 AND id = $2`, [
      ownerId,
      id,
    ]);
    return rows[0] ? toView(rows[0]) : null;
  }

  async createIfAbsent(ownerId: string, d: RitualDraft): Promise<{ ritual: RitualView; created: boolean }> {
    const inserted: Row[] = await this.sql(
      `INSERT INTO rituals (user_id, date, intention, duration, style, meditation_id, meditation_name, meditation_keywords,
                            meditation_video_url, meditation_duration, meditation_image_url, journal_prompt)
       VALUES ($1, $2::date, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (user_id, date) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        ownerId,
        d.date,
        d.intention,
        d.duration,
        d.style,
        d.meditation.id,
        d.meditation.name,
        d.meditation.keywords,
        d.meditation.videoUrl,
        d.meditation.duration,
        d.meditation.imageUrl,
        d.journalPrompt,
      ],
    );
    if (inserted[0]) return { ritual: toView(inserted[0]), created: true };
    const existing = await this.forDay(ownerId, d.date);
    if (!existing) throw new Error('Ritual vanished between insert and read');
    return { ritual: existing, created: false };
  }

  async completeMeditation(ownerId: string, id: number): Promise<void> {
    await this.sql(
      `UPDATE rituals SET meditation_completed = true, updated_at = now() WHERE user_id = $1 AND id = $2`,
      [ownerId, id],
    );
  }

  async saveJournalOnce(ownerId: string, id: number, text: string): Promise<boolean> {
    const result: unknown = await this.sql(
      `UPDATE rituals SET journal_entry = $3, updated_at = now() WHERE user_id = $1 AND id = $2 AND journal_entry IS NULL RETURNING id`,
      [ownerId, id, text],
    );
    return affectedRows(result) === 1;
  }

  async setArchived(ownerId: string, id: number, archived: boolean): Promise<void> {
    await this.sql(`UPDATE rituals SET archived = $3, updated_at = now() WHERE user_id = $1 AND id = $2`, [
      ownerId,
      id,
      archived,
    ]);
  }

  async replaceMeditation(
    ownerId: string,
    id: number,
    m: RitualMeditationView,
    journalPrompt: string | null,
  ): Promise<boolean> {
    const result: unknown = await this.sql(
      `UPDATE rituals SET meditation_id = $3, meditation_name = $4, meditation_keywords = $5, meditation_video_url = $6,
              meditation_duration = $7, meditation_image_url = $8, journal_prompt = COALESCE($9, journal_prompt), updated_at = now()
        WHERE user_id = $1 AND id = $2 AND meditation_completed = false RETURNING id`,
      [ownerId, id, m.id, m.name, m.keywords, m.videoUrl, m.duration, m.imageUrl, journalPrompt],
    );
    return affectedRows(result) === 1;
  }

  async attachOracleCard(ownerId: string, date: string, cardId: number): Promise<void> {
    await this.sql(
      `UPDATE rituals SET oracle_card_id = $3, updated_at = now() WHERE user_id = $1 AND date = $2::date AND oracle_card_id IS NULL`,
      [ownerId, date, cardId],
    );
  }

  async markCompleted(ownerId: string, id: number): Promise<boolean> {
    const result: unknown = await this.sql(
      `UPDATE rituals SET completed = true, completed_at = now(), updated_at = now()
        WHERE user_id = $1 AND id = $2 AND completed = false RETURNING id`,
      [ownerId, id],
    );
    return affectedRows(result) === 1;
  }

  async countCompleted(ownerId: string): Promise<number> {
    const rows: Array<{ count: number }> = await this.sql(
      `SELECT count(*)::int AS count FROM rituals WHERE user_id = $1 AND completed`,
      [ownerId],
    );
    return rows[0]?.count ?? 0;
  }
}

function toView(row: Row): RitualView {
  const meditation: RitualMeditationView = {
    id: row.meditation_id,
    name: row.meditation_name,
    keywords: row.meditation_keywords,
    videoUrl: row.meditation_video_url,
    duration: row.meditation_duration,
    imageUrl: row.meditation_image_url,
  };
  return {
    id: row.id,
    date: row.date,
    intention: row.intention,
    duration: row.duration,
    style: row.style,
    meditation,
    meditationName: row.meditation_name,
    meditationCompleted: row.meditation_completed,
    journalPrompt: row.journal_prompt,
    journalEntry: row.journal_entry,
    journalTitle: row.journal_title,
    oracleCardId: row.oracle_card_id,
    completed: row.completed,
    archived: row.archived,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
