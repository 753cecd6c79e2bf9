/**
 * Demo data only: gives the demo client (whose plan the seed writes) a running subscription at
 * the payment provider, so 'Gestionar suscripción' opens a portal that knows it.
 */
export abstract class DemoSubscriptions {
  abstract seedActive(client: {
    accountId: string;
    email: string;
    name: string;
    periodEnd: Date;
  }): Promise<void>;
}
