import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PreparedRead, readRows } from '../../../../platform/database/prepared-read';
import type { JournalEntriesResponse, JournalEntryView } from '@inhala/domain';
import { JournalEntriesReader } from '../../ports/journal-entries.reader.port';

/**
 * Each source of the journal, its listed rows only, read from one end through its index, with the
 * person's calendar day of each entry: a ritual's own day; the day a morning page or a challenge
 * reflection was written, in the person's zone. A written entry's day only grows with the instant
 * it was written, and a person has one ritual a day, so each source's own order is the journal's.
 */
const sources = (order: 'DESC' | 'ASC', limit: string) => `
    (SELECT 'challenge'::text AS type, id, (created_at AT TIME ZONE (SELECT tz FROM zone))::date AS day,
            created_at AS sort_at FROM challenge_journal_entries
      WHERE user_id = $1 AND archived = false ORDER BY created_at ${order}, id ${order} LIMIT ${limit})
    UNION ALL
    (SELECT 'morning_page', id, (created_at AT TIME ZONE (SELECT tz FROM zone))::date, created_at FROM morning_pages
      WHERE user_id = $1 AND archived = false ORDER BY created_at ${order}, id ${order} LIMIT ${limit})
    UNION ALL
    (SELECT 'ritual', id, date, created_at FROM rituals
      WHERE user_id = $1 AND archived = false AND journal_entry IS NOT NULL
      ORDER BY date ${order} LIMIT ${limit})`;

/**
 * One page of the journal in one statement: newest day first, then the newest written that day,
 * ties by type then id — so a ritual kept for yesterday after midnight sits under yesterday, not
 * above today's pages. The total is the count the database keeps (journal_counts, kept by
 * triggers). The page is read from whichever end of the journal is nearer ($2 offset, $3 limit):
 * at most offset + limit rows of each source from the newest end, or total − offset from the
 * oldest end. The other branch is a one-time filter that never runs. Then only the page's rows
 * are joined to their texts. $1's time zone names the days.
 */
const PAGE = new PreparedRead(`
  WITH total AS (
    SELECT COALESCE((SELECT total FROM journal_counts WHERE user_id = $1), 0) AS n
  ),
  zone AS (
    SELECT COALESCE((SELECT timezone FROM users WHERE id = $1), 'UTC') AS tz
  ),
  newest AS (
    SELECT type, id, day, sort_at FROM (${sources('DESC', '$2::int + $3::int')}) s
     WHERE $2::int <= (SELECT n FROM total) - $2::int - $3::int
     ORDER BY day DESC, sort_at DESC, type ASC, id DESC OFFSET $2::int LIMIT $3::int
  ),
  oldest AS (
    SELECT type, id, day, sort_at FROM (${sources('ASC', 'GREATEST((SELECT n FROM total) - $2::int, 0)')}) s
     WHERE $2::int > (SELECT n FROM total) - $2::int - $3::int
     ORDER BY day ASC, sort_at ASC, type DESC, id ASC
    OFFSET GREATEST((SELECT n FROM total) - $2::int - $3::int, 0)
     LIMIT LEAST($3::int, GREATEST((SELECT n FROM total) - $2::int, 0))
  ),
  page AS (SELECT * FROM newest UNION ALL SELECT * FROM oldest)
  SELECT (SELECT n FROM total)::int AS total, p.type, p.id, p.sort_at,
         CASE p.type WHEN 'morning_page' THEN COALESCE(NULLIF(m.title, ''), 'Sin título')
                     WHEN 'ritual' THEN r.journal_title
                     ELSE c.name || ' · Día ' || d.day_number END AS title,
         COALESCE(m.content, r.journal_entry, j.response) AS text,
         p.day::text AS day,
         COALESCE(m.challenge_id, c.id) AS challenge_id,
         COALESCE(m.challenge_name, c.name) AS challenge_name
    FROM (SELECT 1) AS one
    LEFT JOIN page p ON true
    LEFT JOIN morning_pages m ON p.type = 'morning_page' AND m.id = p.id
    LEFT JOIN rituals r ON p.type = 'ritual' AND r.id = p.id
    LEFT JOIN challenge_journal_entries j ON p.type = 'challenge' AND j.id = p.id
    LEFT JOIN challenge_days d ON d.id = j.day_id
    LEFT JOIN challenges c ON c.id = j.challenge_id
   ORDER BY p.day DESC, p.sort_at DESC, p.type ASC, p.id DESC`);

interface Row {
  total: number;
  /** Null on the one row of a page past the end, which carries only the total. */
  type: JournalEntryView['type'] | null;
  id: number | null;
  sort_at: Date | null;
  title: string | null;
  text: string | null;
  /** The entry's calendar day in the person's zone (YYYY-MM-DD). */
  day: string | null;
  challenge_id: number | null;
  challenge_name: string | null;
}

/** One statement whatever the size of the journal, and a page costs about the same at either end. */
@Injectable()
export class SqlJournalEntriesReader extends JournalEntriesReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async page(ownerId: string, offset: number, limit: number): Promise<JournalEntriesResponse> {
    const rows = await readRows<Row>(this.db, PAGE, [ownerId, offset, limit]);
    return {
      total: Number(rows[0]?.total ?? 0),
      entries: rows.flatMap((row) =>
        row.type !== null && row.id !== null ? [entryOf(row, row.type, row.id)] : [],
      ),
    };
  }
}

/** The card's fields, and the spec's own fields of each kind of entry (02 §3.6). */
function entryOf(row: Row, type: JournalEntryView['type'], id: number): JournalEntryView {
  const title = row.title ?? '';
  const text = row.text ?? '';
  const writtenAt = new Date(row.sort_at ?? 0).toISOString();
  const card = {
    id: Number(id),
    title,
    text,
    date: row.day ?? writtenAt.slice(0, 10),
    challengeId: row.challenge_id,
    challengeName: row.challenge_name,
  };
  switch (type) {
    case 'ritual':
      return { ...card, type, journalEntry: text, journalTitle: title };
    case 'morning_page':
      return { ...card, type, content: text, createdAt: writtenAt };
    case 'challenge':
      return { ...card, type };
  }
}
