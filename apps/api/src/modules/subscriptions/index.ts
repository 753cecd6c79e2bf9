/** The subscriptions context's front door. */
export { DemoSubscriptions } from './ports/demo-subscriptions.port';
export { SubscriptionsModule } from './subscriptions.module';
export { CancelSubscriptionAtPeriodEnd } from './application/cancel-subscription-at-period-end.use-case';
