import { Injectable, Logger } from '@nestjs/common';
import { DomainError, portalRoute, type CustomerPortalResponse } from '@inhala/domain';
import { PaymentGateway, PaymentGatewayError } from '../ports/payment-gateway.port';
import { SubscriberRepository } from '../ports/subscriber.repository.port';
import { PaymentSettings } from '../ports/payment-settings.port';

/** 'Manage my subscription' on the profile: the provider's portal, or the legacy wallet page. */
@Injectable()
export class OpenCustomerPortal {
  private readonly logger = new Logger('OpenCustomerPortal');

  constructor(
    private readonly subscribers: SubscriberRepository,
    private readonly gateway: PaymentGateway,
    private readonly settings: PaymentSettings,
  ) {}

  async execute(accountId: string): Promise<CustomerPortalResponse> {
    const subscriber = await this.subscribers.findById(accountId);
    if (!subscriber) throw new DomainError('AUTH_REQUIRED');
    const route = portalRoute(subscriber);
    if (route.kind === 'error') throw new DomainError(route.code);
    if (route.kind === 'legacy-wallet') {
      const template = this.settings.legacyWalletPortalUrl;
      if (!template) throw new DomainError('PORTAL_NOT_CONFIGURED');
      return { url: template.replace('{id}', encodeURIComponent(route.subscriptionId)), isExternal: true };
    }
    try {
      const { url } = await this.gateway.createPortalSession(
        route.customerId,
        `${this.settings.publicUrl}/profile`,
      );
      return { url, isExternal: this.gateway.kind === 'stripe' };
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.reason === 'customer-not-found')
        throw new DomainError('STRIPE_CUSTOMER_NOT_FOUND');
      if (error instanceof PaymentGatewayError && error.reason === 'portal-not-configured')
        throw new DomainError('PORTAL_NOT_CONFIGURED');
      this.logger.error(`portal session failed: ${String(error)}`);
      throw error;
    }
  }
}
