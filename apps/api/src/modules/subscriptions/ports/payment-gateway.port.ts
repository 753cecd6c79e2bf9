import type { PlanKind, SubscriptionStatus } from '@inhala/domain';

/** The provider's current view of one subscription, re-read whenever an event arrives. */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId: string;
  /** Our account id, carried in the provider's metadata when we created the checkout. */
  accountId: string | null;
  status: SubscriptionStatus;
  priceId: string | null;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
}

/** A verified payment event, reduced to what the use cases need. */
export interface PaymentEvent {
  id: string;
  type: string;
  subscriptionId: string | null;
  customerId: string | null;
  accountId: string | null;
}

export interface CustomerDetails {
  accountId: string;
  email: string;
  name: string;
}

export interface CheckoutRequest {
  accountId: string;
  customerId: string;
  priceId: string;
  plan: PlanKind;
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
}

/** Why the provider refused; the use cases turn these into the spec's error codes. */
export class PaymentGatewayError extends Error {
  constructor(
    readonly reason: 'customer-not-found' | 'portal-not-configured' | 'price-not-found' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

/**
 * The card payment provider as the subscription use cases need it. Stripe in production; the
 * local test-mode checkout on the embedded default. Both drive the same use cases.
 */
export abstract class PaymentGateway {
  /** 'stripe' or 'local': the status page says which one took the payment. */
  abstract readonly kind: 'stripe' | 'local';
  abstract createCustomer(details: CustomerDetails): Promise<string>;
  abstract createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  abstract createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
  abstract retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>;
  /** The newest subscription of a customer, for events that name only the customer. */
  abstract latestSubscriptionOf(customerId: string): Promise<SubscriptionSnapshot | null>;
  /**
   * The subscription ends with its paid period and is not renewed (issue 19: before an account
   * is deleted). Asking again is harmless; false when the provider does not know the subscription.
   */
  abstract cancelAtPeriodEnd(subscriptionId: string): Promise<boolean>;
  /**
   * Before an account is deleted (issue 19), as the provider sees the customer, not as our copy
   * says: the customer's open checkout pages expire first (none can start a subscription
   * afterwards), then every subscription of theirs that has not ended (any status but
   * 'canceled' and 'incomplete_expired': a second one, one a late webhook never told us about,
   * an unpaid or paused one that may resume) is set to end with its paid period. Asking again is
   * harmless. Answers the ids of the subscriptions that will now end.
   */
  abstract endAllAtPeriodEnd(customerId: string): Promise<string[]>;
}

/** Provider statuses of a subscription that can never charge again. */
export const ENDED_SUBSCRIPTION_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

/** Verifies a provider's webhook delivery on its raw body; throws on a bad or stale signature. */
export abstract class PaymentEventVerifier {
  abstract verify(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
