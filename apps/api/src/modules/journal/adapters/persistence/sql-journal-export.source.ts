import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  exportBadge,
  type JournalEntryType,
  type JournalExportEntry,
  type JournalExportRange,
} from '@inhala/domain';
import { PreparedRead, readRows } from '../../../../platform/database/prepared-read';
import { JournalExportSource } from '../../ports/journal-export.source.port';

/**
 * What the journal lists (sql-journal-entries.reader.ts): rituals with a reflection, challenge
 * reflections and morning pages, not archived; each dated by the person's day ($2 is their time
 * zone): a ritual by its own day, the others by the instant they were written. $3..$4 is the
 * inclusive range of days (null ends are open).
 */
const ENTRIES = `
  SELECT * FROM (
    SELECT 'challenge'::text AS type, id, (created_at AT TIME ZONE $2)::date AS day, created_at AS sort_at
      FROM challenge_journal_entries WHERE user_id = $1 AND archived = false
    UNION ALL
    SELECT 'morning_page', id, (created_at AT TIME ZONE $2)::date, created_at
      FROM morning_pages WHERE user_id = $1 AND archived = false
    UNION ALL
    SELECT 'ritual', id, date, created_at
      FROM rituals WHERE user_id = $1 AND archived = false AND journal_entry IS NOT NULL
  ) e
  WHERE ($3::date IS NULL OR e.day >= $3::date) AND ($4::date IS NULL OR e.day <= $4::date)`;

const COUNT = new PreparedRead(`SELECT count(*)::int AS n FROM (${ENTRIES}) counted`);

/**
 * One source's next rows for a batch, read through its index from the first day the batch can
 * hold (the range's start or the cursor's day, whichever is later): a morning page's or a
 * challenge reflection's day only grows with the instant it was written, and a person has one
 * ritual a day (UNIQUE (user_id, date)), so each branch's own order is the export's order and
 * at most $9 rows of each are read.
 */
const branch = (type: string, table: string, dayOf: string, where: string, order: string) => `
    (SELECT '${type}'::text AS type, id, ${dayOf} AS day, created_at AS sort_at FROM ${table}
      WHERE user_id = $1 AND archived = false ${where}
        AND ${type === 'ritual' ? 'date' : 'created_at'} >= ${
          type === 'ritual'
            ? `COALESCE(GREATEST($3::date, $5::date), '-infinity'::date)`
            : `COALESCE(GREATEST($3::date, $5::date)::timestamp AT TIME ZONE $2, '-infinity'::timestamptz)`
        }
        AND ($4::date IS NULL OR ${dayOf} <= $4::date)
        AND ($5::date IS NULL OR (${dayOf}, created_at, '${type}'::text, id) > ($5::date, $6::timestamptz, $7::text, $8::int))
      ORDER BY ${order} LIMIT $9::int)`;

/**
 * One batch: the next $9 entries after the cursor ($5 day, $6 instant, $7 type, $8 id; all null
 * for the first batch), oldest first, then only those rows joined to their texts. The cursor's
 * instant travels as text, so the microseconds PostgreSQL keeps are never rounded away.
 */
const BATCH = new PreparedRead(`
  WITH batch AS (
    SELECT type, id, day, sort_at FROM (
      ${branch('challenge', 'challenge_journal_entries', '(created_at AT TIME ZONE $2)::date', '', 'created_at, id')}
      UNION ALL
      ${branch('morning_page', 'morning_pages', '(created_at AT TIME ZONE $2)::date', '', 'created_at, id')}
      UNION ALL
      ${branch('ritual', 'rituals', 'date', 'AND journal_entry IS NOT NULL', 'date')}
    ) listed
     ORDER BY day, sort_at, type, id
     LIMIT $9::int
  )
  SELECT b.type, b.id, b.day::text AS day, b.sort_at::text AS sort_key,
         CASE b.type WHEN 'morning_page' THEN NULLIF(m.title, '')
                     WHEN 'ritual' THEN NULLIF(r.journal_title, '')
                     ELSE c.name || ' · Día ' || d.day_number END AS title,
         COALESCE(m.content, r.journal_entry, j.response, '') AS text,
         COALESCE(m.challenge_id, c.id) AS challenge_id
    FROM batch b
    LEFT JOIN morning_pages m ON b.type = 'morning_page' AND m.id = b.id
    LEFT JOIN rituals r ON b.type = 'ritual' AND r.id = b.id
    LEFT JOIN challenge_journal_entries j ON b.type = 'challenge' AND j.id = b.id
    LEFT JOIN challenge_days d ON d.id = j.day_id
    LEFT JOIN challenges c ON c.id = j.challenge_id
   ORDER BY b.day, b.sort_at, b.type, b.id`);

interface Row {
  type: JournalEntryType;
  id: number;
  day: string;
  sort_key: string;
  title: string | null;
  text: string;
  challenge_id: number | null;
}

/**
 * Keyset pagination: each batch is one statement that starts after the last row of the one
 * before and reads at most a batch from each source's index, so a batch costs about the same at
 * the start and at the end of a long journal; the adapter holds one batch at a time (the
 * previous one is garbage once the writer has it).
 */
@Injectable()
export class SqlJournalExportSource extends JournalExportSource {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async count(ownerId: string, range: JournalExportRange, timeZone: string): Promise<number> {
    const rows = await readRows<{ n: number }>(this.db, COUNT, [ownerId, timeZone, range.from, range.to]);
    return Number(rows[0]?.n ?? 0);
  }

  async *batches(
    ownerId: string,
    range: JournalExportRange,
    timeZone: string,
    batchSize: number,
  ): AsyncGenerator<JournalExportEntry[]> {
    let cursor: [string, string, string, number] | [null, null, null, null] = [null, null, null, null];
    for (;;) {
      const rows = await readRows<Row>(this.db, BATCH, [
        ownerId,
        timeZone,
        range.from,
        range.to,
        ...cursor,
        batchSize,
      ]);
      if (rows.length === 0) return;
      const last = rows[rows.length - 1] as Row;
      cursor = [last.day, last.sort_key, last.type, Number(last.id)];
      yield rows.map(entryOf);
      if (rows.length < batchSize) return;
    }
  }
}

function entryOf(row: Row): JournalExportEntry {
  const challengeId = row.challenge_id === null ? null : Number(row.challenge_id);
  return {
    type: row.type,
    id: Number(row.id),
    day: row.day,
    badge: exportBadge(row.type, challengeId),
    title: row.title,
    text: row.text,
  };
}
