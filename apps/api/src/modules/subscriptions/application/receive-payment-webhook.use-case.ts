import { Injectable } from '@nestjs/common';
import { DomainError } from '@inhala/domain';
import { PaymentEventVerifier } from '../ports/payment-gateway.port';
import { HandlePaymentEvent, type PaymentEventOutcome } from './handle-payment-event.use-case';

/** POST /api/subscription/webhook: verified on the raw bytes the provider signed, then applied once. */
@Injectable()
export class ReceivePaymentWebhook {
  constructor(
    private readonly verifier: PaymentEventVerifier,
    private readonly handleEvent: HandlePaymentEvent,
  ) {}

  async execute(rawBody: Buffer | undefined, signature: string | undefined): Promise<PaymentEventOutcome> {
    if (!rawBody) throw new DomainError('PAYMENT.SIGNATURE_INVALID');
    return this.handleEvent.execute(this.verifier.verify(rawBody, signature));
  }
}
