/** The mails a subscription's events ask for (both transactional: they always go out). */
export abstract class SubscriptionMails {
  /** The provider's 3-days-ahead notice of a trial's end. */
  abstract trialEnding(accountId: string, trialEndsAt: Date): Promise<void>;
  /** A charge failed; `eventId` makes a redelivered event queue nothing more. */
  abstract paymentFailed(accountId: string, eventId: string): Promise<void>;
}
