"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SESSION_POLICY = void 0;
exports.sessionExpiresAt = sessionExpiresAt;
exports.needsSessionValidation = needsSessionValidation;
/** Server-side session lifetime and the client's revalidation rule (01 §4, §9). */
exports.SESSION_POLICY = {
    ttlDays: 30,
    revalidateAfterMs: 5 * 60_000,
};
function sessionExpiresAt(now) {
    return new Date(now.getTime() + exports.SESSION_POLICY.ttlDays * 24 * 60 * 60_000);
}
/**
 * Whether the client must call the server to validate the saved session (01 §4): more than
 * 5 minutes since the last validation, no role saved, or a lead coming back from a payment.
 */
function needsSessionValidation(input) {
    if (!input.role)
        return true;
    if (input.role === 'lead' && input.paymentRedirectPresent)
        return true;
    if (input.lastValidation === null)
        return true;
    return input.now - input.lastValidation > exports.SESSION_POLICY.revalidateAfterMs;
}
