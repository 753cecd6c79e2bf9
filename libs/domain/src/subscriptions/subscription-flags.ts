import type { Role } from '../accounts/roles';
import type { SubscriptionStatusResponse } from '../contracts/subscription';

/** The status of a person without any subscription: what a new account reads. */
export const LEAD_WITHOUT_SUBSCRIPTION: SubscriptionStatusResponse = {
  hasActiveSubscription: false,
  subscriptionStatus: null,
  subscriptionPlan: null,
  trialEndsAt: null,
  subscriptionEndsAt: null,
  role: 'lead',
  trialAvailable: true,
};

export interface SubscriptionFlags {
  isSubscribed: boolean;
  isClient: boolean;
  isLead: boolean;
  isAdmin: boolean;
  isCancelled: boolean;
}

/**
 * The flags every screen reads (01 §3). Null status (not signed in, or a 401) means a lead
 * without a subscription; admins count as subscribed because they have full access.
 */
export function deriveSubscriptionFlags(
  status: SubscriptionStatusResponse | null,
  now: Date,
): SubscriptionFlags {
  const role: Role = status?.role ?? 'lead';
  const endsAt = status?.subscriptionEndsAt ? new Date(status.subscriptionEndsAt) : null;
  const isCancelled = status?.subscriptionStatus === 'canceled' && endsAt !== null && endsAt > now;
  const isAdmin = role === 'admin';
  const isSubscribed = isAdmin || Boolean(status?.hasActiveSubscription);
  return {
    isSubscribed,
    isClient: role === 'client',
    isLead: role === 'lead' && !isSubscribed,
    isAdmin,
    isCancelled,
  };
}
