import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProcessedPaymentEvents } from '../../ports/processed-payment-events.port';
import { PaymentEventOrmEntity } from './payment-event.orm-entity';

/** The primary key makes the claim atomic: of two concurrent deliveries, one inserts. */
@Injectable()
export class TypeormProcessedPaymentEvents extends ProcessedPaymentEvents {
  constructor(
    @InjectRepository(PaymentEventOrmEntity) private readonly events: Repository<PaymentEventOrmEntity>,
  ) {
    super();
  }

  async claim(eventId: string, type: string): Promise<boolean> {
    const result = await this.events
      .createQueryBuilder()
      .insert()
      .values({ id: eventId, type })
      .orIgnore()
      .returning(['id'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  async release(eventId: string): Promise<void> {
    await this.events.delete({ id: eventId });
  }
}
