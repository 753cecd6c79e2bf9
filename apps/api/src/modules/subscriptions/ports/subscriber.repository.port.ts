import type { LegacyPaymentPlatform, Role, SubscriptionState } from '@inhala/domain';

/** An account as the subscription use cases see it. */
export interface Subscriber {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  customerId: string | null;
  subscriptionId: string | null;
  state: SubscriptionState;
  /** When the person's one free trial was spent (their first subscription), or null. */
  trialUsedAt: Date | null;
  isLegacyUser: boolean;
  legacyPaymentPlatform: LegacyPaymentPlatform | null;
  legacySubscriptionId: string | null;
}

export abstract class SubscriberRepository {
  abstract findById(id: string): Promise<Subscriber | null>;
  abstract findByCustomerId(customerId: string): Promise<Subscriber | null>;
  /** Sets the customer id only when none is stored yet; returns the id that is stored. */
  abstract attachCustomer(id: string, customerId: string): Promise<string>;
  abstract saveSubscription(
    id: string,
    change: {
      customerId: string;
      subscriptionId: string;
      state: SubscriptionState;
      role: Role;
      trialUsedAt: Date;
    },
  ): Promise<void>;
}
