import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { EmailModule } from '../email';
import { Clock } from '../../platform/time/clock.port';
import { EmailSubscriptionMails } from './adapters/email/email-subscription.mails';
import { PaymentWebhookController } from './adapters/http/payment-webhook.controller';
import { SubscriptionController } from './adapters/http/subscription.controller';
import { LocalDemoSubscriptions, NoDemoSubscriptions } from './adapters/local/local-demo.subscriptions';
import { LocalCheckoutController } from './adapters/local/local-checkout.controller';
import { RejectingEventVerifier } from './adapters/local/rejecting-event.verifier';
import { LocalPaymentGateway } from './adapters/local/local-payment.gateway';
import { SqlProcessedPaymentEvents } from './adapters/persistence/sql-processed-payment.events';
import { SqlSubscriberRepository } from './adapters/persistence/sql-subscriber.repository';
import { createStripeClient } from './adapters/stripe/stripe-client';
import { StripeEventVerifier } from './adapters/stripe/stripe-event.verifier';
import { StripePaymentGateway } from './adapters/stripe/stripe-payment.gateway';
import { CancelSubscriptionAtPeriodEnd } from './application/cancel-subscription-at-period-end.use-case';
import { GetSubscriptionStatus } from './application/get-subscription-status.use-case';
import { HandlePaymentEvent } from './application/handle-payment-event.use-case';
import { OpenCustomerPortal } from './application/open-customer-portal.use-case';
import { PaymentSettings } from './ports/payment-settings.port';
import { ListPlans } from './application/list-plans.use-case';
import { ReceivePaymentWebhook } from './application/receive-payment-webhook.use-case';
import { StartCheckout } from './application/start-checkout.use-case';
import { SyncSubscription } from './application/sync-subscription.use-case';
import { DemoSubscriptions } from './ports/demo-subscriptions.port';
import { PaymentEventVerifier, PaymentGateway } from './ports/payment-gateway.port';
import { ProcessedPaymentEvents } from './ports/processed-payment-events.port';
import { SubscriberRepository } from './ports/subscriber.repository.port';
import { SubscriptionMails } from './ports/subscription-mails.port';

const STRIPE_CLIENT = 'STRIPE_CLIENT';

@Module({
  imports: [EmailModule],
  controllers: [SubscriptionController, PaymentWebhookController, LocalCheckoutController],
  providers: [
    {
      provide: PaymentSettings,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): PaymentSettings => ({
        pricing: config.payments.pricing,
        publicUrl: config.publicUrl,
        legacyWalletPortalUrl: config.payments.legacyWalletPortalUrl,
      }),
    },
    {
      provide: STRIPE_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.payments.stripe
          ? createStripeClient(config.payments.stripe.secretKey, config.payments.stripe.apiUrl)
          : null,
    },
    // Stripe when its keys are configured; otherwise the local test-mode provider (DESIGN).
    {
      provide: PaymentGateway,
      inject: [STRIPE_CLIENT, getDataSourceToken(), Clock],
      useFactory: (
        stripe: Awaited<ReturnType<typeof createStripeClient>> | null,
        db: DataSource,
        clock: Clock,
      ) => (stripe ? new StripePaymentGateway(stripe) : new LocalPaymentGateway(db, clock)),
    },
    {
      provide: PaymentEventVerifier,
      inject: [STRIPE_CLIENT, APP_CONFIG],
      useFactory: (stripe: Awaited<ReturnType<typeof createStripeClient>> | null, config: AppConfig) =>
        stripe && config.payments.stripe
          ? new StripeEventVerifier(stripe, config.payments.stripe.webhookSecret)
          : new RejectingEventVerifier(),
    },
    { provide: SubscriberRepository, useClass: SqlSubscriberRepository },
    {
      provide: DemoSubscriptions,
      inject: [APP_CONFIG, getDataSourceToken(), PaymentGateway, PaymentSettings],
      useFactory: (config: AppConfig, db: DataSource, gateway: PaymentGateway, settings: PaymentSettings) =>
        config.payments.stripe
          ? new NoDemoSubscriptions()
          : new LocalDemoSubscriptions(db, gateway, settings),
    },
    { provide: ProcessedPaymentEvents, useClass: SqlProcessedPaymentEvents },
    { provide: SubscriptionMails, useClass: EmailSubscriptionMails },
    SyncSubscription,
    HandlePaymentEvent,
    GetSubscriptionStatus,
    StartCheckout,
    ListPlans,
    ReceivePaymentWebhook,
    OpenCustomerPortal,
    CancelSubscriptionAtPeriodEnd,
  ],
  exports: [DemoSubscriptions, CancelSubscriptionAtPeriodEnd],
})
export class SubscriptionsModule {}
