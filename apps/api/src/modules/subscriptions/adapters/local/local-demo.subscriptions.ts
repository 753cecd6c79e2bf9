import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DemoSubscriptions } from '../../ports/demo-subscriptions.port';
import { PaymentGateway } from '../../ports/payment-gateway.port';
import { PaymentSettings } from '../../ports/payment-settings.port';
import { LocalPaymentGateway } from './local-payment.gateway';

/** On the local test-mode provider the demo client's yearly plan is a real local subscription. */
@Injectable()
export class LocalDemoSubscriptions extends DemoSubscriptions {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly gateway: PaymentGateway,
    private readonly settings: PaymentSettings,
  ) {
    super();
  }

  async seedActive(client: {
    accountId: string;
    email: string;
    name: string;
    periodEnd: Date;
  }): Promise<void> {
    // Bound only in local mode (subscriptions.module.ts), where the gateway is the local one.
    const local = this.gateway as LocalPaymentGateway;
    const customerId = await local.createCustomer({
      accountId: client.accountId,
      email: client.email,
      name: client.name,
    });
    await local.seedActiveSubscription({
      accountId: client.accountId,
      customerId,
      priceId: this.settings.pricing.yearly.priceId,
      periodEnd: client.periodEnd,
    });
    const subscription = await local.latestSubscriptionOf(customerId);
    await this.db.query(
      `UPDATE users SET stripe_customer_id = $2, stripe_subscription_id = $3 WHERE id = $1 AND stripe_customer_id IS NULL`,
      [client.accountId, customerId, subscription?.subscriptionId ?? null],
    );
  }
}

/** With Stripe there is no demo subscription to make: the demo client has no Stripe customer. */
export class NoDemoSubscriptions extends DemoSubscriptions {
  async seedActive(): Promise<void> {}
}
