import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many entries each person's journal lists, kept by the database as entries are written,
 * archived or deleted: the journal's total costs one row read instead of a count that grows
 * with the journal. Triggers keep it exact whatever writes the rows.
 */
export class JournalCounts1764260000000 implements MigrationInterface {
  name = 'JournalCounts1764260000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE journal_counts (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        total integer NOT NULL DEFAULT 0 CHECK (total >= 0)
      )`);
    // Listed: not archived, and for rituals only those with a reflection.
    await q.query(`
      CREATE FUNCTION journal_listed(source text, row_data jsonb) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
        SELECT CASE
          WHEN row_data IS NULL THEN 0
          WHEN (row_data->>'archived')::boolean THEN 0
          WHEN source = 'rituals' AND row_data->>'journal_entry' IS NULL THEN 0
          ELSE 1 END
      $$`);
    await q.query(`
      CREATE FUNCTION journal_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        before_listed integer := CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE journal_listed(TG_TABLE_NAME, to_jsonb(OLD)) END;
        after_listed integer := CASE WHEN TG_OP = 'DELETE' THEN 0 ELSE journal_listed(TG_TABLE_NAME, to_jsonb(NEW)) END;
        owner uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
      BEGIN
        IF after_listed - before_listed > 0 THEN
          INSERT INTO journal_counts (user_id, total) VALUES (owner, after_listed - before_listed)
          ON CONFLICT (user_id) DO UPDATE SET total = journal_counts.total + EXCLUDED.total;
        ELSIF after_listed - before_listed < 0 THEN
          -- Only an update: a person being deleted takes their count row with them.
          UPDATE journal_counts SET total = total + (after_listed - before_listed) WHERE user_id = owner;
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['morning_pages', 'rituals', 'challenge_journal_entries']) {
      await q.query(
        `CREATE TRIGGER ${table}_journal_count AFTER INSERT OR UPDATE OR DELETE ON ${table}
           FOR EACH ROW EXECUTE FUNCTION journal_count_change()`,
      );
    }
    await q.query(`
      INSERT INTO journal_counts (user_id, total)
      SELECT user_id, count(*) FROM (
        SELECT user_id FROM morning_pages WHERE archived = false
        UNION ALL SELECT user_id FROM rituals WHERE archived = false AND journal_entry IS NOT NULL
        UNION ALL SELECT user_id FROM challenge_journal_entries WHERE archived = false
      ) listed GROUP BY user_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['morning_pages', 'rituals', 'challenge_journal_entries']) {
      await q.query(`DROP TRIGGER IF EXISTS ${table}_journal_count ON ${table}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS journal_count_change()`);
    await q.query(`DROP FUNCTION IF EXISTS journal_listed(text, jsonb)`);
    await q.query(`DROP TABLE IF EXISTS journal_counts`);
  }
}
