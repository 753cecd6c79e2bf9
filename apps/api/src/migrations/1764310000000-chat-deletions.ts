import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A deleted chat message leaves a tombstone with a seq of its own, taken from chat_sequence like
 * a message's: a client that was away when an admin deleted a message learns it on catch-up
 * (`seq > last seen`), on any instance, and takes the message away (01 §6: deleted messages
 * disappear for everyone).
 */
export class ChatDeletions1764310000000 implements MigrationInterface {
  name = 'ChatDeletions1764310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_deletions (
        message_id integer PRIMARY KEY,
        seq bigint NOT NULL UNIQUE,
        deleted_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS chat_deletions`);
  }
}
