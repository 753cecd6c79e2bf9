import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { isSubscriptionStatus } from '@inhala/domain';
import {
  ENDED_SUBSCRIPTION_STATUSES,
  PaymentGateway,
  PaymentGatewayError,
  type CheckoutRequest,
  type CustomerDetails,
  type SubscriptionSnapshot,
} from '../../ports/payment-gateway.port';

const fromUnix = (seconds: number | null | undefined): Date | null =>
  seconds ? new Date(seconds * 1000) : null;
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

function isStripeError(error: unknown): error is { type: string; code?: string; message: string } {
  return typeof error === 'object' && error !== null && 'type' in error && typeof error.type === 'string';
}

/** Stripe Checkout, Billing and the Customer Portal, through the official SDK. */
export class StripePaymentGateway extends PaymentGateway {
  readonly kind = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {
    super();
  }

  async createCustomer(details: CustomerDetails): Promise<string> {
    const customer = await this.stripe.customers.create(
      { email: details.email, name: details.name, metadata: { accountId: details.accountId } },
      // Two checkouts started together create one customer.
      { idempotencyKey: `customer-${details.accountId}` },
    );
    return customer.id;
  }

  async createCheckout(request: CheckoutRequest): Promise<{ url: string }> {
    await this.expireOpenCheckouts(request.customerId);
    try {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: request.customerId,
          client_reference_id: request.accountId,
          line_items: [{ price: request.priceId, quantity: 1 }],
          subscription_data: {
            // A returning person has spent the trial: no trial at all, paid from day one.
            ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
            metadata: { accountId: request.accountId, plan: request.plan },
          },
          metadata: { accountId: request.accountId },
          locale: 'es',
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `checkout-${request.accountId}-${randomUUID()}` },
      );
      if (!session.url)
        throw new PaymentGatewayError('unavailable', 'Stripe returned a checkout session without url');
      return { url: session.url };
    } catch (error) {
      if (isStripeError(error) && error.code === 'resource_missing' && /price/i.test(error.message)) {
        throw new PaymentGatewayError('price-not-found', error.message);
      }
      throw error;
    }
  }

  /**
   * A person's earlier checkout pages stop working when a new one starts, so two tabs cannot
   * complete two subscriptions for one person. One that completed meanwhile is left to its
   * webhook (Stripe refuses to expire it).
   */
  private async expireOpenCheckouts(customerId: string): Promise<void> {
    // Collected first: expiring while paging would shift the pages of 'open' sessions.
    const open: string[] = [];
    for await (const session of this.stripe.checkout.sessions.list({
      customer: customerId,
      status: 'open',
      limit: 100,
    }))
      open.push(session.id);
    for (const id of open) {
      try {
        await this.stripe.checkout.sessions.expire(id);
      } catch (error) {
        if (!isStripeError(error)) throw error;
      }
    }
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }> {
    try {
      const session = await this.stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        locale: 'es',
      });
      return { url: session.url };
    } catch (error) {
      if (isStripeError(error) && error.code === 'resource_missing')
        throw new PaymentGatewayError('customer-not-found', error.message);
      if (isStripeError(error) && /configuration/i.test(error.message))
        throw new PaymentGatewayError('portal-not-configured', error.message);
      throw error;
    }
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null> {
    try {
      return toSnapshot(await this.stripe.subscriptions.retrieve(subscriptionId));
    } catch (error) {
      if (isStripeError(error) && error.code === 'resource_missing') return null;
      throw error;
    }
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<boolean> {
    try {
      // No fixed idempotency key: Stripe would replay the first answer it stored (an outage's 500
      // included) for 24 h. Setting the flag is idempotent by itself; the SDK gives each call its
      // own random key, shared only by that call's network retries.
      await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      return true;
    } catch (error) {
      if (isStripeError(error) && error.code === 'resource_missing') return false;
      throw error;
    }
  }

  async endAllAtPeriodEnd(customerId: string): Promise<string[]> {
    try {
      await this.expireOpenCheckouts(customerId);
      const running: Stripe.Subscription[] = [];
      for await (const subscription of this.stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 100,
      }))
        if (!ENDED_SUBSCRIPTION_STATUSES.has(subscription.status)) running.push(subscription);
      for (const subscription of running)
        if (!subscription.cancel_at_period_end)
          await this.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
      return running.map((subscription) => subscription.id);
    } catch (error) {
      // A customer Stripe does not know has nothing that could charge.
      if (isStripeError(error) && error.code === 'resource_missing' && /customer/i.test(error.message))
        return [];
      throw error;
    }
  }

  async latestSubscriptionOf(customerId: string): Promise<SubscriptionSnapshot | null> {
    const list = await this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 1 });
    const newest = list.data[0];
    return newest ? toSnapshot(newest) : null;
  }
}

function toSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items?.data?.[0];
  // Since 2025 the billing period lives on the item; older API versions kept it on the subscription.
  const legacyPeriodEnd = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    accountId: subscription.metadata?.['accountId'] ?? null,
    status: isSubscriptionStatus(subscription.status) ? subscription.status : 'incomplete',
    priceId: item?.price?.id ?? null,
    trialEndsAt: fromUnix(subscription.trial_end),
    currentPeriodEnd: fromUnix(item?.current_period_end ?? legacyPeriodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: fromUnix(subscription.ended_at),
  };
}
