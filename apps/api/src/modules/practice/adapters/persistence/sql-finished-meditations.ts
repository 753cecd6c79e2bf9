import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { FinishedMeditations } from '../../ports/finished-meditations.port';

@Injectable()
export class SqlFinishedMeditations extends FinishedMeditations {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async recent(ownerId: string, limit: number): Promise<Array<{ meditationId: number; finishedAt: Date }>> {
    const rows: Array<{ meditation_id: number; last: Date | string }> = await this.db.query(
      `SELECT meditation_id, max(finished_at) AS last FROM practice_sessions
        WHERE user_id = $1 AND meditation_id IS NOT NULL
        GROUP BY meditation_id ORDER BY last DESC, meditation_id LIMIT $2`,
      [ownerId, limit],
    );
    return rows.map((r) => ({ meditationId: Number(r.meditation_id), finishedAt: new Date(r.last) }));
  }
}
