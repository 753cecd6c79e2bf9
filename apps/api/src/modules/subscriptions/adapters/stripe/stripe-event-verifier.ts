import type Stripe from 'stripe';
import { DomainError } from '@inhala/domain';
import { PaymentEventVerifier, type PaymentEvent } from '../../ports/payment-gateway.port';

/** Stripe's signature check on the raw body, with a 300-second tolerance. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value && 'id' in value
      ? String((value as { id: unknown }).id)
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

/** Which subscription and customer an event is about, whatever object it carries. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as unknown as Record<string, unknown>;
  const metadata = (object['metadata'] ?? {}) as Record<string, string>;
  let subscriptionId: string | null = null;
  if (event.type.startsWith('customer.subscription.')) subscriptionId = idOf(object['id']);
  else if (event.type === 'checkout.session.completed') subscriptionId = idOf(object['subscription']);
  else if (event.type.startsWith('invoice.')) {
    const parent = object['parent'] as
      { subscription_details?: { subscription?: unknown } } | null | undefined;
    subscriptionId = idOf(parent?.subscription_details?.subscription) ?? idOf(object['subscription']);
  }
  return {
    id: event.id,
    type: event.type,
    subscriptionId,
    customerId: idOf(object['customer']),
    accountId:
      metadata['accountId'] ??
      (typeof object['client_reference_id'] === 'string' ? object['client_reference_id'] : null),
  };
}
