import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How long a meditation's uploaded file plays, in whole seconds, read by the server from the
 * file's bytes when it is saved (MEDIA_SECONDS_MAX in @inhala/domain, checked here too). Null
 * without a file, or for a file whose length could not be read (files attached before this
 * column: their typed label stands until they are saved again).
 */
export class MeditationMediaSeconds1764990000000 implements MigrationInterface {
  name = 'MeditationMediaSeconds1764990000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE meditations
        ADD COLUMN media_seconds integer
          CONSTRAINT meditations_media_seconds_check
          CHECK (media_seconds IS NULL OR (media_seconds BETWEEN 1 AND 86400 AND media_url IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE meditations DROP COLUMN media_seconds`);
  }
}
