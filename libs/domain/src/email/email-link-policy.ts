/**
 * How long the links a mail carries work. A preferences link opens someone's choices without a
 * session, so it lasts 90 days; whoever needs it later signs in (the profile has the same page)
 * or uses the link of a newer mail. A one-click unsubscribe link never expires: RFC 8058 expects
 * it to keep working for as long as the mail can be read, and all it can do is send less mail.
 */
export const EMAIL_LINK_POLICY = {
  preferencesDays: 90,
} as const;

/**
 * Whether a preferences link signed at `issuedAt` has expired at `now`. A link without a date
 * (signed before links carried one) has.
 */
export function isPreferencesLinkExpired(issuedAt: Date | null, now: Date): boolean {
  if (issuedAt === null) return true;
  return now.getTime() - issuedAt.getTime() >= EMAIL_LINK_POLICY.preferencesDays * 24 * 60 * 60_000;
}
