"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RESET_CODE_POLICY = void 0;
exports.resetCodeExpiresAt = resetCodeExpiresAt;
exports.isResetCodeUsable = isResetCodeUsable;
/** Password-reset code policy (01 §9, DESIGN standards). */
exports.RESET_CODE_POLICY = {
    digits: 6,
    ttlMinutes: 15,
    maxWrongAttempts: 5,
};
function resetCodeExpiresAt(issuedAt) {
    return new Date(issuedAt.getTime() + exports.RESET_CODE_POLICY.ttlMinutes * 60_000);
}
/** A code is usable while unexpired, unused and under the wrong-attempt limit. */
function isResetCodeUsable(code, now) {
    return (code.usedAt === null &&
        code.failedAttempts < exports.RESET_CODE_POLICY.maxWrongAttempts &&
        now.getTime() < code.expiresAt.getTime());
}
