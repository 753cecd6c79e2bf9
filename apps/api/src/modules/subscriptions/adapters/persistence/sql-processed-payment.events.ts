import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ProcessedPaymentEvents } from '../../ports/processed-payment-events.port';

/** The primary key keeps one row per event, whichever of two concurrent deliveries ends first. */
@Injectable()
export class SqlProcessedPaymentEvents extends ProcessedPaymentEvents {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async isRecorded(eventId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM payment_events WHERE id = $1`, [eventId]);
    return rows.length > 0;
  }

  async record(eventId: string, type: string): Promise<void> {
    await this.db.query(`INSERT INTO payment_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [
      eventId,
      type,
    ]);
  }
}
