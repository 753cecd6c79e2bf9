"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const reset_code_1 = require("./reset-code");
const session_policy_1 = require("./session-policy");
describe('reset code policy', () => {
    const issued = new Date('2026-11-21T10:00:00Z');
    const code = { expiresAt: (0, reset_code_1.resetCodeExpiresAt)(issued), usedAt: null, failedAttempts: 0 };
    it('should expire fifteen minutes after it is issued', () => {
        expect((0, reset_code_1.isResetCodeUsable)(code, new Date('2026-11-21T10:14:59Z'))).toBe(true);
        expect((0, reset_code_1.isResetCodeUsable)(code, new Date('2026-11-21T10:15:00Z'))).toBe(false);
    });
    it('should stop working once used or after five wrong tries', () => {
        const now = new Date('2026-11-21T10:01:00Z');
        expect((0, reset_code_1.isResetCodeUsable)({ ...code, usedAt: now }, now)).toBe(false);
        expect((0, reset_code_1.isResetCodeUsable)({ ...code, failedAttempts: 4 }, now)).toBe(true);
        expect((0, reset_code_1.isResetCodeUsable)({ ...code, failedAttempts: 5 }, now)).toBe(false);
    });
});
describe('session revalidation rule', () => {
    const now = 1_000_000_000;
    it('should trust a session validated less than five minutes ago', () => {
        expect((0, session_policy_1.needsSessionValidation)({ now, lastValidation: now - 4 * 60_000, role: 'client', paymentRedirectPresent: false })).toBe(false);
    });
    it('should revalidate after five minutes, without a role, or for a lead back from payment', () => {
        expect((0, session_policy_1.needsSessionValidation)({ now, lastValidation: now - 5 * 60_000 - 1, role: 'client', paymentRedirectPresent: false })).toBe(true);
        expect((0, session_policy_1.needsSessionValidation)({ now, lastValidation: now, role: null, paymentRedirectPresent: false })).toBe(true);
        expect((0, session_policy_1.needsSessionValidation)({ now, lastValidation: now, role: 'lead', paymentRedirectPresent: true })).toBe(true);
        expect((0, session_policy_1.needsSessionValidation)({ now, lastValidation: now, role: 'client', paymentRedirectPresent: true })).toBe(false);
    });
});
