import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Meta semanal': one goal per person, some minutes or some days of practice a week
 * (WEEKLY_GOAL_LIMITS in @inhala/domain, checked here too). No row: no goal.
 */
export class WeeklyGoals1764970000000 implements MigrationInterface {
  name = 'WeeklyGoals1764970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE weekly_goals (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(10) NOT NULL CHECK (kind IN ('minutes','days')),
        target integer NOT NULL CHECK (
          (kind = 'minutes' AND target BETWEEN 10 AND 1200) OR (kind = 'days' AND target BETWEEN 1 AND 7)),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE weekly_goals`);
  }
}
