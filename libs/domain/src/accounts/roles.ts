export const ROLES = ['lead', 'client', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Legacy payment platforms (02 §3.1): a wallet provider, a legacy card provider, and gift. */
export const LEGACY_PAYMENT_PLATFORMS = ['wallet', 'legacy_card', 'gift'] as const;
export type LegacyPaymentPlatform = (typeof LEGACY_PAYMENT_PLATFORMS)[number];

/** Clients and admins have full access; visitors (no role) are treated as leads. */
export function hasFullAccess(role: Role | null | undefined): boolean {
  return role === 'client' || role === 'admin';
}

export function isAdmin(role: Role | null | undefined): boolean {
  return role === 'admin';
}
