import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { TranscriptInput } from '@inhala/domain';
import { returnedRows } from '../../../../platform/database/affected-rows';
import { sqlInUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import { MeditationTranscripts, type MeditationTranscript } from '../../ports/meditation-transcripts.port';

const SELECT = `SELECT id AS "meditationId", name, media_url AS "mediaUrl", transcript, captions
                  FROM meditations WHERE id = $1 AND deleted_at IS NULL`;

/** Writes join the admin's unit of work, so the transcript and its audit entry land together. */
@Injectable()
export class SqlMeditationTranscripts extends MeditationTranscripts {
  private readonly sql: ReturnType<typeof sqlInUnitOfWork>;

  constructor(@InjectDataSource() db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  async published(meditationId: number): Promise<MeditationTranscript | null> {
    const [row] = await this.sql<MeditationTranscript[]>(`${SELECT} AND status = 'published'`, [
      meditationId,
    ]);
    return row ?? null;
  }

  async get(meditationId: number): Promise<MeditationTranscript | null> {
    const [row] = await this.sql<MeditationTranscript[]>(SELECT, [meditationId]);
    return row ?? null;
  }

  async put(meditationId: number, input: TranscriptInput): Promise<MeditationTranscript | null> {
    const result = await this.sql(
      `UPDATE meditations SET transcript = $2, captions = $3, updated_at = now()
        WHERE id = $1 AND deleted_at IS NULL
        RETURNING id AS "meditationId", name, media_url AS "mediaUrl", transcript, captions`,
      [meditationId, input.transcript, input.captions],
    );
    return returnedRows<MeditationTranscript>(result)[0] ?? null;
  }
}
