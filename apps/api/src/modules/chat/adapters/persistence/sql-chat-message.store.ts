import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  DELETED_ACCOUNT_AUTHOR,
  type ChatMessagesResponse,
  type ChatMessageType,
  type ChatMessageView,
  type Role,
} from '@inhala/domain';
import {
  ChatMessageStore,
  type ChatPageQuery,
  type NewChatMessage,
} from '../../ports/chat-message.store.port';

interface Row {
  id: number;
  seq: string;
  client_id: string | null;
  user_id: string | null;
  content: string;
  message_type: ChatMessageType;
  file_url: string | null;
  file_name: string | null;
  file_size: number | null;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  role: Role | null;
  total_likes: number;
  user_has_liked: boolean;
}

/** The message view's columns; `$reader` is the parameter holding the reader's id. */
const view = (reader: string) => `
  m.id, m.seq, m.client_id, m.user_id, m.content, m.message_type, m.file_url, m.file_name, m.file_size,
  m.created_at, u.first_name, u.last_name, u.role,
  (SELECT count(*)::int FROM chat_reactions r WHERE r.message_id = m.id AND r.reaction_type = 'like') AS total_likes,
  EXISTS (SELECT 1 FROM chat_reactions r WHERE r.message_id = m.id AND r.reaction_type = 'like'
          AND r.user_id = ${reader}) AS user_has_liked`;

const toView = (row: Row): ChatMessageView => ({
  id: row.id,
  seq: Number(row.seq),
  clientId: row.client_id,
  userId: row.user_id,
  content: row.content,
  messageType: row.message_type,
  fileUrl: row.file_url,
  fileName: row.file_name,
  fileSize: row.file_size,
  createdAt: new Date(row.created_at).toISOString(),
  // A message whose author deleted their account stays, without an author (issue 19).
  user:
    row.user_id === null || row.first_name === null
      ? { ...DELETED_ACCOUNT_AUTHOR, role: 'lead' }
      : { firstName: row.first_name, lastName: row.last_name ?? '', role: row.role ?? 'lead' },
  reactions: { userHasLiked: row.user_has_liked, totalLikes: row.total_likes },
});

/**
 * The chat in PostgreSQL, each rule one statement: the insert takes its seq from chat_sequence
 * in the same statement (commit order = seq order, see the migration) and keeps one row per
 * (person, client id); a like toggles under the message row's lock, so clicks take turns.
 */
@Injectable()
export class SqlChatMessageStore extends ChatMessageStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async insert(message: NewChatMessage): Promise<{ message: ChatMessageView; created: boolean }> {
    const inserted: Array<{ id: number }> = await this.db.query(
      `WITH next AS (UPDATE chat_sequence SET value = value + 1 RETURNING value)
       INSERT INTO chat_messages (seq, client_id, user_id, content, message_type, file_url, file_name, file_size)
       SELECT next.value, $1, $2, $3, $4, $5, $6, $7 FROM next
       ON CONFLICT (user_id, client_id) DO NOTHING
       RETURNING id`,
      [
        message.clientId,
        message.userId,
        message.content,
        message.messageType,
        message.fileUrl,
        message.fileName,
        message.fileSize,
      ],
    );
    const id = inserted[0]?.id;
    if (id !== undefined) {
      const created = await this.byId(id, message.userId);
      if (created) return { message: created, created: true };
    }
    const existing = message.clientId ? await this.findByClientId(message.userId, message.clientId) : null;
    if (!existing) throw new Error('chat message neither inserted nor found');
    return { message: existing, created: false };
  }

  async findByClientId(userId: string, clientId: string): Promise<ChatMessageView | null> {
    const rows: Row[] = await this.db.query(
      `SELECT ${view('$1')} FROM chat_messages m LEFT JOIN users u ON u.id = m.user_id
        WHERE m.user_id = $1 AND m.client_id = $2`,
      [userId, clientId],
    );
    return rows[0] ? toView(rows[0]) : null;
  }

  private async byId(id: number, readerId: string): Promise<ChatMessageView | null> {
    const rows: Row[] = await this.db.query(
      `SELECT ${view('$2')} FROM chat_messages m LEFT JOIN users u ON u.id = m.user_id WHERE m.id = $1`,
      [id, readerId],
    );
    return rows[0] ? toView(rows[0]) : null;
  }

  async page(query: ChatPageQuery, readerId: string): Promise<ChatMessagesResponse> {
    const newer = query.after !== undefined;
    const bound = newer ? 'm.seq > $3' : query.before !== undefined ? 'm.seq < $3' : '$3::bigint IS NULL';
    const rows: Row[] = await this.db.query(
      `SELECT ${view('$1')} FROM chat_messages m LEFT JOIN users u ON u.id = m.user_id
        WHERE ${bound}
        ORDER BY m.seq ${newer ? 'ASC' : 'DESC'} LIMIT $2`,
      [readerId, query.limit + 1, query.after ?? query.before ?? null],
    );
    const hasMore = rows.length > query.limit;
    const page = rows.slice(0, query.limit).map(toView);
    if (!newer) return { messages: page.reverse(), hasMore };
    const deleted: Array<{ message_id: number }> = await this.db.query(
      `SELECT message_id FROM chat_deletions WHERE seq > $1 ORDER BY seq LIMIT 1000`,
      [query.after],
    );
    return { messages: page, hasMore, deletedIds: deleted.map((d) => Number(d.message_id)) };
  }

  async remove(id: number): Promise<{ fileUrl: string | null } | null> {
    // One statement: the message goes and its tombstone takes the next seq, so a catch-up
    // after any earlier seq sees the deletion.
    const rows: Array<{ file_url: string | null }> = await this.db.query(
      `WITH gone AS (DELETE FROM chat_messages WHERE id = $1 RETURNING id, file_url),
            next AS (UPDATE chat_sequence SET value = value + 1 WHERE EXISTS (SELECT 1 FROM gone) RETURNING value),
            tomb AS (INSERT INTO chat_deletions (message_id, seq) SELECT gone.id, next.value FROM gone, next)
       SELECT file_url FROM gone`,
      [id],
    );
    const row = rows[0];
    return row ? { fileUrl: row.file_url } : null;
  }

  async toggleLike(
    messageId: number,
    userId: string,
  ): Promise<{ liked: boolean; totalLikes: number } | null> {
    return this.db.transaction(async (tx) => {
      const locked: unknown[] = await tx.query(
        `SELECT id FROM chat_messages WHERE id = $1 FOR NO KEY UPDATE`,
        [messageId],
      );
      if (locked.length === 0) return null;
      const rows: Array<{ liked: boolean; total: number }> = await tx.query(
        `WITH removed AS (
           DELETE FROM chat_reactions WHERE message_id = $1 AND user_id = $2 AND reaction_type = 'like' RETURNING 1
         ), added AS (
           INSERT INTO chat_reactions (message_id, user_id, reaction_type)
           SELECT $1, $2, 'like' WHERE NOT EXISTS (SELECT 1 FROM removed)
           ON CONFLICT DO NOTHING RETURNING 1
         )
         SELECT EXISTS (SELECT 1 FROM added) AS liked,
                (SELECT count(*)::int FROM chat_reactions WHERE message_id = $1 AND reaction_type = 'like')
                  - (SELECT count(*)::int FROM removed) + (SELECT count(*)::int FROM added) AS total`,
        [messageId, userId],
      );
      const row = rows[0];
      return row ? { liked: row.liked, totalLikes: row.total } : null;
    });
  }

  async countByOthersSince(userId: string, since: Date | null): Promise<number> {
    const rows: Array<{ n: number }> = await this.db.query(
      `SELECT count(*)::int AS n FROM chat_messages
        WHERE user_id IS DISTINCT FROM $1 AND ($2::timestamptz IS NULL OR created_at > $2::timestamptz)`,
      [userId, since],
    );
    return rows[0]?.n ?? 0;
  }
}
