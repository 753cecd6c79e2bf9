import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The community chat (01 §2, 02 §3.9). Messages carry `seq`, taken from chat_sequence in the
 * same statement as the insert: the UPDATE holds that one row's lock until the insert commits,
 * so writers take turns and commit order is seq order. A reader of `seq > n` therefore never
 * finds a gap that fills in later (a serial column would not promise that: two transactions
 * can commit out of their numbers' order). A retried send (same person, same client id)
 * stores one row. Presence is one row per open socket, kept fresh by its API process and read
 * with a TTL, so every process sees who is online and a crashed one's sockets expire.
 */
export class Chat1764300000000 implements MigrationInterface {
  name = 'Chat1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_sequence (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        value bigint NOT NULL
      )`);
    await q.query(`INSERT INTO chat_sequence (id, value) VALUES (true, 0)`);
    await q.query(`
      CREATE TABLE chat_messages (
        id serial PRIMARY KEY,
        seq bigint NOT NULL UNIQUE,
        client_id uuid,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content text NOT NULL DEFAULT '' CHECK (char_length(content) <= 500),
        message_type varchar(8) NOT NULL CHECK (message_type IN ('text','image','audio')),
        file_url varchar(300),
        file_name varchar(255),
        file_size integer CHECK (file_size >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chat_messages_client_id_once UNIQUE (user_id, client_id),
        CONSTRAINT chat_messages_file CHECK ((message_type = 'text') = (file_url IS NULL))
      )`);
    await q.query(`CREATE INDEX chat_messages_created_at ON chat_messages (created_at)`);
    await q.query(`
      CREATE TABLE chat_reactions (
        message_id integer NOT NULL REFERENCES chat_messages(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        reaction_type varchar(16) NOT NULL DEFAULT 'like' CHECK (reaction_type IN ('like')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (message_id, user_id, reaction_type)
      )`);
    await q.query(`
      CREATE TABLE chat_presence (
        connection_id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        instance_id varchar(64) NOT NULL,
        last_seen timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX chat_presence_instance ON chat_presence (instance_id)`);
    await q.query(`CREATE INDEX chat_presence_last_seen ON chat_presence (last_seen)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS chat_presence`);
    await q.query(`DROP TABLE IF EXISTS chat_reactions`);
    await q.query(`DROP TABLE IF EXISTS chat_messages`);
    await q.query(`DROP TABLE IF EXISTS chat_sequence`);
  }
}
