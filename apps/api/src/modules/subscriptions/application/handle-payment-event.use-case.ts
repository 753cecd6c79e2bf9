import { Injectable, Logger } from '@nestjs/common';
import { PaymentGateway, type PaymentEvent, type SubscriptionSnapshot } from '../ports/payment-gateway.port';
import { ProcessedPaymentEvents } from '../ports/processed-payment-events.port';
import { SubscriptionMails } from '../ports/subscription-mails.port';
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
 * on the provider's current state. It is recorded as processed only once applied: two
 * deliveries at the same moment may both apply it, which stores the same state and queues each
 * mail once (the ledger's keys).
 */
@Injectable()
export class HandlePaymentEvent {
  private readonly logger = new Logger('HandlePaymentEvent');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly processed: ProcessedPaymentEvents,
    private readonly sync: SyncSubscription,
    private readonly mails: SubscriptionMails,
  ) {}

  async execute(event: PaymentEvent): Promise<PaymentEventOutcome> {
    if (!HANDLED_EVENT_TYPES.has(event.type)) return 'ignored';
    if (await this.processed.isRecorded(event.id)) return 'duplicate';
    const snapshot = event.subscriptionId
      ? await this.gateway.retrieveSubscription(event.subscriptionId)
      : event.customerId
        ? await this.gateway.latestSubscriptionOf(event.customerId)
        : null;
    if (!snapshot) {
      this.logger.warn(`${event.type} ${event.id}: no subscription to read`);
      await this.processed.record(event.id, event.type);
      return 'ignored';
    }
    const accountId = await this.sync.execute({
      ...snapshot,
      accountId: snapshot.accountId ?? event.accountId,
    });
    if (accountId) await this.queueMail(event, snapshot, accountId);
    // Last: a failure (or a crash) before this line leaves the event to the provider's retry.
    await this.processed.record(event.id, event.type);
    return 'applied';
  }

  /**
   * The person hears about a trial about to end (unless it is set to cancel: nothing will be
   * charged) and about a failed charge. Queued after the subscription is stored; if queueing
   * fails, the event is not recorded and its redelivery queues it (the keys make that once).
   */
  private async queueMail(
    event: PaymentEvent,
    snapshot: SubscriptionSnapshot,
    accountId: string,
  ): Promise<void> {
    if (
      event.type === 'customer.subscription.trial_will_end' &&
      snapshot.status === 'trialing' &&
      !snapshot.cancelAtPeriodEnd &&
      snapshot.trialEndsAt
    )
      await this.mails.trialEnding(accountId, snapshot.trialEndsAt);
    if (event.type === 'invoice.payment_failed') await this.mails.paymentFailed(accountId, event.id);
  }
}
