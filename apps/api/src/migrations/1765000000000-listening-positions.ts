import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Continuar escuchando': one row per person and recording they left half way (a meditation's
 * audio or an Angel Monday), in whole seconds. No row: never started, or heard to the end
 * (listeningOutcome in @inhala/domain). The item is not a foreign key because it points into one of
 * two tables; a recording that goes away is left out of the shelf when it is read. The index
 * serves the shelf: one person's most recent first.
 */
export class ListeningPositions1765000000000 implements MigrationInterface {
  name = 'ListeningPositions1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE listening_positions (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('meditation', 'angel-monday')),
        item_id integer NOT NULL CHECK (item_id > 0),
        position_seconds integer NOT NULL CHECK (position_seconds >= 0),
        duration_seconds integer NOT NULL
          CHECK (duration_seconds BETWEEN 1 AND 86400 AND position_seconds <= duration_seconds),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind, item_id)
      )`);
    await q.query(
      `CREATE INDEX listening_positions_recent ON listening_positions (user_id, updated_at DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE listening_positions`);
  }
}
