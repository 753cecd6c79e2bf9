import { ApiProperty } from '@nestjs/swagger';
import {
  ApiInteger,
  ApiNullableEnum,
  ApiNullableString,
  ApiOptionalInteger,
} from '../../../../../platform/http/api-schema';
import {
  PLAN_KINDS,
  ROLES,
  SUBSCRIPTION_STATUSES,
  type CheckoutResponse,
  type CustomerPortalResponse,
  type PlansResponse,
  type SubscriptionPlanView,
  type SubscriptionStatusResponse,
} from '@inhala/domain';

export class CheckoutResponseDto implements CheckoutResponse {
  @ApiProperty({ description: 'Where to send the browser: the provider checkout page' }) url!: string;
}

export class CustomerPortalResponseDto implements CustomerPortalResponse {
  @ApiProperty() url!: string;
  @ApiProperty({ description: 'True when the page belongs to another site' }) isExternal!: boolean;
}

export class SubscriptionStatusDto implements SubscriptionStatusResponse {
  @ApiProperty() hasActiveSubscription!: boolean;
  @ApiNullableEnum(SUBSCRIPTION_STATUSES, { example: 'trialing' })
  subscriptionStatus!: SubscriptionStatusResponse['subscriptionStatus'];
  @ApiNullableEnum(PLAN_KINDS)
  subscriptionPlan!: SubscriptionStatusResponse['subscriptionPlan'];
  @ApiNullableString({ format: 'date-time' }) trialEndsAt!: string | null;
  @ApiNullableString({ format: 'date-time' }) subscriptionEndsAt!: string | null;
  @ApiProperty({ enum: ROLES }) role!: SubscriptionStatusResponse['role'];
  @ApiProperty({
    type: Boolean,
    description: 'False once the person has had a subscription: the 11-day trial is offered once, ever',
  })
  trialAvailable!: boolean;
}

class SubscriptionPlanDto implements SubscriptionPlanView {
  @ApiProperty({ enum: ['month', 'year'] }) interval!: 'month' | 'year';
  @ApiProperty({ enum: PLAN_KINDS }) kind!: SubscriptionPlanView['kind'];
  @ApiProperty() name!: string;
  @ApiInteger({ minimum: 1, description: 'Whole US dollars' }) price!: number;
  @ApiProperty({ enum: ['usd'] }) currency!: 'usd';
  @ApiProperty() priceId!: string;
  @ApiOptionalInteger({ minimum: 0, maximum: 100, description: 'Percent saved (yearly)' }) discount?: number;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) features!: string[];
}

export class PlansResponseDto implements PlansResponse {
  @ApiProperty({ type: [SubscriptionPlanDto] }) plans!: SubscriptionPlanDto[];
}
