import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which claim holds a ledger row. A worker writes an outcome, renews or releases a row only while
 * its own claim still holds it: once a lease ran out and another worker claimed the row, the
 * first one neither sends it (the renewal before sending fails) nor overwrites the other's outcome.
 */
export class EmailLeaseToken1764540000000 implements MigrationInterface {
  name = 'EmailLeaseToken1764540000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_logs ADD COLUMN lease_token uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_logs DROP COLUMN lease_token`);
  }
}
