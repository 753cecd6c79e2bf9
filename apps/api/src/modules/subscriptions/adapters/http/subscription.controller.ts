import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UserView } from '@inhala/domain';
import { ListPlans } from '../../application/list-plans.use-case';
import { GetSubscriptionStatus } from '../../application/get-subscription-status.use-case';
import { OpenCustomerPortal } from '../../application/open-customer-portal.use-case';
import { StartCheckout } from '../../application/start-checkout.use-case';
import {
  CheckoutResponseDto,
  CustomerPortalResponseDto,
  PlansResponseDto,
  SubscriptionStatusDto,
} from './dto/subscription.response.dto';
import { CreateCheckoutRequestDto } from './dto/subscription.request.dto';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';

@ApiTags('subscription')
@Controller('api/subscription')
export class SubscriptionController {
  constructor(
    private readonly status: GetSubscriptionStatus,
    private readonly checkout: StartCheckout,
    private readonly portal: OpenCustomerPortal,
    private readonly listPlans: ListPlans,
  ) {}

  @Get('status')
  @Authenticated()
  @ApiOkResponse({ type: SubscriptionStatusDto })
  getStatus(@CurrentUser() user: UserView): Promise<SubscriptionStatusDto> {
    return this.status.execute(user.id);
  }

  @Get('plans')
  @ApiOkResponse({ type: PlansResponseDto })
  plans(): PlansResponseDto {
    return this.listPlans.execute();
  }

  @Post('create-checkout')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: CheckoutResponseDto })
  createCheckout(
    @CurrentUser() user: UserView,
    @Body() body: CreateCheckoutRequestDto,
  ): Promise<CheckoutResponseDto> {
    return this.checkout.execute(user.id, body.priceId);
  }

  @Post('customer-portal')
  @HttpCode(200)
  @Authenticated({ unauthenticatedCode: 'AUTH_REQUIRED' })
  @ApiOkResponse({ type: CustomerPortalResponseDto })
  customerPortal(@CurrentUser() user: UserView): Promise<CustomerPortalResponseDto> {
    return this.portal.execute(user.id);
  }
}
