import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type {
  CheckoutResponse,
  CreateCheckoutRequest,
  CustomerPortalResponse,
  PlansResponse,
  SubscriptionPlanView,
  SubscriptionStatusResponse,
} from '@inhala/domain';

export class CreateCheckoutRequestDto implements Partial<CreateCheckoutRequest> {
  // Optional here so that a missing plan answers MISSING_PRICE_ID (01 §8), not a generic 400.
  @ApiPropertyOptional({ example: 'price_local_yearly' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  priceId?: string;
}

export class CheckoutResponseDto implements CheckoutResponse {
  @ApiProperty({ description: 'Where to send the browser: the provider checkout page' }) url!: string;
}

export class CustomerPortalResponseDto implements CustomerPortalResponse {
  @ApiProperty() url!: string;
  @ApiProperty({ description: 'True when the page belongs to another site' }) isExternal!: boolean;
}

export class SubscriptionStatusDto implements SubscriptionStatusResponse {
  @ApiProperty() hasActiveSubscription!: boolean;
  @ApiProperty({ nullable: true, example: 'trialing' })
  subscriptionStatus!: SubscriptionStatusResponse['subscriptionStatus'];
  @ApiProperty({ nullable: true, enum: ['monthly', 'yearly'] })
  subscriptionPlan!: SubscriptionStatusResponse['subscriptionPlan'];
  @ApiProperty({ nullable: true }) trialEndsAt!: string | null;
  @ApiProperty({ nullable: true }) subscriptionEndsAt!: string | null;
  @ApiProperty({ enum: ['lead', 'client', 'admin'] }) role!: SubscriptionStatusResponse['role'];
  @ApiProperty({
    type: Boolean,
    description: 'False once the person has had a subscription: the 11-day trial is offered once, ever',
  })
  trialAvailable!: boolean;
}

export class SubscriptionPlanDto implements SubscriptionPlanView {
  @ApiProperty({ enum: ['month', 'year'] }) interval!: 'month' | 'year';
  @ApiProperty({ enum: ['monthly', 'yearly'] }) kind!: SubscriptionPlanView['kind'];
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Whole US dollars' }) price!: number;
  @ApiProperty({ enum: ['usd'] }) currency!: 'usd';
  @ApiProperty() priceId!: string;
  @ApiPropertyOptional({ description: 'Percent saved (yearly)' }) discount?: number;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) features!: string[];
}

export class PlansResponseDto implements PlansResponse {
  @ApiProperty({ type: [SubscriptionPlanDto] }) plans!: SubscriptionPlanDto[];
}
