/**
 * What the worker does with an SMTP answer (RFC 5321 §4.2.1): a 4xx is temporary and retried
 * with exponential backoff, at most MAX_SEND_ATTEMPTS tries in all; a 5xx is permanent. A
 * permanent answer about the mailbox (550, 551, 553) or an address the transport refuses is a
 * bounce: that address is never mailed again. Losing the connection is temporary.
 */
export const MAX_SEND_ATTEMPTS = 5;

export type SendFailureKind = 'retry' | 'failed' | 'bounced';

export interface SendFailure {
  /** The SMTP reply code, when the server answered. */
  responseCode?: number | null;
  /** The transport's error code (nodemailer: EENVELOPE, ECONNECTION, ETIMEDOUT, ...). */
  code?: string | null;
}

const BOUNCE_CODES = new Set([550, 551, 553]);
const CONNECTION_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNRESET', 'EPIPE']);

export function classifySendFailure(failure: SendFailure): SendFailureKind {
  const reply = failure.responseCode ?? null;
  if (reply !== null && reply >= 400 && reply < 500) return 'retry';
  if (reply !== null && BOUNCE_CODES.has(reply)) return 'bounced';
  if (reply !== null && reply >= 500) return 'failed';
  if (failure.code === 'EENVELOPE') return 'bounced';
  if (failure.code && CONNECTION_CODES.has(failure.code)) return 'retry';
  return 'failed';
}

/**
 * Seconds to wait before try number `attempt + 1` after `attempt` failed tries: base, 2×, 4×, 8×.
 * Null when no try is left (the mail is marked failed).
 */
export function retryDelaySeconds(attempt: number, baseSeconds: number): number | null {
  if (attempt >= MAX_SEND_ATTEMPTS) return null;
  return baseSeconds * 2 ** Math.max(0, attempt - 1);
}

/** delivered / recipients and opened / delivered, in percent with one decimal; 0 when nothing. */
export function campaignRates(totals: { recipients: number; delivered: number; opened: number }): {
  deliveryRate: number;
  openRate: number;
} {
  const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
  return {
    deliveryRate: percent(totals.delivered, totals.recipients),
    openRate: percent(totals.opened, totals.delivered),
  };
}
