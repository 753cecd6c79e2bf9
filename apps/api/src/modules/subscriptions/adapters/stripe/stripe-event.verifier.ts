import type Stripe from 'stripe';
import { DomainError } from '@inhala/domain';
import { PaymentEventVerifier, type PaymentEvent } from '../../ports/payment-gateway.port';

/** Stripe's signature check on the raw body, with a 300-second tolerance. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value && 'id' in value
      ? String(value.id)
      : null;

export class StripeEventVerifier extends PaymentEventVerifier {
  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {
    super();
  }

  verify(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        this.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
      );
    } catch {
      throw new DomainError('PAYMENT.SIGNATURE_INVALID');
    }
    return toPaymentEvent(event);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Which subscription and customer an event is about, whatever object it carries. A correctly
 * signed body that is not an event (no id, type or data.object) is refused, not guessed at.
 */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const raw: unknown = event;
  if (!isRecord(raw) || typeof raw['id'] !== 'string' || typeof raw['type'] !== 'string') {
    throw new DomainError('PAYMENT.EVENT_INVALID');
  }
  const data = raw['data'];
  const object = isRecord(data) ? data['object'] : undefined;
  if (!isRecord(object)) throw new DomainError('PAYMENT.EVENT_INVALID');
  const metadata = isRecord(object['metadata']) ? object['metadata'] : {};
  let subscriptionId: string | null = null;
  if (event.type.startsWith('customer.subscription.')) subscriptionId = idOf(object['id']);
  else if (event.type === 'checkout.session.completed') subscriptionId = idOf(object['subscription']);
  else if (event.type.startsWith('invoice.')) {
    const parent = isRecord(object['parent']) ? object['parent'] : {};
    const details = isRecord(parent['subscription_details']) ? parent['subscription_details'] : {};
    subscriptionId = idOf(details['subscription']) ?? idOf(object['subscription']);
  }
  return {
    id: event.id,
    type: event.type,
    subscriptionId,
    customerId: idOf(object['customer']),
    accountId:
      typeof metadata['accountId'] === 'string'
        ? metadata['accountId']
        : typeof object['client_reference_id'] === 'string'
          ? object['client_reference_id']
          : null,
  };
}
