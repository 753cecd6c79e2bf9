import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { durationMinutes, type GuidanceStep } from '@inhala/domain';
import { sqlInUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import { MeditationScripts, type MeditationScript } from '../../ports/meditation-scripts.port';

interface ScriptRow {
  id: number;
  name: string;
  duration: string | null;
  steps: GuidanceStep[] | null;
}

const SELECT = `SELECT m.id, m.name, m.duration, s.steps
                  FROM meditations m LEFT JOIN meditation_scripts s ON s.meditation_id = m.id
                 WHERE m.id = $1 AND m.deleted_at IS NULL`;

function toScript(row: ScriptRow | undefined): MeditationScript | null {
  if (!row) return null;
  const minutes = durationMinutes(row.duration);
  return {
    meditationId: row.id,
    name: row.name,
    durationSeconds: minutes === null ? null : Math.round(minutes * 60),
    steps: row.steps ?? [],
  };
}

/** Writes join the admin's unit of work, so the script and its audit entry land together. */
@Injectable()
export class SqlMeditationScripts extends MeditationScripts {
  private readonly sql: ReturnType<typeof sqlInUnitOfWork>;

  constructor(@InjectDataSource() db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  async published(meditationId: number): Promise<MeditationScript | null> {
    const [row] = await this.sql<ScriptRow[]>(`${SELECT} AND m.status = 'published'`, [meditationId]);
    return toScript(row);
  }

  async get(meditationId: number): Promise<MeditationScript | null> {
    const [row] = await this.sql<ScriptRow[]>(SELECT, [meditationId]);
    return toScript(row);
  }

  async put(meditationId: number, steps: GuidanceStep[]): Promise<MeditationScript | null> {
    // The meditation's row is held so a delete cannot slip between the check and the write.
    const [row] = await this.sql<ScriptRow[]>(`${SELECT} FOR UPDATE OF m`, [meditationId]);
    if (!row) return null;
    if (steps.length === 0)
      await this.sql(`DELETE FROM meditation_scripts WHERE meditation_id = $1`, [row.id]);
    else
      await this.sql(
        `INSERT INTO meditation_scripts (meditation_id, steps) VALUES ($1, $2::jsonb)
         ON CONFLICT (meditation_id) DO UPDATE SET steps = EXCLUDED.steps, updated_at = now()`,
        [row.id, JSON.stringify(steps.map(({ at, text }) => ({ at, text: text.trim() })))],
      );
    return toScript({ ...row, steps: steps.map(({ at, text }) => ({ at, text: text.trim() })) });
  }
}
