/**
 * What the worker does with an SMTP answer (RFC 5321 §4.2.1): a 4xx is temporary and retried
 * with exponential backoff, at most MAX_SEND_ATTEMPTS tries in all. A permanent answer to
 * RCPT TO about the mailbox (550, 551, 553) is a bounce: that address is never mailed again.
 * A refusal of the sender or of our credentials (MAIL FROM, AUTH, TLS) is about us, not the
 * person: it is retried like a temporary one, so a bad SMTP setting never suppresses everyone.
 * Any other permanent answer (content refused at DATA, ...) fails that mail only. Losing the
 * connection is temporary.
 */
export const MAX_SEND_ATTEMPTS = 5;

export type SendFailureKind = 'retry' | 'failed' | 'bounced';

export interface SendFailure {
  /** The SMTP reply code, when the server answered. */
  responseCode?: number | null;
  /** The transport's error code (nodemailer: EENVELOPE, ECONNECTION, ETIMEDOUT, ...). */
  code?: string | null;
  /** The command the server answered ('RCPT TO', 'MAIL FROM', 'DATA', 'AUTH PLAIN', ...). */
  command?: string | null;
}

const BOUNCE_CODES = new Set([550, 551, 553]);
const CONNECTION_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNRESET', 'EPIPE']);
/** Our side: the relay refused our credentials or TLS. */
const SENDER_CODES = new Set(['EAUTH', 'ETLS', 'ENOAUTH']);

export function classifySendFailure(failure: SendFailure): SendFailureKind {
  const reply = failure.responseCode ?? null;
  const command = (failure.command ?? '').toUpperCase();
  if (reply !== null && reply >= 400 && reply < 500) return 'retry';
  if (failure.code && (CONNECTION_CODES.has(failure.code) || SENDER_CODES.has(failure.code))) return 'retry';
  if (command.startsWith('MAIL') || command.startsWith('AUTH') || command.startsWith('STARTTLS'))
    return 'retry';
  if (reply !== null && command.startsWith('RCPT')) return BOUNCE_CODES.has(reply) ? 'bounced' : 'failed';
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
