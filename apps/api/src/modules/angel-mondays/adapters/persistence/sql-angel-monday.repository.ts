import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AngelMondayView } from '@inhala/domain';
import { AngelMondayRepository } from '../../ports/angel-monday.repository.port';
import { VISIBLE_ANGEL_MONDAY } from './visible-angel-monday.sql';

/** The transcript's addresses, only for an audio that has them (never the texts: they may be long). */
const COLUMNS = `
  id, title, text, "timestamp", audio_url AS "audioUrl", gradient_option AS "gradientOption",
  CASE WHEN audio_url IS NOT NULL AND (transcript IS NOT NULL OR captions IS NOT NULL)
       THEN '/api/angel-mondays/' || id || '/transcript' END AS "transcriptUrl",
  CASE WHEN audio_url IS NOT NULL AND captions IS NOT NULL
       THEN '/api/angel-mondays/' || id || '/captions.vtt' END AS "captionsUrl"`;

type Row = Omit<AngelMondayView, 'timestamp'> & { timestamp: Date | string };

@Injectable()
export class SqlAngelMondayRepository extends AngelMondayRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async listVisibleNewestFirst(now: Date): Promise<AngelMondayView[]> {
    const rows: Row[] = await this.db.query(
      `SELECT ${COLUMNS} FROM angel_mondays WHERE ${VISIBLE_ANGEL_MONDAY} ORDER BY "timestamp" DESC, id DESC`,
      [now],
    );
    return rows.map((row) => ({ ...row, timestamp: new Date(row.timestamp).toISOString() }));
  }
}
