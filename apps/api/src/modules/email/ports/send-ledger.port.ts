import type { EmailPreferenceKind, EmailTemplateKey } from '@inhala/domain';

/** A ledger row as this worker's claim holds it: every write about it names the claim. */
export interface LeaseHold {
  /** email_logs.id (bigint, as text): the tracking links are made from it. */
  id: string;
  /** Made by the claim; another worker's later claim replaces it. */
  leaseToken: string;
}

/** One ledger row the worker claimed, with what it needs to decide and compose, read at claim time. */
export interface ClaimedEmail extends LeaseHold {
  /** email_logs.message_key: the row's Message-ID, the same on every try. */
  messageKey: string;
  userId: string | null;
  personExists: boolean;
  toEmail: string;
  firstName: string;
  templateKey: EmailTemplateKey;
  variables: Record<string, string | number>;
  action: string | null;
  campaignId: number | null;
  /** A campaign's own subject and body (copied from its pending e-mail). */
  campaignText: { subject: string; body: string } | null;
  /** Failed tries so far (a lease that ran out counts as one). */
  retryCount: number;
  suppressed: boolean;
  /** The template's active switch: an automatic mail (not a campaign) of an inactive one is skipped. */
  templateActive: boolean;
  preferences: Record<EmailPreferenceKind, boolean>;
}

/**
 * The send ledger (email_logs): due rows are claimed with a lease, so any number of workers can
 * share it, and each outcome is written right after the SMTP answer, in one short statement.
 * Every write after the claim holds only while the claim does (its lease token): a worker whose
 * lease ran out and whose row another worker took neither sends it nor overwrites its outcome.
 */
export abstract class SendLedger {
  /**
   * Up to `limit` rows that are due ('queued' and next_attempt_at reached, or 'sending' with a
   * lease that ran out: its worker died), now 'sending' with a lease of `leaseSeconds`. Committed
   * before the caller sends anything; rows another worker holds are skipped, not waited for.
   */
  abstract claimDue(now: Date, limit: number, leaseSeconds: number): Promise<ClaimedEmail[]>;
  /**
   * Right before sending: the lease starts again from `now`, if this claim still holds the row.
   * False when another worker took it over (this worker's lease ran out): it must not be sent.
   */
  abstract renew(row: LeaseHold, now: Date, leaseSeconds: number): Promise<boolean>;
  /** The server took it: 'sent' / 'delivered' with its answer. */
  abstract markSent(row: LeaseHold, response: string, now: Date): Promise<void>;
  /** A temporary refusal: queued again for `nextAttemptAt`, `retryCount` failed tries so far. */
  abstract markRetry(row: LeaseHold, retryCount: number, nextAttemptAt: Date, error: string): Promise<void>;
  /** A permanent refusal, or the last try failed. */
  abstract markFailed(row: LeaseHold, retryCount: number, error: string): Promise<void>;
  /** The mailbox does not exist: 'bounced', and the address is suppressed for good (one statement). */
  abstract markBounced(row: LeaseHold, email: string, error: string): Promise<void>;
  abstract markSkipped(row: LeaseHold, reason: string): Promise<void>;
  /** Rows claimed by this worker that it will not send after all (it is stopping): due again now. */
  abstract release(rows: LeaseHold[]): Promise<void>;
}
