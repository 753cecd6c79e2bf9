import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { PaymentEventOutcome } from '../../application/handle-payment-event.use-case';
import { ReceivePaymentWebhook } from '../../application/receive-payment-webhook.use-case';

/** Stripe's webhook: the raw body and its signature, as the provider sent them. */
@ApiTags('subscription')
@Controller('api/subscription')
export class PaymentWebhookController {
  constructor(private readonly receiveWebhook: ReceivePaymentWebhook) {}

  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; outcome: PaymentEventOutcome }> {
    return { received: true, outcome: await this.receiveWebhook.execute(request.rawBody, signature) };
  }
}
