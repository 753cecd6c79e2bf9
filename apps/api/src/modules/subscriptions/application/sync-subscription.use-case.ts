import { Injectable, Logger } from '@nestjs/common';
import { planKindOfPrice, roleForSubscription, type SubscriptionState } from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import type { SubscriptionSnapshot } from '../ports/payment-gateway.port';
import { SubscriberRepository } from '../ports/subscriber.repository.port';
import { PaymentSettings } from '../ports/payment-settings.port';

/**
 * Makes our copy of a subscription equal to the provider's current view, and the role follow
 * it. It stores a state, never a delta, so applying the same snapshot twice or snapshots read
 * in any order after the last change ends in the same place.
 */
@Injectable()
export class SyncSubscription {
  private readonly logger = new Logger('SyncSubscription');

  constructor(
    private readonly subscribers: SubscriberRepository,
    private readonly settings: PaymentSettings,
    private readonly clock: Clock,
  ) {}

  /** The account the snapshot was applied to, or null when it belongs to nobody (or is stale). */
  async execute(snapshot: SubscriptionSnapshot): Promise<string | null> {
    const subscriber =
      (await this.subscribers.findByCustomerId(snapshot.customerId)) ??
      (snapshot.accountId ? await this.subscribers.findById(snapshot.accountId) : null);
    if (!subscriber) {
      this.logger.warn(`no account for customer ${snapshot.customerId}`);
      return null;
    }
    // A person's newer subscription is never overwritten by news about an older, ended one.
    if (
      subscriber.subscriptionId &&
      subscriber.subscriptionId !== snapshot.subscriptionId &&
      snapshot.status === 'canceled'
    ) {
      return null;
    }
    const state = stateOf(
      snapshot,
      planKindOfPrice(this.settings.pricing, snapshot.priceId ?? '') ?? subscriber.state.plan,
    );
    await this.subscribers.saveSubscription(subscriber.id, {
      customerId: snapshot.customerId,
      subscriptionId: snapshot.subscriptionId,
      state,
      role: roleForSubscription(subscriber.role, state, this.clock.now()),
      // The first subscription stored spends the person's one trial (checkoutTrialDays).
      trialUsedAt: subscriber.trialUsedAt ?? this.clock.now(),
    });
    return subscriber.id;
  }
}

function stateOf(snapshot: SubscriptionSnapshot, plan: SubscriptionState['plan']): SubscriptionState {
  // A plan set to cancel at period end is shown as cancelled, with access until that end.
  if (snapshot.cancelAtPeriodEnd && snapshot.status !== 'canceled') {
    return {
      status: 'canceled',
      plan,
      trialEndsAt: snapshot.trialEndsAt,
      subscriptionEndsAt: snapshot.currentPeriodEnd,
    };
  }
  if (snapshot.status === 'canceled') {
    return {
      status: 'canceled',
      plan,
      trialEndsAt: snapshot.trialEndsAt,
      subscriptionEndsAt: snapshot.endedAt ?? snapshot.currentPeriodEnd,
    };
  }
  return {
    status: snapshot.status,
    plan,
    trialEndsAt: snapshot.trialEndsAt,
    subscriptionEndsAt: snapshot.currentPeriodEnd,
  };
}
