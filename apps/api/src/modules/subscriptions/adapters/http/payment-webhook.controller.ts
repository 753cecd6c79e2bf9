import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DomainError } from '@inhala/domain';
import {
  HandlePaymentEvent,
  type PaymentEventOutcome,
} from '../../application/handle-payment-event.use-case';
import { PaymentEventVerifier } from '../../ports/payment-gateway.port';

/** Stripe's webhook: verified on the raw bytes it signed, then applied once. */
@ApiTags('subscription')
@Controller('api/subscription')
export class PaymentWebhookController {
  constructor(
    private readonly verifier: PaymentEventVerifier,
    private readonly handleEvent: HandlePaymentEvent,
  ) {}

  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; outcome: PaymentEventOutcome }> {
    if (!request.rawBody) throw new DomainError('PAYMENT.SIGNATURE_INVALID');
    const event = this.verifier.verify(request.rawBody, signature);
    return { received: true, outcome: await this.handleEvent.execute(event) };
  }
}
