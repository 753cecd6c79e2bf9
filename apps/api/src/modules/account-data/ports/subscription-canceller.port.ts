/**
 * Ends a person's running subscription with its paid period, at the payment provider (the
 * subscriptions context). Throws a DomainError when the provider fails.
 */
export abstract class SubscriptionCanceller {
  /** True when a renewing subscription was set to cancel at the end of its period. */
  abstract cancelAtPeriodEnd(accountId: string): Promise<boolean>;
}
