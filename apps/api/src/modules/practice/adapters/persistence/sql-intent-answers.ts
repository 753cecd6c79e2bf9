import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { normalizedIntents, type IntentKey } from '@inhala/domain';
import { IntentAnswers } from '../../ports/intent-answers.port';

@Injectable()
export class SqlIntentAnswers extends IntentAnswers {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async of(ownerId: string): Promise<IntentKey[] | null> {
    const rows: Array<{ intents: IntentKey[] }> = await this.db.query(
      `SELECT intents FROM practice_intents WHERE user_id = $1`,
      [ownerId],
    );
    return rows[0] ? normalizedIntents(rows[0].intents) : null;
  }

  async set(ownerId: string, intents: readonly IntentKey[]): Promise<void> {
    await this.db.query(
      `INSERT INTO practice_intents (user_id, intents) VALUES ($1, $2::text[])
       ON CONFLICT (user_id) DO UPDATE SET intents = EXCLUDED.intents, answered_at = now()`,
      [ownerId, intents],
    );
  }
}
