import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * '¿Qué te trae a Inhala?': one row per person who answered or skipped (an empty list). No row:
 * never answered. The choices are INTENT_KEYS in @inhala/domain, checked here too.
 */
export class PracticeIntents1764980000000 implements MigrationInterface {
  name = 'PracticeIntents1764980000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE practice_intents (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        intents text[] NOT NULL
          CHECK (intents <@ ARRAY['dormir','ansiedad','estres','enfoque','quererme','empezar']::text[]),
        answered_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE practice_intents`);
  }
}
