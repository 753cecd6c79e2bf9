import { Injectable, Logger } from '@nestjs/common';
import { PaymentGateway, type PaymentEvent } from '../ports/payment-gateway.port';
import { ProcessedPaymentEvents } from '../ports/processed-payment-events.port';
import { SyncSubscription } from './sync-subscription.use-case';

/** The events that can change a subscription; anything else is acknowledged and ignored. */
const HANDLED_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
]);

export type PaymentEventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies one verified payment event, once. The event only says *which* subscription moved:
 * its state is re-read from the provider, so late, early or repeated deliveries all converge
 * on the provider's current state.
 */
@Injectable()
export class HandlePaymentEvent {
  private readonly logger = new Logger('HandlePaymentEvent');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly processed: ProcessedPaymentEvents,
    private readonly sync: SyncSubscription,
  ) {}

  async execute(event: PaymentEvent): Promise<PaymentEventOutcome> {
    if (!HANDLED_EVENT_TYPES.has(event.type)) return 'ignored';
    if (!(await this.processed.claim(event.id, event.type))) return 'duplicate';
    try {
      const snapshot = event.subscriptionId
        ? await this.gateway.retrieveSubscription(event.subscriptionId)
        : event.customerId
          ? await this.gateway.latestSubscriptionOf(event.customerId)
          : null;
      if (!snapshot) {
        this.logger.warn(`${event.type} ${event.id}: no subscription to read`);
        return 'ignored';
      }
      await this.sync.execute({ ...snapshot, accountId: snapshot.accountId ?? event.accountId });
      return 'applied';
    } catch (error) {
      await this.processed.release(event.id); // the provider retries; the next delivery is applied
      throw error;
    }
  }
}
