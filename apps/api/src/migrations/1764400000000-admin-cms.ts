import type { MigrationInterface, QueryRunner } from 'typeorm';

const EDITED = ['meditations', 'archangels', 'oracle_cards', 'angel_mondays', 'challenges', 'challenge_days'];
const STATUS = `varchar(10) NOT NULL DEFAULT 'published' CHECK (status IN ('draft','published','archived'))`;

/**
 * The admin CMS (02 §3.3-§3.7, §3.12, §4.8):
 * - every edited table gets `deleted_at`: a delete hides the row at once and 'Deshacer' brings it
 *   back whole, with everything people attached to it (favourites, progress, reflections);
 *   unique names and slugs hold among the rows that are not deleted;
 * - meditations, challenges and Angel Mondays get a status (drafts and previews), and Angel
 *   Mondays a publication instant (scheduled for a future Monday, invisible until then);
 * - meditations get an uploaded audio or video file besides the video link;
 * - the audit log of every admin change.
 */
export class AdminCms1764400000000 implements MigrationInterface {
  name = 'AdminCms1764400000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of EDITED) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN deleted_at timestamptz`);
      if (table !== 'meditations' && table !== 'angel_mondays')
        await q.query(`ALTER TABLE ${table} ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    }
    for (const table of ['meditations', 'challenges', 'angel_mondays'])
      await q.query(`ALTER TABLE ${table} ADD COLUMN status ${STATUS}`);
    await q.query(`ALTER TABLE angel_mondays ADD COLUMN publish_at timestamptz`);
    await q.query(`
      ALTER TABLE meditations
        ADD COLUMN media_url varchar(1000),
        ADD COLUMN media_type varchar(10) CHECK (media_type IN ('audio','video'))`);

    await q.query(`ALTER TABLE meditations DROP CONSTRAINT meditations_slug_key`);
    await q.query(
      `CREATE UNIQUE INDEX meditations_slug_live_idx ON meditations(slug) WHERE deleted_at IS NULL`,
    );
    await q.query(`ALTER TABLE archangels DROP CONSTRAINT archangels_name_key`);
    await q.query(
      `CREATE UNIQUE INDEX archangels_name_live_idx ON archangels(name) WHERE deleted_at IS NULL`,
    );
    await q.query(`ALTER TABLE challenges DROP CONSTRAINT challenges_slug_key`);
    await q.query(
      `CREATE UNIQUE INDEX challenges_slug_live_idx ON challenges(slug) WHERE deleted_at IS NULL`,
    );
    await q.query(`ALTER TABLE challenge_days DROP CONSTRAINT challenge_days_challenge_id_day_number_key`);
    await q.query(
      `CREATE UNIQUE INDEX challenge_days_number_live_idx ON challenge_days(challenge_id, day_number) WHERE deleted_at IS NULL`,
    );

    await q.query(`
      CREATE TABLE admin_audit_log (
        id bigserial PRIMARY KEY,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        action varchar(20) NOT NULL,
        entity_type varchar(40) NOT NULL,
        entity_id varchar(60),
        entity_name varchar(300),
        changes jsonb,
        ip_address varchar(64),
        user_agent varchar(500),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX admin_audit_log_created_idx ON admin_audit_log(created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX admin_audit_log_entity_idx ON admin_audit_log(entity_type, entity_id)`);
    await q.query(`CREATE INDEX admin_audit_log_user_idx ON admin_audit_log(user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE admin_audit_log`);
    // Deleted rows would break the unique constraints that come back.
    for (const table of [...EDITED].reverse())
      await q.query(`DELETE FROM ${table} WHERE deleted_at IS NOT NULL`);
    await q.query(`DROP INDEX challenge_days_number_live_idx`);
    await q.query(`ALTER TABLE challenge_days ADD UNIQUE (challenge_id, day_number)`);
    await q.query(`DROP INDEX challenges_slug_live_idx`);
    await q.query(`ALTER TABLE challenges ADD UNIQUE (slug)`);
    await q.query(`DROP INDEX archangels_name_live_idx`);
    await q.query(`ALTER TABLE archangels ADD UNIQUE (name)`);
    await q.query(`DROP INDEX meditations_slug_live_idx`);
    await q.query(`ALTER TABLE meditations ADD UNIQUE (slug)`);
    await q.query(`ALTER TABLE meditations DROP COLUMN media_type, DROP COLUMN media_url`);
    await q.query(`ALTER TABLE angel_mondays DROP COLUMN publish_at`);
    for (const table of ['meditations', 'challenges', 'angel_mondays'])
      await q.query(`ALTER TABLE ${table} DROP COLUMN status`);
    for (const table of EDITED) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN deleted_at`);
      if (table !== 'meditations' && table !== 'angel_mondays')
        await q.query(`ALTER TABLE ${table} DROP COLUMN updated_at`);
    }
  }
}
