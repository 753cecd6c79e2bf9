/**
 * Remembers which provider events were applied, so a redelivery is skipped. An event is recorded
 * only after its work is done: a process or database that dies halfway leaves it unrecorded, and
 * the provider's next delivery does the work again (it stores states and keyed mails, so twice is
 * once).
 */
export abstract class ProcessedPaymentEvents {
  abstract isRecorded(eventId: string): Promise<boolean>;
  abstract record(eventId: string, type: string): Promise<void>;
}
