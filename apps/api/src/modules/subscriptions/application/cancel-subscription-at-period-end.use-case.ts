import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@inhala/domain';
import { ENDED_SUBSCRIPTION_STATUSES, PaymentGateway } from '../ports/payment-gateway.port';
import { SubscriberRepository } from '../ports/subscriber.repository.port';

/**
 * Before an account is deleted (issue 19): nothing may charge the person again. The provider is
 * asked, not our copy (a second subscription, a late webhook or a stale status would hide one):
 * the customer's open checkouts expire and every subscription of theirs that has not ended is set
 * to end with the period already paid. A provider failure throws
 * ACCOUNT.SUBSCRIPTION_CANCEL_FAILED and the caller deletes nothing, so the person can retry;
 * asking twice is harmless. Legacy subscriptions (wallet, gift) are not ours to cancel.
 */
@Injectable()
export class CancelSubscriptionAtPeriodEnd {
  private readonly logger = new Logger('CancelSubscriptionAtPeriodEnd');

  constructor(
    private readonly subscribers: SubscriberRepository,
    private readonly gateway: PaymentGateway,
  ) {}

  /** True when at least one subscription that had not ended will now end with its period. */
  async execute(accountId: string): Promise<boolean> {
    const subscriber = await this.subscribers.findById(accountId);
    if (!subscriber?.customerId && !subscriber?.subscriptionId) return false;
    try {
      if (subscriber.customerId) {
        const ending = await this.gateway.endAllAtPeriodEnd(subscriber.customerId);
        if (ending.length > 0)
          this.logger.log(`account ${accountId}: ${ending.length} subscription(s) set to end at period end`);
        return ending.length > 0;
      }
      // A subscription stored without its customer: asked about on its own.
      const subscriptionId = subscriber.subscriptionId ?? '';
      const found = await this.gateway.retrieveSubscription(subscriptionId);
      if (!found || ENDED_SUBSCRIPTION_STATUSES.has(found.status)) return false;
      return await this.gateway.cancelAtPeriodEnd(subscriptionId);
    } catch (error) {
      this.logger.warn(
        `cancel at period end failed for account ${accountId} (${this.gateway.kind}): ${String(error)}`,
      );
      throw new DomainError('ACCOUNT.SUBSCRIPTION_CANCEL_FAILED');
    }
  }
}
