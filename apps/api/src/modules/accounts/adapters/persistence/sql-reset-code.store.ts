import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { affectedRows, returnedRows } from '../../../../platform/database/affected-rows';
import { ResetCodeStore, type StoredResetCode } from '../../ports/reset-code.store.port';

interface ResetCodeRow {
  id: number;
  user_id: string;
  code_hash: string;
  link_hash: string | null;
  expires_at: Date;
  used_at: Date | null;
  failed_attempts: number;
}

const COLUMNS = `id, user_id, code_hash, link_hash, expires_at, used_at, failed_attempts`;

const toCode = (row: ResetCodeRow): StoredResetCode => ({
  id: Number(row.id),
  accountId: row.user_id,
  codeHash: row.code_hash,
  linkHash: row.link_hash,
  expiresAt: new Date(row.expires_at),
  usedAt: row.used_at ? new Date(row.used_at) : null,
  failedAttempts: Number(row.failed_attempts),
});

/** Reset codes: every rule that must hold under concurrency is one conditional statement, or one locked transaction. */
@Injectable()
export class SqlResetCodeStore extends ResetCodeStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  issue(
    accountId: string,
    codes: { codeHash: string; linkHash: string; expiresAt: Date },
    now: Date,
  ): Promise<number | null> {
    // The account row is locked first: two requests at once take turns, and the second sees the
    // first one's code (each statement of a READ COMMITTED transaction reads what committed before it).
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [accountId]);
      const inserted = returnedRows<{ id: number }>(
        await tx.query(
          `INSERT INTO password_reset_codes (user_id, code_hash, link_hash, expires_at)
           SELECT $1, $2, $3, $4
            WHERE NOT EXISTS (SELECT 1 FROM password_reset_codes
                               WHERE user_id = $1 AND used_at IS NULL AND expires_at > $5)
           RETURNING id`,
          [accountId, codes.codeHash, codes.linkHash, codes.expiresAt, now],
        ),
      );
      return inserted[0] ? Number(inserted[0].id) : null;
    });
  }

  async latest(accountId: string): Promise<StoredResetCode | null> {
    const rows: ResetCodeRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM password_reset_codes
        WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [accountId],
    );
    return rows[0] ? toCode(rows[0]) : null;
  }

  async byId(id: number): Promise<StoredResetCode | null> {
    const rows: ResetCodeRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM password_reset_codes WHERE id = $1`,
      [id],
    );
    return rows[0] ? toCode(rows[0]) : null;
  }

  async reserveTry(id: number, maxTries: number): Promise<number | null> {
    const [row] = returnedRows<{ failed_attempts: number }>(
      await this.db.query(
        `UPDATE password_reset_codes SET failed_attempts = failed_attempts + 1
          WHERE id = $1 AND failed_attempts < $2 RETURNING failed_attempts`,
        [id, maxTries],
      ),
    );
    return row ? Number(row.failed_attempts) : null;
  }

  async markUsed(id: number, at: Date): Promise<boolean> {
    const result: unknown = await this.db.query(
      `UPDATE password_reset_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL`,
      [id, at],
    );
    return affectedRows(result) === 1;
  }
}
