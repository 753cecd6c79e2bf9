import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The journal lists entries by their calendar day, so rituals are read by their own day (one a
 * day per person) rather than by the instant their row was made.
 */
export class JournalDayOrder1764940000000 implements MigrationInterface {
  name = 'JournalDayOrder1764940000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX rituals_journal_day_idx ON rituals (user_id, date DESC)
        WHERE archived = false AND journal_entry IS NOT NULL`,
    );
    await q.query(`DROP INDEX IF EXISTS rituals_journal_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX rituals_journal_idx ON rituals (user_id, created_at DESC, id DESC)
        WHERE archived = false AND journal_entry IS NOT NULL`,
    );
    await q.query(`DROP INDEX IF EXISTS rituals_journal_day_idx`);
  }
}
