import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { UsedTrials } from '../../ports/used-trials.port';

/** used_trials, written by the erasure (account-data) in its transaction, read at registration. */
@Injectable()
export class SqlUsedTrials extends UsedTrials {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async usedAt(fingerprint: string): Promise<Date | null> {
    const rows: Array<{ trial_used_at: Date }> = await this.db.query(
      `SELECT trial_used_at FROM used_trials WHERE email_hash = $1`,
      [fingerprint],
    );
    return rows[0] ? new Date(rows[0].trial_used_at) : null;
  }
}
