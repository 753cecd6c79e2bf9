import { Injectable } from '@nestjs/common';
import { buildPlans, type PlansResponse } from '@inhala/domain';
import { PaymentSettings } from '../ports/payment-settings.port';

/** GET /api/subscription/plans: the monthly and yearly plans in USD, with the yearly discount. */
@Injectable()
export class ListPlans {
  constructor(private readonly settings: PaymentSettings) {}

  execute(): PlansResponse {
    return { plans: buildPlans(this.settings.pricing) };
  }
}
