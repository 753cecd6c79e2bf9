import type { EmailTemplateKey } from '@inhala/domain';

/** One mail for one person, to be sent by the worker. */
export interface QueuedEmail {
  /**
   * What makes this mail the same mail however often it is queued: `welcome:<userId>`,
   * `campaign:<id>:<userId>`, `reminder:<userId>:<localDate>`, `trial_ending:<userId>:<trialEnd>`.
   */
  dedupeKey: string;
  /** The log's emailType (welcome, trial_ending, payment_failed, campaign, reminder, ...). */
  emailType: string;
  templateKey: EmailTemplateKey;
  userId: string;
  /** The template's variables besides firstName and appUrl (read when the mail is sent). */
  variables?: Record<string, string | number>;
  /** Where the button goes: a path of this app or an absolute URL. */
  action?: string;
  campaignId?: number | null;
  /** Not before this instant (default: now). */
  notBefore?: Date;
}

/**
 * The send ledger's front door: a mail queued here is sent by the worker exactly once per
 * dedupe key. Enqueueing joins the caller's unit of work, so a mail is queued only if the change
 * that asked for it is kept.
 */
export abstract class EmailOutbox {
  /** True when queued now; false when the key was queued before (nothing changes). */
  abstract enqueue(mail: QueuedEmail): Promise<boolean>;
}
