import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { affectedRows } from '../../../../platform/database/affected-rows';
import { EmailTracking } from '../../ports/email-tracking.port';

/** Opens and clicks on the ledger row, each one conditional UPDATE (concurrent hits all count). */
@Injectable()
export class SqlEmailTracking extends EmailTracking {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async recordOpen(logId: string, now: Date): Promise<boolean> {
    return (
      affectedRows(
        await this.db.query(
          `UPDATE email_logs SET opened_at = COALESCE(opened_at, $2), open_count = open_count + 1,
                  status = CASE WHEN status = 'delivered' THEN 'opened' ELSE status END, updated_at = now()
            WHERE id = $1`,
          [logId, now],
        ),
      ) > 0
    );
  }

  async recordClick(logId: string, now: Date): Promise<boolean> {
    // A click proves the mail was read even when the client blocked the pixel.
    return (
      affectedRows(
        await this.db.query(
          `UPDATE email_logs SET clicked_at = COALESCE(clicked_at, $2), click_count = click_count + 1,
                  opened_at = COALESCE(opened_at, $2), open_count = GREATEST(open_count, 1),
                  status = CASE WHEN status = 'delivered' THEN 'opened' ELSE status END, updated_at = now()
            WHERE id = $1`,
          [logId, now],
        ),
      ) > 0
    );
  }
}
