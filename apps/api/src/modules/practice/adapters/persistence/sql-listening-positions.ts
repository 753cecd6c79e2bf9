import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ListeningKind, ListeningMark } from '@inhala/domain';
import { ListeningPositions, type StoredListening } from '../../ports/listening-positions.port';

interface Row {
  kind: ListeningKind;
  item_id: number;
  position_seconds: number;
  duration_seconds: number;
  updated_at: Date | string;
}

const COLUMNS = `kind, item_id, position_seconds, duration_seconds, updated_at`;

const toStored = (row: Row): StoredListening => ({
  kind: row.kind,
  id: Number(row.item_id),
  position: Number(row.position_seconds),
  duration: Number(row.duration_seconds),
  updatedAt: new Date(row.updated_at),
});

@Injectable()
export class SqlListeningPositions extends ListeningPositions {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  /** One statement: two devices reporting at once leave one row, the later write's. */
  async save(
    ownerId: string,
    kind: ListeningKind,
    id: number,
    mark: ListeningMark,
    at: Date,
  ): Promise<StoredListening> {
    const rows: Row[] = await this.db.query(
      `INSERT INTO listening_positions (user_id, kind, item_id, position_seconds, duration_seconds, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, kind, item_id) DO UPDATE
         SET position_seconds = EXCLUDED.position_seconds, duration_seconds = EXCLUDED.duration_seconds,
             updated_at = EXCLUDED.updated_at
       RETURNING ${COLUMNS}`,
      [ownerId, kind, id, mark.position, mark.duration, at],
    );
    return toStored(rows[0] as Row);
  }

  async remove(ownerId: string, kind: ListeningKind, id: number): Promise<void> {
    await this.db.query(`DELETE FROM listening_positions WHERE user_id = $1 AND kind = $2 AND item_id = $3`, [
      ownerId,
      kind,
      id,
    ]);
  }

  async find(ownerId: string, kind: ListeningKind, id: number): Promise<StoredListening | null> {
    const rows: Row[] = await this.db.query(
      `SELECT ${COLUMNS} FROM listening_positions WHERE user_id = $1 AND kind = $2 AND item_id = $3`,
      [ownerId, kind, id],
    );
    return rows[0] ? toStored(rows[0]) : null;
  }

  async recent(ownerId: string, limit: number): Promise<StoredListening[]> {
    const rows: Row[] = await this.db.query(
      `SELECT ${COLUMNS} FROM listening_positions WHERE user_id = $1
        ORDER BY updated_at DESC, kind, item_id LIMIT $2`,
      [ownerId, limit],
    );
    return rows.map(toStored);
  }
}
