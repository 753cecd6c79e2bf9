import type { MigrationInterface, QueryRunner } from 'typeorm';

const SECTIONS = [1, 2, 3, 4];
/** The bounds of TRANSCRIPT_LIMITS and CAPTIONS_LIMITS (@inhala/domain), held here too. */
const columns = (transcript: string, captions: string) => `
  ADD COLUMN ${transcript} text CHECK (char_length(${transcript}) BETWEEN 1 AND 60000),
  ADD COLUMN ${captions} text CHECK (char_length(${captions}) BETWEEN 1 AND 200000)`;

/**
 * Every recording carries its text alternative (WCAG 2.1 AA 1.2.1): a plain transcript and timed
 * WebVTT captions, each optional, checked by the domain. A meditation's uploaded file, an Angel
 * Monday's audio and each challenge section's audio: premium like the file, never in a public body.
 */
export class RecordingTranscripts1765010000000 implements MigrationInterface {
  name = 'RecordingTranscripts1765010000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE meditations ${columns('transcript', 'captions')}`);
    await q.query(`ALTER TABLE angel_mondays ${columns('transcript', 'captions')}`);
    await q.query(
      `ALTER TABLE challenge_days ${SECTIONS.map((n) =>
        columns(`section${n}_transcript`, `section${n}_captions`),
      ).join(',')}`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE challenge_days ${SECTIONS.map(
        (n) => `DROP COLUMN section${n}_transcript, DROP COLUMN section${n}_captions`,
      ).join(', ')}`,
    );
    await q.query(`ALTER TABLE angel_mondays DROP COLUMN transcript, DROP COLUMN captions`);
    await q.query(`ALTER TABLE meditations DROP COLUMN transcript, DROP COLUMN captions`);
  }
}
