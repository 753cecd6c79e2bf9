import { Controller, Get, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError, PLAN_KINDS, buildPlans } from '@inhala/domain';
import { HandlePaymentEvent } from '../../application/handle-payment-event.use-case';
import { PaymentSettings } from '../../ports/payment-settings.port';
import { PaymentGateway } from '../../ports/payment-gateway.port';
import { LocalPaymentGateway } from './local-payment.gateway';
import { checkoutPage, notFoundPage, portalPage } from './local-pages';

/**
 * The local provider's own website: the test-mode checkout and portal pages of the embedded
 * default, standing in for Stripe's hosted pages (so, like those, they talk to the provider,
 * here the local gateway, directly). They exist only when no Stripe keys are configured; each
 * confirmation goes through HandlePaymentEvent, exactly like a verified Stripe webhook.
 */
@ApiExcludeController()
@Controller('api')
export class LocalCheckoutController {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly settings: PaymentSettings,
    private readonly handleEvent: HandlePaymentEvent,
  ) {}

  private local(): LocalPaymentGateway {
    if (!(this.gateway instanceof LocalPaymentGateway)) throw new NotFoundException();
    return this.gateway;
  }

  private plan(priceId: string | null | undefined) {
    return buildPlans(this.settings.pricing).find((p) => p.priceId === priceId);
  }

  @Get('local-checkout/:id')
  async checkout(@Param('id') id: string, @Res() res: Response): Promise<void> {
    try {
      const checkout = await this.local().openCheckout(id);
      res.type('html').send(checkoutPage(checkout, this.plan(checkout.priceId)));
    } catch (error) {
      this.sendNotFound(error, res);
    }
  }

  @Post('local-checkout/:id/confirm')
  async confirm(@Param('id') id: string, @Res() res: Response): Promise<void> {
    try {
      const { event, successUrl } = await this.local().completeCheckout(id);
      await this.handleEvent.execute(event);
      res.redirect(303, successUrl);
    } catch (error) {
      this.sendNotFound(error, res);
    }
  }

  @Post('local-checkout/:id/cancel')
  async cancel(@Param('id') id: string, @Res() res: Response): Promise<void> {
    try {
      res.redirect(303, await this.local().cancelCheckout(id));
    } catch (error) {
      this.sendNotFound(error, res);
    }
  }

  @Get('local-portal/:id')
  async portal(@Param('id') id: string, @Res() res: Response): Promise<void> {
    try {
      const portal = await this.local().openPortal(id);
      const current = this.plan(portal.subscription?.priceId);
      const other = buildPlans(this.settings.pricing).find((p) => current && p.kind !== current.kind);
      res.type('html').send(portalPage(portal, current ?? null, other ?? null));
    } catch (error) {
      this.sendNotFound(error, res);
    }
  }

  @Post('local-portal/:id/:action')
  async portalAction(
    @Param('id') id: string,
    @Param('action') action: string,
    @Res() res: Response,
  ): Promise<void> {
    if (action !== 'cancel' && action !== 'resume') throw new DomainError('RESOURCE.NOT_FOUND');
    try {
      const { event } = await this.local().setCancelAtPeriodEnd(id, action === 'cancel');
      if (event) await this.handleEvent.execute(event);
      res.redirect(303, `/api/local-portal/${encodeURIComponent(id)}`);
    } catch (error) {
      this.sendNotFound(error, res);
    }
  }

  /** 'Cambiar a Plan Anual' / 'Cambiar a Plan Mensual': the same subscription, the other price. */
  @Post('local-portal/:id/switch/:plan')
  async switchPlan(
    @Param('id') id: string,
    @Param('plan') plan: string,
    @Res() res: Response,
  ): Promise<void> {
    const kind = PLAN_KINDS.find((k) => k === plan);
    if (!kind) throw new DomainError('RESOURCE.NOT_FOUND');
    try {
      const { event } = await this.local().changePrice(id, this.settings.pricing[kind].priceId, kind);
      if (event) await this.handleEvent.execute(event);
      res.redirect(303, `/api/local-portal/${encodeURIComponent(id)}`);
    } catch (error) {
      this.sendNotFound(error, res);
    }
  }

  private sendNotFound(error: unknown, res: Response): void {
    if (error instanceof DomainError && error.code === 'PAYMENT.CHECKOUT_NOT_FOUND') {
      res.status(404).type('html').send(notFoundPage());
      return;
    }
    throw error;
  }
}
