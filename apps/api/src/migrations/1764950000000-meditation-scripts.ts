import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A meditation's script (what the guide says, each step at its second), kept beside the
 * meditation rather than in its row: the public bundle never carries it (it is premium and long),
 * and the editor writes it on its own. A meditation without one is guided by its description.
 */
export class MeditationScripts1764950000000 implements MigrationInterface {
  name = 'MeditationScripts1764950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE meditation_scripts (
        meditation_id integer PRIMARY KEY REFERENCES meditations(id) ON DELETE CASCADE,
        steps jsonb NOT NULL CHECK (jsonb_typeof(steps) = 'array'),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE meditation_scripts`);
  }
}
