import type { SendFailure } from '@inhala/domain';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post of RFC 8058). */
  headers?: Record<string, string>;
  /**
   * Unique, on MAIL_FROM's domain (messageIdFor); stable for a ledger row: a retry after a crash
   * resends the same message, which receivers that deduplicate by Message-ID show once.
   */
  messageId?: string;
}

/** What the SMTP server (or the outbox) answered when it took the message. */
export interface MailReceipt {
  response: string;
}

/** The server refused the message, or the connection failed; `failure` says how (classifySendFailure). */
export class MailRejected extends Error {
  constructor(
    message: string,
    readonly failure: SendFailure,
  ) {
    super(message);
    this.name = 'MailRejected';
  }
}

/**
 * Sends one message. Other contexts depend on this port, never on a mail technology. A refusal
 * or a transport failure is a MailRejected.
 */
export abstract class Mailer {
  abstract send(message: OutgoingEmail): Promise<MailReceipt>;
}
