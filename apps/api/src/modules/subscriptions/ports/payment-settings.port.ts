import type { PlanPricing } from '@inhala/domain';

/** What the subscription use cases read from the configuration. */
export abstract class PaymentSettings {
  abstract readonly pricing: PlanPricing;
  abstract readonly publicUrl: string;
  abstract readonly legacyWalletPortalUrl: string | null;
}
