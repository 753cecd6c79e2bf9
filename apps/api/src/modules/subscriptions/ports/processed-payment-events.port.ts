/** Remembers which provider events were applied, so a redelivery is applied once. */
export abstract class ProcessedPaymentEvents {
  /** True when this call claimed the event; false when it was already claimed. */
  abstract claim(eventId: string, type: string): Promise<boolean>;
  /** Gives a claim back after a failure, so the provider's retry is processed. */
  abstract release(eventId: string): Promise<void>;
}
