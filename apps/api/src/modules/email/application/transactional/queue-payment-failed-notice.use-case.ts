import { Injectable } from '@nestjs/common';
import { EmailOutbox } from '../../ports/email-outbox.port';

/**
 * 'No pudimos cobrar tu suscripción' (payment_failed), once per provider event: a redelivered
 * event queues nothing more; a later failed retry of the invoice (a new event) warns again.
 */
@Injectable()
export class QueuePaymentFailedNotice {
  constructor(private readonly outbox: EmailOutbox) {}

  execute(userId: string, eventId: string): Promise<boolean> {
    return this.outbox.enqueue({
      dedupeKey: `payment_failed:${eventId}`,
      emailType: 'payment_failed',
      templateKey: 'payment_failed',
      userId,
      action: '/profile',
    });
  }
}
