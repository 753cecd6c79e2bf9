/** The subscriptions context's front door. */
export { DemoSubscriptions } from './ports/demo-subscriptions.port';
export { SubscriptionsModule } from './subscriptions.module';
