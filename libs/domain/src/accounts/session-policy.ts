/** Server-side session lifetime and the client's revalidation rule (01 §4, §9). */
export const SESSION_POLICY = {
  ttlDays: 30,
  revalidateAfterMs: 5 * 60_000,
} as const;

export function sessionExpiresAt(now: Date): Date {
  return new Date(now.getTime() + SESSION_POLICY.ttlDays * 24 * 60 * 60_000);
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
