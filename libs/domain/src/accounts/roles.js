"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LEGACY_PAYMENT_PLATFORMS = exports.ROLES = void 0;
exports.hasFullAccess = hasFullAccess;
exports.isAdmin = isAdmin;
exports.ROLES = ['lead', 'client', 'admin'];
/** Legacy payment platforms (02 §3.1): a wallet provider, a legacy card provider, and gift. */
exports.LEGACY_PAYMENT_PLATFORMS = ['wallet', 'legacy_card', 'gift'];
/** Clients and admins have full access; visitors (no role) are treated as leads. */
function hasFullAccess(role) {
    return role === 'client' || role === 'admin';
}
function isAdmin(role) {
    return role === 'admin';
}
