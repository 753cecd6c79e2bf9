import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A meditation's recording carries its text alternative (WCAG 2.1 AA 1.2.1): a plain transcript
 * and timed WebVTT captions, each optional, checked by the domain (TRANSCRIPT_LIMITS,
 * CAPTIONS_LIMITS) and bounded here too. Premium like the file: never in the public bundle.
 */
export class RecordingTranscripts1765010000000 implements MigrationInterface {
  name = 'RecordingTranscripts1765010000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE meditations
        ADD COLUMN transcript text
          CONSTRAINT meditations_transcript_check CHECK (char_length(transcript) BETWEEN 1 AND 60000),
        ADD COLUMN captions text
          CONSTRAINT meditations_captions_check CHECK (char_length(captions) BETWEEN 1 AND 200000)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE meditations DROP COLUMN transcript, DROP COLUMN captions`);
  }
}
