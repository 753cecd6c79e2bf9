import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { affectedRows, returnedRows } from '../../../../platform/database/affected-rows';
import { ResetCodeStore, type StoredResetCode } from '../../ports/reset-code.store.port';

interface ResetCodeRow {
  id: number;
  code_hash: string;
  expires_at: Date;
  used_at: Date | null;
  failed_attempts: number;
}

/** Reset codes: every rule that must hold under concurrency is one conditional statement. */
@Injectable()
export class SqlResetCodeStore extends ResetCodeStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async issue(accountId: string, codeHash: string, expiresAt: Date): Promise<void> {
    // Retiring the earlier codes and storing the new one is one statement: never two live codes.
    await this.db.query(
      `WITH retired AS (UPDATE password_reset_codes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL)
       INSERT INTO password_reset_codes (user_id, code_hash, expires_at) VALUES ($1, $2, $3)`,
      [accountId, codeHash, expiresAt],
    );
  }

  async latest(accountId: string): Promise<StoredResetCode | null> {
    const rows: ResetCodeRow[] = await this.db.query(
      `SELECT id, code_hash, expires_at, used_at, failed_attempts FROM password_reset_codes
        WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [accountId],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          codeHash: row.code_hash,
          expiresAt: new Date(row.expires_at),
          usedAt: row.used_at ? new Date(row.used_at) : null,
          failedAttempts: Number(row.failed_attempts),
        }
      : null;
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
