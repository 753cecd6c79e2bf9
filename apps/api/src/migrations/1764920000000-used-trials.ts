import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One trial per person, ever (users.trial_used_at), also after 'Eliminar mi cuenta': the erasure
 * keeps a keyed hash (HMAC-SHA256) of the e-mail of a person who had a trial, never the address,
 * and a registration with the same e-mail starts with its trial used. The key is a server secret
 * (EMAIL_HASH_SECRET, or one made once and kept in server_secrets), so the table alone cannot be
 * checked against a list of addresses.
 */
export class UsedTrials1764920000000 implements MigrationInterface {
  name = 'UsedTrials1764920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE server_secrets (
        name varchar(60) PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE used_trials (
        email_hash varchar(64) PRIMARY KEY,
        trial_used_at timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE used_trials`);
    await q.query(`DROP TABLE server_secrets`);
  }
}
