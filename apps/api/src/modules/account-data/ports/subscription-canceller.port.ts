/**
 * Ends every running subscription of a person with its paid period, at the payment provider (the
 * subscriptions context). Throws a DomainError when the provider fails.
 */
export abstract class SubscriptionCanceller {
  /** True when at least one subscription that had not ended will now end with its period. */
  abstract cancelAtPeriodEnd(accountId: string): Promise<boolean>;
}
