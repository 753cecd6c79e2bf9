import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Mi día termina a las' (issue 19): the hour a person's practice day ends, midnight (0) by default
 * or 1–4 in the morning. Every "today" of the server reads it with the person's time zone.
 * A change of either that would cut short the day under way keeps that day open until it would
 * have ended (`practice_day_hold_*`, both set or both null).
 */
export class DayEndsAt1764800000000 implements MigrationInterface {
  name = 'DayEndsAt1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN day_ends_at smallint NOT NULL DEFAULT 0 CHECK (day_ends_at BETWEEN 0 AND 4),
        ADD COLUMN practice_day_hold_day date,
        ADD COLUMN practice_day_hold_until timestamptz,
        ADD CONSTRAINT users_practice_day_hold_both
          CHECK ((practice_day_hold_day IS NULL) = (practice_day_hold_until IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE users DROP COLUMN day_ends_at, DROP COLUMN practice_day_hold_day, DROP COLUMN practice_day_hold_until`,
    );
  }
}
