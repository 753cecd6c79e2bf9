import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { JournalEntriesResponse, JournalEntryView } from '@inhala/domain';
import { JournalEntriesReader } from '../../ports/journal-entries.reader.port';

/** Every source of the journal, as one relation with the same columns. */
const ENTRIES = `
  SELECT id, 'morning_page' AS type, COALESCE(NULLIF(title, ''), 'Sin título') AS title, content AS text,
         created_at AS sort_at, NULL AS day, challenge_id, challenge_name
    FROM morning_pages
   WHERE user_id = $1 AND archived = false
  UNION ALL
  SELECT id, 'ritual', journal_title, journal_entry, created_at, date::text, NULL, NULL
    FROM rituals
   WHERE user_id = $1 AND archived = false AND journal_entry IS NOT NULL
  UNION ALL
  SELECT j.id, 'challenge', c.name || ' · Día ' || d.day_number, j.response, j.created_at, NULL, c.id, c.name
    FROM challenge_journal_entries j
    JOIN challenge_days d ON d.id = j.day_id
    JOIN challenges c ON c.id = j.challenge_id
   WHERE j.user_id = $1 AND j.archived = false`;

interface Row {
  id: number;
  type: JournalEntryView['type'];
  title: string;
  text: string;
  sort_at: Date;
  /** The ritual's local day; morning pages are dated by their instant. */
  day: string | null;
  challenge_id: number | null;
  challenge_name: string | null;
}

/** Two queries whatever the size of the journal: one count, one page. */
@Injectable()
export class SqlJournalEntriesReader extends JournalEntriesReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async page(ownerId: string, offset: number, limit: number): Promise<JournalEntriesResponse> {
    const [countRows, rows] = await Promise.all([
      this.db.query<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM (${ENTRIES}) entries`, [
        ownerId,
      ]),
      this.db.query<Row[]>(
        `SELECT * FROM (${ENTRIES}) entries ORDER BY sort_at DESC, type, id DESC LIMIT $2 OFFSET $3`,
        [ownerId, limit, offset],
      ),
    ]);
    return {
      total: countRows[0]?.total ?? 0,
      entries: rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        text: row.text,
        date: row.day ?? new Date(row.sort_at).toISOString(),
        challengeId: row.challenge_id,
        challengeName: row.challenge_name,
      })),
    };
  }
}
