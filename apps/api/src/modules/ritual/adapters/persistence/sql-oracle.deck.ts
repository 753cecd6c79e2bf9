import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { OracleCardView, OracleContext } from '@inhala/domain';
import { Catalogue } from '../../../content';
import { OracleDeck } from '../../ports/oracle-deck.port';

/**
 * The draws are ours (one per person, context and local day); the cards come from the content
 * context's catalogue.
 */
@Injectable()
export class SqlOracleDeck extends OracleDeck {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly catalogue: Catalogue,
  ) {
    super();
  }

  publishedCards(): Promise<OracleCardView[]> {
    return this.catalogue.publishedOracleCards();
  }

  /** A drawn card stays shown for the day even if it was unpublished since. */
  async drawnCard(ownerId: string, context: OracleContext, date: string): Promise<OracleCardView | null> {
    const rows: Array<{ id: number }> = await this.db.query(
      `SELECT oracle_card_id AS id FROM oracle_draws WHERE user_id = $1 AND context = $2 AND date = $3::date`,
      [ownerId, context, date],
    );
    const id = rows[0]?.id;
    return id === undefined ? null : ((await this.catalogue.oracleCards([id]))[0] ?? null);
  }

  async lastDrawnCardId(ownerId: string, context: OracleContext): Promise<number | null> {
    const rows: Array<{ id: number }> = await this.db.query(
      `SELECT oracle_card_id AS id FROM oracle_draws WHERE user_id = $1 AND context = $2 ORDER BY date DESC LIMIT 1`,
      [ownerId, context],
    );
    return rows[0]?.id ?? null;
  }

  async claimDraw(ownerId: string, context: OracleContext, date: string, cardId: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO oracle_draws (user_id, oracle_card_id, context, date) VALUES ($1, $2, $3, $4::date)
       ON CONFLICT (user_id, context, date) DO NOTHING RETURNING id`,
      [ownerId, cardId, context, date],
    );
    return rows.length === 1;
  }
}
