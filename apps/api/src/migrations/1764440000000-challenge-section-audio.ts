import type { MigrationInterface, QueryRunner } from 'typeorm';

const SECTIONS = [1, 2, 3, 4];

/**
 * Each of a challenge day's four sections may carry its own uploaded audio, so each keeps that
 * file's original name and size for the CMS to show (02 §3.5). The day's own audio_original_name
 * and audio_size stay: they hold the first section's audio, as the spec's model has it.
 */
export class ChallengeSectionAudio1764440000000 implements MigrationInterface {
  name = 'ChallengeSectionAudio1764440000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE challenge_days ${SECTIONS.map(
        (n) => `
          ADD COLUMN section${n}_audio_original_name varchar(255),
          ADD COLUMN section${n}_audio_size integer CHECK (section${n}_audio_size >= 0)`,
      ).join(',')}`,
    );
    // What was known of the day's audio belongs to the first section that has an audio file.
    for (const n of SECTIONS) {
      const earlier = SECTIONS.filter((m) => m < n)
        .map((m) => `AND section${m}_audio_path IS NULL`)
        .join(' ');
      await q.query(
        `UPDATE challenge_days
            SET section${n}_audio_original_name = audio_original_name, section${n}_audio_size = audio_size
          WHERE section${n}_audio_path IS NOT NULL ${earlier}`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE challenge_days ${SECTIONS.map(
        (n) => `DROP COLUMN section${n}_audio_original_name, DROP COLUMN section${n}_audio_size`,
      ).join(', ')}`,
    );
  }
}
