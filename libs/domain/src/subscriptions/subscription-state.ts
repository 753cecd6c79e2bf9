import type { Role } from '../accounts/roles';

/** Stripe's subscription statuses; 'canceled' and 'trialing' are the ones screens name (01 §3). */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PLAN_KINDS = ['monthly', 'yearly'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** What the server stores about a person's subscription. */
export interface SubscriptionState {
  status: SubscriptionStatus | null;
  plan: PlanKind | null;
  trialEndsAt: Date | null;
  /** When paid access ends: the end of the period for a cancelled plan, or when it ended. */
  subscriptionEndsAt: Date | null;
}

export const NO_SUBSCRIPTION: SubscriptionState = {
  status: null,
  plan: null,
  trialEndsAt: null,
  subscriptionEndsAt: null,
};

/** A trial, a paid period, or a failed renewal still being retried keep access. */
const ACCESS_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['trialing', 'active', 'past_due']);

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return typeof value === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

/**
 * Whether a subscription gives access now. A cancelled plan keeps it until the end of the
 * period already paid for (isCancelled in 01 §3: status canceled, end date in the future).
 */
export function grantsAccess(state: SubscriptionState, now: Date): boolean {
  if (!state.status) return false;
  if (ACCESS_STATUSES.has(state.status)) return true;
  return state.status === 'canceled' && state.subscriptionEndsAt !== null && state.subscriptionEndsAt > now;
}

export function isCancelledWithAccess(state: SubscriptionState, now: Date): boolean {
  return state.status === 'canceled' && state.subscriptionEndsAt !== null && state.subscriptionEndsAt > now;
}

/** The role follows the subscription: lead <-> client. Admins are never touched. */
export function roleForSubscription(current: Role, state: SubscriptionState, now: Date): Role {
  if (current === 'admin') return 'admin';
  return grantsAccess(state, now) ? 'client' : 'lead';
}
