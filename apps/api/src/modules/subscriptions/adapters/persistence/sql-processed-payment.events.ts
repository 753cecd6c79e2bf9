import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ProcessedPaymentEvents } from '../../ports/processed-payment-events.port';

/** The primary key makes the claim atomic: of two concurrent deliveries, one inserts. */
@Injectable()
export class SqlProcessedPaymentEvents extends ProcessedPaymentEvents {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async claim(eventId: string, type: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO payment_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [eventId, type],
    );
    return rows.length === 1;
  }

  async release(eventId: string): Promise<void> {
    await this.db.query(`DELETE FROM payment_events WHERE id = $1`, [eventId]);
  }
}
