/** Password-reset code policy (01 §9, DESIGN standards). */
export const RESET_CODE_POLICY = {
  digits: 6,
  ttlMinutes: 15,
  maxWrongAttempts: 5,
} as const;

export function resetCodeExpiresAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + RESET_CODE_POLICY.ttlMinutes * 60_000);
}

/** A code is usable while unexpired, unused and under the wrong-attempt limit. */
export function isResetCodeUsable(
  code: { expiresAt: Date; usedAt: Date | null; failedAttempts: number },
  now: Date,
): boolean {
  return (
    code.usedAt === null &&
    code.failedAttempts < RESET_CODE_POLICY.maxWrongAttempts &&
    now.getTime() < code.expiresAt.getTime()
  );
}
