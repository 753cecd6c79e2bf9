"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.NO_SUBSCRIPTION = exports.PLAN_KINDS = exports.SUBSCRIPTION_STATUSES = void 0;
exports.isSubscriptionStatus = isSubscriptionStatus;
exports.grantsAccess = grantsAccess;
exports.isCancelledWithAccess = isCancelledWithAccess;
exports.roleForSubscription = roleForSubscription;
/** Stripe's subscription statuses; 'canceled' and 'trialing' are the ones screens name (01 §3). */
exports.SUBSCRIPTION_STATUSES = [
    'trialing',
    'active',
    'past_due',
    'canceled',
    'unpaid',
    'incomplete',
    'incomplete_expired',
    'paused',
];
exports.PLAN_KINDS = ['monthly', 'yearly'];
exports.NO_SUBSCRIPTION = { status: null, plan: null, trialEndsAt: null, subscriptionEndsAt: null };
/** A trial, a paid period, or a failed renewal still being retried keep access. */
const ACCESS_STATUSES = new Set(['trialing', 'active', 'past_due']);
function isSubscriptionStatus(value) {
    return typeof value === 'string' && exports.SUBSCRIPTION_STATUSES.includes(value);
}
/**
 * Whether a subscription gives access now. A cancelled plan keeps it until the end of the
 * period already paid for (isCancelled in 01 §3: status canceled, end date in the future).
 */
function grantsAccess(state, now) {
    if (!state.status)
        return false;
    if (ACCESS_STATUSES.has(state.status))
        return true;
    return state.status === 'canceled' && state.subscriptionEndsAt !== null && state.subscriptionEndsAt > now;
}
function isCancelledWithAccess(state, now) {
    return state.status === 'canceled' && state.subscriptionEndsAt !== null && state.subscriptionEndsAt > now;
}
/** The role follows the subscription: lead <-> client. Admins are never touched. */
function roleForSubscription(current, state, now) {
    if (current === 'admin')
        return 'admin';
    return grantsAccess(state, now) ? 'client' : 'lead';
}
