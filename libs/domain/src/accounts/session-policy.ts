/**
 * Server-side session lifetime and the client's revalidation rule (01 §4, §9). A session lasts
 * 30 days from its sign-in or its last refresh, and never more than 90 days after its sign-in:
 * then the person signs in again.
 */
export const SESSION_POLICY = {
  ttlDays: 30,
  absoluteLifetimeDays: 90,
  revalidateAfterMs: 5 * 60_000,
} as const;

const DAY_MS = 24 * 60 * 60_000;

export function sessionExpiresAt(now: Date): Date {
  return new Date(now.getTime() + SESSION_POLICY.ttlDays * DAY_MS);
}

/** The end of the absolute lifetime of a session signed in at `signedInAt`. */
export function sessionLifetimeEndsAt(signedInAt: Date): Date {
  return new Date(signedInAt.getTime() + SESSION_POLICY.absoluteLifetimeDays * DAY_MS);
}

/** The new expiry on refresh-session, or null when the session is past its absolute lifetime. */
export function refreshedSessionExpiresAt(signedInAt: Date, now: Date): Date | null {
  const end = sessionLifetimeEndsAt(signedInAt);
  if (now.getTime() >= end.getTime()) return null;
  const extended = sessionExpiresAt(now);
  return extended.getTime() < end.getTime() ? extended : end;
}

/**
 * Whether the client must call the server to validate the saved session (01 §4): more than
 * 5 minutes since the last validation, no role saved, or a lead coming back from a payment.
 */
export function needsSessionValidation(input: {
  now: number;
  lastValidation: number | null;
  role: string | null | undefined;
  paymentRedirectPresent: boolean;
}): boolean {
  if (!input.role) return true;
  if (input.role === 'lead' && input.paymentRedirectPresent) return true;
  if (input.lastValidation === null) return true;
  return input.now - input.lastValidation > SESSION_POLICY.revalidateAfterMs;
}
