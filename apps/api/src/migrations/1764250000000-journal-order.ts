import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes that keep the journal's order: each source of the journal read newest (or oldest)
 * first, only its listed rows, so a page reads a page's worth of each whatever the journal's size.
 */
export class JournalOrder1764250000000 implements MigrationInterface {
  name = 'JournalOrder1764250000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS morning_pages_user_idx`);
    await q.query(
      `CREATE INDEX morning_pages_listed_idx ON morning_pages (user_id, created_at DESC, id DESC) WHERE archived = false`,
    );
    await q.query(
      `CREATE INDEX rituals_journal_idx ON rituals (user_id, created_at DESC, id DESC)
        WHERE archived = false AND journal_entry IS NOT NULL`,
    );
    await q.query(`DROP INDEX IF EXISTS challenge_journal_user_idx`);
    await q.query(
      `CREATE INDEX challenge_journal_listed_idx ON challenge_journal_entries (user_id, created_at DESC, id DESC)
        WHERE archived = false`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS challenge_journal_listed_idx`);
    await q.query(
      `CREATE INDEX challenge_journal_user_idx ON challenge_journal_entries(user_id, created_at DESC)`,
    );
    await q.query(`DROP INDEX IF EXISTS rituals_journal_idx`);
    await q.query(`DROP INDEX IF EXISTS morning_pages_listed_idx`);
    await q.query(`CREATE INDEX morning_pages_user_idx ON morning_pages(user_id, created_at DESC)`);
  }
}
