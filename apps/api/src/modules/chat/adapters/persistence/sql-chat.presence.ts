import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { OnlineUser } from '@inhala/domain';
import { returnedRows } from '../../../../platform/database/affected-rows';
import { ChatPresence } from '../../ports/chat-presence.port';
import { ChatSocketSettings } from '../ws/chat-socket.settings';

/**
 * Presence in PostgreSQL: one row per open socket, stamped with this process's id. The process
 * refreshes its rows on every heartbeat; rows older than the TTL (a process that died) are
 * swept by whichever process refreshes next, and never counted as online meanwhile.
 */
@Injectable()
export class SqlChatPresence extends ChatPresence {
  /** This API process (one Nest application). */
  private readonly instanceId = randomUUID();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: ChatSocketSettings,
  ) {
    super();
  }

  private get ttl(): number {
    return this.settings.presenceTtlMs;
  }

  private async isOnline(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM chat_presence
        WHERE user_id = $1 AND last_seen > now() - ($2::int * interval '1 millisecond') LIMIT 1`,
      [userId, this.ttl],
    );
    return rows.length > 0;
  }

  /**
   * The count and the insert under one lock per person (held until commit), so a burst of
   * sockets opened at once on several processes cannot all see room for one more.
   */
  async join(
    connectionId: string,
    userId: string,
    maxSockets: number,
  ): Promise<{ admitted: boolean; appeared: boolean }> {
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`inhala:chat-presence:${userId}`]);
      const [row] = await tx.query<Array<{ sockets: number }>>(
        `SELECT count(*)::int AS sockets FROM chat_presence
          WHERE user_id = $1 AND last_seen > now() - ($2::int * interval '1 millisecond')`,
        [userId, this.ttl],
      );
      const sockets = row?.sockets ?? 0;
      if (sockets >= maxSockets) return { admitted: false, appeared: false };
      await tx.query(
        `INSERT INTO chat_presence (connection_id, user_id, instance_id) VALUES ($1, $2, $3)
         ON CONFLICT (connection_id) DO UPDATE SET last_seen = now()`,
        [connectionId, userId, this.instanceId],
      );
      return { admitted: true, appeared: sockets === 0 };
    });
  }

  async leave(connectionId: string): Promise<boolean> {
    const result: unknown = await this.db.query(
      `DELETE FROM chat_presence WHERE connection_id = $1 RETURNING user_id`,
      [connectionId],
    );
    const row = returnedRows<{ user_id: string }>(result)[0];
    return row ? !(await this.isOnline(row.user_id)) : false;
  }

  async refresh(): Promise<boolean> {
    await this.db.query(`UPDATE chat_presence SET last_seen = now() WHERE instance_id = $1`, [
      this.instanceId,
    ]);
    const result: unknown = await this.db.query(
      `DELETE FROM chat_presence WHERE last_seen <= now() - ($1::int * interval '1 millisecond') RETURNING user_id`,
      [this.ttl],
    );
    return returnedRows(result).length > 0;
  }

  async online(): Promise<OnlineUser[]> {
    const rows: Array<{ id: string; first_name: string; last_name: string }> = await this.db.query(
      `SELECT u.id, u.first_name, u.last_name FROM users u
        WHERE EXISTS (SELECT 1 FROM chat_presence p WHERE p.user_id = u.id
                        AND p.last_seen > now() - ($1::int * interval '1 millisecond'))
        ORDER BY u.first_name, u.last_name, u.id`,
      [this.ttl],
    );
    return rows.map((row) => ({ id: row.id, firstName: row.first_name, lastName: row.last_name }));
  }

  async leaveAll(): Promise<void> {
    await this.db.query(`DELETE FROM chat_presence WHERE instance_id = $1`, [this.instanceId]);
  }
}
