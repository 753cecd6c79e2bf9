/**
 * Password-reset code policy (01 §9, DESIGN standards), and why a stranger who knows only an
 * e-mail address cannot stop its owner from recovering the account:
 *
 * - One live code per account: while a code is live (not used, under 15 minutes old, whatever
 *   tries it has left), asking again mails nothing new and retires nothing. A stranger's request
 *   never replaces the code the owner holds, and however many addresses ask, an account gets at
 *   most one code (one mail) per 15 minutes, so at most 4 × 5 codes are ever checked per hour
 *   (before: 5 codes of 5 tries an hour).
 * - Every mail carries the code (5 tries, counted before each check, as before) and a link with a
 *   256-bit secret that works from any device for the code's 15 minutes and is spent only by a
 *   successful reset: wrong codes typed by strangers can use up the code's tries, never the link,
 *   which cannot be guessed.
 * - Asking is limited per address and per (account, address), never per account alone: no
 *   stranger spends the owner's requests.
 */
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
  return isResetLinkUsable(code, now) && code.failedAttempts < RESET_CODE_POLICY.maxWrongAttempts;
}

/** The mail's link works while its code is unexpired and unused, whatever tries were spent on the code. */
export function isResetLinkUsable(code: { expiresAt: Date; usedAt: Date | null }, now: Date): boolean {
  return code.usedAt === null && now.getTime() < code.expiresAt.getTime();
}

/** The query parameter of the reset mail's link on the app's home page (`/?restablecer=<token>`). */
export const RESET_LINK_PARAM = 'restablecer';

/** A link's token: the code's id and the link's secret. */
export function resetLinkToken(codeId: number, secret: string): string {
  return `${codeId}.${secret}`;
}

/** The parts of a link's token, or null for anything else. */
export function parseResetLinkToken(token: unknown): { codeId: number; secret: string } | null {
  if (typeof token !== 'string') return null;
  const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? { codeId: Number(match[1]), secret: match[2] as string } : null;
}
