import type { SubscriptionStatusResponse } from '../contracts/subscription';
import { TRIAL_DAYS } from './plans';
import { grantsAccess, type SubscriptionState } from './subscription-state';

/**
 * Whether the person's current subscription rules out a new checkout, which would be a second
 * subscription for one person. A trial, a paid period and a renewal still being retried
 * (trialing, active, past_due) are running subscriptions: switching between monthly and yearly
 * is done on that same subscription, in the portal. A plan cancelled at period end blocks too
 * while it still gives access: the provider keeps it until that end, so a new checkout would
 * charge the same days twice, and the portal's 'Reanudar suscripción' brings it back. Without
 * access (ended, unpaid, incomplete, paused) the person is a lead again and may start over.
 * This is exactly the access rule, so the status call's hasActiveSubscription tells the client.
 */
export function blocksNewCheckout(state: SubscriptionState, now: Date): boolean {
  return grantsAccess(state, now);
}

/** The client's side of the same rule: what GET /api/subscription/status reports. */
export function hasSubscriptionToManage(status: SubscriptionStatusResponse | null): boolean {
  return status?.hasActiveSubscription === true;
}

/** When a person's one free trial was spent: set by their first subscription, never cleared. */
export interface TrialHistory {
  trialUsedAt: Date | null;
}

/** The 11-day trial is a first-time offer: once per person, ever. */
export function isTrialAvailable(history: TrialHistory): boolean {
  return history.trialUsedAt === null;
}

/** Trial days for a new checkout: 11 the first time, 0 (paid from day one) after that. */
export function checkoutTrialDays(history: TrialHistory): number {
  return isTrialAvailable(history) ? TRIAL_DAYS : 0;
}
