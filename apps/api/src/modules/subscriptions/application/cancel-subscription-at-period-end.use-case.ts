import { Injectable, Logger } from '@nestjs/common';
import { DomainError, type SubscriptionStatus } from '@inhala/domain';
import { PaymentGateway } from '../ports/payment-gateway.port';
import { SubscriberRepository } from '../ports/subscriber.repository.port';

/** Statuses the provider still renews: each would charge the person again after they left. */
const RENEWING: ReadonlySet<SubscriptionStatus> = new Set(['active', 'trialing', 'past_due']);

/**
 * Before an account is deleted (issue 19): a running subscription is set to end with the period
 * already paid, at the provider, so nothing is charged again. A provider failure throws
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

  /** True when a renewing subscription was set to end at its period's end. */
  async execute(accountId: string): Promise<boolean> {
    const subscriber = await this.subscribers.findById(accountId);
    const status = subscriber?.state.status;
    if (!subscriber?.subscriptionId || !status || !RENEWING.has(status)) return false;
    try {
      return await this.gateway.cancelAtPeriodEnd(subscriber.subscriptionId);
    } catch (error) {
      this.logger.warn(
        `cancel at period end failed for account ${accountId} (${this.gateway.kind}): ${String(error)}`,
      );
      throw new DomainError('ACCOUNT.SUBSCRIPTION_CANCEL_FAILED');
    }
  }
}
