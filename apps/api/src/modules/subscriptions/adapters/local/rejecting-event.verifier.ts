import { DomainError } from '@inhala/domain';
import { PaymentEventVerifier, type PaymentEvent } from '../../ports/payment-gateway.port';

/** Without Stripe there is no one to sign events: every delivery to the webhook is refused. */
export class RejectingEventVerifier extends PaymentEventVerifier {
  verify(): PaymentEvent {
    throw new DomainError('PAYMENT.SIGNATURE_INVALID');
  }
}
