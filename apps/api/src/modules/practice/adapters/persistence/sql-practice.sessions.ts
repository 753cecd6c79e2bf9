import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PracticeSessionInput, PracticeSessionView } from '@inhala/domain';
import { PracticeSessions, type SessionWrite } from '../../ports/practice-sessions.port';

const COLUMNS = `id, user_id, meditation_id, kind, started_at, finished_at, seconds, local_date::text AS local_date`;

/**
 * One statement: insert unless the id is stored (ON CONFLICT DO NOTHING), else read the stored
 * row. The meditation is checked in the same statement, so a missing one is a 400, not a
 * foreign-key 409. The read half sees the statement's snapshot: a row a concurrent request
 * inserted a moment ago is read again afterwards.
 */
const WRITE = `
  WITH inserted AS (
    INSERT INTO practice_sessions (id, user_id, meditation_id, kind, started_at, finished_at, seconds, local_date)
    SELECT $1, $2, $3, $4, $5, $6, $7, $8::date
     WHERE $3::int IS NULL OR EXISTS (SELECT 1 FROM meditations WHERE id = $3::int)
    ON CONFLICT (id) DO NOTHING
    RETURNING ${COLUMNS}, true AS created
  )
  SELECT * FROM inserted
  UNION ALL
  SELECT ${COLUMNS}, false AS created FROM practice_sessions WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM inserted)`;

interface Row {
  id: string;
  user_id: string;
  meditation_id: number | null;
  kind: PracticeSessionView['kind'];
  started_at: Date;
  finished_at: Date;
  seconds: number;
  local_date: string;
  created: boolean;
}

@Injectable()
export class SqlPracticeSessions extends PracticeSessions {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async write(ownerId: string, s: PracticeSessionInput, localDate: string): Promise<SessionWrite> {
    const params = [s.id, ownerId, s.meditationId, s.kind, s.startedAt, s.finishedAt, s.seconds, localDate];
    let rows: Row[] = await this.db.query(WRITE, params);
    if (rows.length === 0)
      rows = await this.db.query(`SELECT ${COLUMNS}, false AS created FROM practice_sessions WHERE id = $1`, [
        s.id,
      ]);
    const row = rows[0];
    if (!row) return { outcome: 'no-meditation' };
    return { outcome: row.created ? 'created' : 'existing', ownerId: row.user_id, session: toView(row) };
  }
}

const toView = (row: Row): PracticeSessionView => ({
  id: row.id,
  meditationId: row.meditation_id === null ? null : Number(row.meditation_id),
  kind: row.kind,
  startedAt: new Date(row.started_at).toISOString(),
  finishedAt: new Date(row.finished_at).toISOString(),
  seconds: Number(row.seconds),
  localDate: row.local_date,
});
