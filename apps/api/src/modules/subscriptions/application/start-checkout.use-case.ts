import { Injectable, Logger } from '@nestjs/common';
import {
  DomainError,
  blocksNewCheckout,
  checkoutTrialDays,
  planKindOfPrice,
  type CheckoutResponse,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { PaymentGateway, PaymentGatewayError } from '../ports/payment-gateway.port';
import { SubscriberRepository } from '../ports/subscriber.repository.port';
import { PaymentSettings } from '../ports/payment-settings.port';

/**
 * Starts a subscription checkout (01 §7): the 11-day trial the first time only, and never for a
 * person whose subscription is still running (a second subscription; plan changes go through
 * the portal). The person's provider customer is created once and reused; every failure has
 * its own error code (01 §8).
 */
@Injectable()
export class StartCheckout {
  private readonly logger = new Logger('StartCheckout');

  constructor(
    private readonly subscribers: SubscriberRepository,
    private readonly gateway: PaymentGateway,
    private readonly settings: PaymentSettings,
    private readonly clock: Clock,
  ) {}

  async execute(accountId: string, priceId: string | undefined): Promise<CheckoutResponse> {
    if (!priceId?.trim()) throw new DomainError('MISSING_PRICE_ID');
    const plan = planKindOfPrice(this.settings.pricing, priceId.trim());
    if (!plan) throw new DomainError('INVALID_PRICE_ID');
    const subscriber = await this.subscribers.findById(accountId);
    if (!subscriber) throw new DomainError('USER_NOT_FOUND');
    if (blocksNewCheckout(subscriber.state, this.clock.now()))
      throw new DomainError('SUBSCRIPTION.ALREADY_ACTIVE');

    let customerId = subscriber.customerId;
    if (!customerId) {
      try {
        const created = await this.gateway.createCustomer({
          accountId,
          email: subscriber.email,
          name: `${subscriber.firstName} ${subscriber.lastName}`.trim(),
        });
        customerId = await this.subscribers.attachCustomer(accountId, created);
      } catch (error) {
        this.logger.error(`customer setup failed: ${String(error)}`);
        throw new DomainError('CUSTOMER_SETUP_FAILED');
      }
    }

    try {
      return await this.gateway.createCheckout({
        accountId,
        customerId,
        priceId: priceId.trim(),
        plan,
        trialDays: checkoutTrialDays(subscriber),
        successUrl: `${this.settings.publicUrl}/?session_id={CHECKOUT_SESSION_ID}&success=true`,
        cancelUrl: `${this.settings.publicUrl}/subscription?canceled=true`,
      });
    } catch (error) {
      // The configured price does not exist at the provider: the plan list is out of date.
      if (error instanceof PaymentGatewayError && error.reason === 'price-not-found')
        throw new DomainError('INVALID_PRICE_ID');
      this.logger.error(`checkout creation failed: ${String(error)}`);
      throw new DomainError('CHECKOUT_CREATION_FAILED');
    }
  }
}
