import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Practice sessions (issue 17): one row per meditation actually done, guided or with its media.
 * The id is made by the browser, so a retry or an offline replay writes the same row once.
 * `local_date` is the person's day when the session finished, in their zone at that time: the
 * stats and the calendar read days, not instants.
 */
export class PracticeSessions1764600000000 implements MigrationInterface {
  name = 'PracticeSessions1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE practice_sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        meditation_id integer REFERENCES meditations(id) ON DELETE SET NULL,
        kind varchar(10) NOT NULL CHECK (kind IN ('guided','media')),
        started_at timestamptz NOT NULL,
        finished_at timestamptz NOT NULL,
        seconds integer NOT NULL CHECK (seconds BETWEEN 1 AND 86400),
        local_date date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (finished_at >= started_at)
      )`);
    await q.query(`CREATE INDEX practice_sessions_user_day_idx ON practice_sessions(user_id, local_date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE practice_sessions`);
  }
}
