import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Offline writes (issue 18): a morning page may carry the id its browser made for it, so a page
 * written offline and sent again on reconnection is stored once per person.
 */
export class MorningPageClientId1764700000000 implements MigrationInterface {
  name = 'MorningPageClientId1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE morning_pages ADD COLUMN client_id uuid`);
    await q.query(
      `CREATE UNIQUE INDEX morning_pages_client_id_idx ON morning_pages(user_id, client_id) WHERE client_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX morning_pages_client_id_idx`);
    await q.query(`ALTER TABLE morning_pages DROP COLUMN client_id`);
  }
}
