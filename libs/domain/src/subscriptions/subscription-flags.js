"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.deriveSubscriptionFlags = deriveSubscriptionFlags;
/**
 * The flags every screen reads (01 §3). Null status (not signed in, or a 401) means a lead
 * without a subscription; admins count as subscribed because they have full access.
 */
function deriveSubscriptionFlags(status, now) {
    const role = status?.role ?? 'lead';
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
