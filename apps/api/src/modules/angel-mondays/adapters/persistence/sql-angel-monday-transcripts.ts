import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { TranscriptInput } from '@inhala/domain';
import { returnedRows } from '../../../../platform/database/affected-rows';
import { sqlInUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import {
  AngelMondayTranscripts,
  type AngelMondayTranscript,
} from '../../ports/angel-monday-transcripts.port';
import { VISIBLE_ANGEL_MONDAY } from './visible-angel-monday.sql';

const COLUMNS = `title AS name, audio_url AS "audioUrl", transcript, captions`;

/** Writes join the admin's unit of work, so the transcript and its audit entry land together. */
@Injectable()
export class SqlAngelMondayTranscripts extends AngelMondayTranscripts {
  private readonly sql: ReturnType<typeof sqlInUnitOfWork>;

  constructor(@InjectDataSource() db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  async visible(id: number, now: Date): Promise<AngelMondayTranscript | null> {
    const [row] = await this.sql<AngelMondayTranscript[]>(
      `SELECT ${COLUMNS} FROM angel_mondays
        WHERE id = $2 AND ${VISIBLE_ANGEL_MONDAY}`,
      [now, id],
    );
    return row ?? null;
  }

  async get(id: number): Promise<AngelMondayTranscript | null> {
    const [row] = await this.sql<AngelMondayTranscript[]>(
      `SELECT ${COLUMNS} FROM angel_mondays WHERE id = $1 AND deleted_at IS NULL`,
      [id],
    );
    return row ?? null;
  }

  async put(id: number, input: TranscriptInput): Promise<AngelMondayTranscript | null> {
    const result = await this.sql(
      `UPDATE angel_mondays SET transcript = $2, captions = $3, updated_at = now()
        WHERE id = $1 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
      [id, input.transcript, input.captions],
    );
    return returnedRows<AngelMondayTranscript>(result)[0] ?? null;
  }
}
