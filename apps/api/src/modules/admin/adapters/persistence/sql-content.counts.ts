import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AdminCounts } from '@inhala/domain';
import { ContentCounts } from '../../ports/content-counts.port';

/** One round trip for the badges of the admin panel. */
@Injectable()
export class SqlContentCounts extends ContentCounts {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async count(): Promise<AdminCounts> {
    const rows: Array<Record<keyof AdminCounts, string>> = await this.db.query(`
      SELECT (SELECT count(*) FROM angel_mondays WHERE deleted_at IS NULL) AS "angelMondays",
             (SELECT count(*) FROM oracle_cards WHERE deleted_at IS NULL) AS "oracleCards",
             (SELECT count(*) FROM archangels WHERE deleted_at IS NULL) AS "archangels",
             (SELECT count(*) FROM challenges WHERE deleted_at IS NULL) AS "challenges",
             (SELECT count(*) FROM meditations WHERE deleted_at IS NULL) AS "meditations",
             (SELECT count(*) FROM pending_emails WHERE status IN ('draft', 'scheduled')) AS "pendingEmails"`);
    const row = rows[0];
    return {
      angelMondays: Number(row?.angelMondays ?? 0),
      oracleCards: Number(row?.oracleCards ?? 0),
      archangels: Number(row?.archangels ?? 0),
      challenges: Number(row?.challenges ?? 0),
      meditations: Number(row?.meditations ?? 0),
      pendingEmails: Number(row?.pendingEmails ?? 0),
    };
  }
}
