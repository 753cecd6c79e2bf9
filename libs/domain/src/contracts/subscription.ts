import type { Role } from '../accounts/roles';
import type { PlanKind, SubscriptionStatus } from '../subscriptions/subscription-state';

/** GET /api/subscription/status (01 §3). Dates are ISO strings. */
export interface SubscriptionStatusResponse {
  hasActiveSubscription: boolean;
  subscriptionStatus: SubscriptionStatus | null;
  subscriptionPlan: PlanKind | null;
  trialEndsAt: string | null;
  subscriptionEndsAt: string | null;
  role: Role;
  /** False once the person has had a subscription: the 11-day trial is offered once, ever. */
  trialAvailable: boolean;
}

export interface SubscriptionPlanView {
  interval: 'month' | 'year';
  kind: PlanKind;
  name: string;
  /** Whole US dollars. */
  price: number;
  currency: 'usd';
  priceId: string;
  /** Percent saved, yearly plan only. */
  discount?: number;
  description: string;
  features: string[];
}

export interface PlansResponse {
  plans: SubscriptionPlanView[];
}

export interface CreateCheckoutRequest {
  priceId: string;
}

export interface CheckoutResponse {
  url: string;
}

export interface CustomerPortalResponse {
  url: string;
  isExternal: boolean;
}
