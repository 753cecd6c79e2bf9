import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { DomainError, isSubscriptionStatus, type PlanKind } from '@inhala/domain';
import type { Clock } from '../../../../platform/time/clock.port';
import {
  ENDED_SUBSCRIPTION_STATUSES,
  PaymentGateway,
  type CheckoutRequest,
  type CustomerDetails,
  type PaymentEvent,
  type SubscriptionSnapshot,
} from '../../ports/payment-gateway.port';

const DAY = 24 * 3600_000;
const CHECKOUT_LIFETIME = DAY;
const PORTAL_LIFETIME = 3600_000;
const token = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;

/** One billing period after start, as Stripe counts it: a month or a year, clamped to the month's end. */
function periodEndAfter(start: Date, plan: PlanKind): Date {
  const months = plan === 'yearly' ? 12 : 1;
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}

/**
 * The local pages are served by this same app, so their redirects stay on whatever origin the
 * person is using (localhost or 127.0.0.1 keep different sessions in the browser).
 */
function sameOrigin(url: string): string {
  const parsed = new URL(url, 'http://placeholder');
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export interface LocalCheckoutView {
  id: string;
  plan: PlanKind;
  priceId: string;
  trialDays: number;
  email: string;
  firstName: string;
  cancelUrl: string;
}

export interface LocalPortalView {
  id: string;
  returnUrl: string;
  subscription: SubscriptionSnapshot | null;
}

interface SubscriptionRow {
  id: string;
  customer_id: string;
  account_id: string | null;
  price_id: string;
  status: string;
  trial_end: Date | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  ended_at: Date | null;
}

function toSnapshot(row: SubscriptionRow): SubscriptionSnapshot {
  return {
    subscriptionId: row.id,
    customerId: row.customer_id,
    accountId: row.account_id,
    status: isSubscriptionStatus(row.status) ? row.status : 'incomplete',
    priceId: row.price_id,
    trialEndsAt: row.trial_end,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    endedAt: row.ended_at,
  };
}

/**
 * The embedded default: a provider that lives in our own database, so a fresh clone can take a
 * test-mode payment end to end. Its confirmations produce the same events Stripe would send,
 * and the same use case applies them.
 */
export class LocalPaymentGateway extends PaymentGateway {
  readonly kind = 'local' as const;

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {
    super();
  }

  async createCustomer(_details: CustomerDetails): Promise<string> {
    return token('cus_local');
  }

  async createCheckout(request: CheckoutRequest): Promise<{ url: string }> {
    const id = token('cs_local');
    // A new checkout retires the person's other open ones (as the Stripe gateway expires them):
    // two tabs can never complete two subscriptions for one person.
    await this.db.query(
      `WITH retired AS (
         UPDATE local_checkout_sessions SET status = 'expired' WHERE account_id = $2 AND status = 'open')
       INSERT INTO local_checkout_sessions (id, account_id, customer_id, price_id, plan, trial_days, success_url, cancel_url, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        request.accountId,
        request.customerId,
        request.priceId,
        request.plan,
        request.trialDays,
        request.successUrl,
        request.cancelUrl,
        new Date(this.clock.now().getTime() + CHECKOUT_LIFETIME),
      ],
    );
    return { url: `/api/local-checkout/${id}` };
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }> {
    const id = token('bps_local');
    await this.db.query(
      `INSERT INTO local_portal_sessions (id, customer_id, return_url, expires_at) VALUES ($1, $2, $3, $4)`,
      [id, customerId, returnUrl, new Date(this.clock.now().getTime() + PORTAL_LIFETIME)],
    );
    return { url: `/api/local-portal/${id}` };
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null> {
    const rows: SubscriptionRow[] = await this.db.query(`SELECT * FROM local_subscriptions WHERE id = $1`, [
      subscriptionId,
    ]);
    return rows[0] ? toSnapshot(rows[0]) : null;
  }

  async latestSubscriptionOf(customerId: string): Promise<SubscriptionSnapshot | null> {
    const rows: SubscriptionRow[] = await this.db.query(
      `SELECT * FROM local_subscriptions WHERE customer_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [customerId],
    );
    return rows[0] ? toSnapshot(rows[0]) : null;
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `WITH ending AS (
         UPDATE local_subscriptions SET cancel_at_period_end = true, updated_at = now() WHERE id = $1 RETURNING id)
       SELECT id FROM ending`,
      [subscriptionId],
    );
    return rows.length > 0;
  }

  async endAllAtPeriodEnd(customerId: string): Promise<string[]> {
    // One statement: the open checkouts expire and the running subscriptions are set to end.
    const rows: Array<{ id: string }> = await this.db.query(
      // A SELECT at the top: TypeORM answers an UPDATE with [rows, count], not the rows.
      `WITH expired AS (
         UPDATE local_checkout_sessions SET status = 'expired' WHERE customer_id = $1 AND status = 'open'),
       ending AS (
         UPDATE local_subscriptions SET cancel_at_period_end = true, updated_at = now()
          WHERE customer_id = $1 AND status <> ALL($2::text[]) RETURNING id)
       SELECT id FROM ending ORDER BY id`,
      [customerId, [...ENDED_SUBSCRIPTION_STATUSES]],
    );
    return rows.map((row) => row.id);
  }

  // --- The test-mode pages' actions -------------------------------------------------------

  async openCheckout(id: string): Promise<LocalCheckoutView> {
    const rows: Array<
      LocalCheckoutView & {
        status: string;
        expires_at: Date;
        price_id: string;
        trial_days: number;
        first_name: string;
        cancel_url: string;
      }
    > = await this.db.query(
      `SELECT c.id, c.plan, c.price_id, c.trial_days, c.cancel_url, c.status, c.expires_at, u.email, u.first_name
           FROM local_checkout_sessions c JOIN users u ON u.id = c.account_id WHERE c.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row || row.status !== 'open' || row.expires_at <= this.clock.now())
      throw new DomainError('PAYMENT.CHECKOUT_NOT_FOUND');
    return {
      id: row.id,
      plan: row.plan,
      priceId: row.price_id,
      trialDays: row.trial_days,
      email: row.email,
      firstName: row.first_name,
      cancelUrl: sameOrigin(row.cancel_url),
    };
  }

  /**
   * Completes a checkout: the subscription starts in its trial, or paid from today when the
   * person has spent theirs; returns the event and where to go.
   */
  async completeCheckout(id: string): Promise<{ event: PaymentEvent; successUrl: string }> {
    const found: Array<{ plan: PlanKind; trial_days: number }> = await this.db.query(
      `SELECT plan, trial_days FROM local_checkout_sessions WHERE id = $1`,
      [id],
    );
    if (!found[0]) throw new DomainError('PAYMENT.CHECKOUT_NOT_FOUND');
    const now = this.clock.now();
    const trialEnd = found[0].trial_days > 0 ? new Date(now.getTime() + found[0].trial_days * DAY) : null;
    const subscriptionId = token('sub_local');
    // Claiming the session and creating its subscription is one statement, so it happens all or
    // nothing (a failure leaves the checkout open to retry), and a double click or two tabs
    // complete it once.
    const claimed: Array<{
      account_id: string;
      customer_id: string;
      success_url: string;
      subscription_id?: string;
    }> = await this.db.query(
      `WITH claimed AS (
           UPDATE local_checkout_sessions SET status = 'completed', subscription_id = $2
            WHERE id = $1 AND status = 'open' AND expires_at > $3
            RETURNING account_id, customer_id, price_id, success_url),
         created AS (
           INSERT INTO local_subscriptions (id, customer_id, account_id, price_id, status, trial_end, current_period_end)
           SELECT $2, customer_id, account_id, price_id, $4::varchar, $5::timestamptz, $6::timestamptz FROM claimed
           RETURNING id)
         SELECT account_id, customer_id, success_url FROM claimed`,
      [
        id,
        subscriptionId,
        now,
        trialEnd ? 'trialing' : 'active',
        trialEnd,
        trialEnd ?? periodEndAfter(now, found[0].plan),
      ],
    );
    const session = claimed[0] ?? (await this.completedSession(id));
    if (!session) throw new DomainError('PAYMENT.CHECKOUT_NOT_FOUND');
    return {
      event: {
        id: token('evt_local'),
        type: 'checkout.session.completed',
        subscriptionId: session.subscription_id ?? subscriptionId,
        customerId: session.customer_id,
        accountId: session.account_id,
      },
      successUrl: sameOrigin(session.success_url.replace('{CHECKOUT_SESSION_ID}', id)),
    };
  }

  /**
   * A checkout that was already completed: confirming it again delivers its event once more
   * (the provider's retry, in this test mode), so a confirmation whose account update failed is
   * applied on the next click. The event re-reads the same subscription: nothing is created.
   */
  private async completedSession(id: string): Promise<{
    account_id: string;
    customer_id: string;
    success_url: string;
    subscription_id: string;
  } | null> {
    const rows: Array<{
      account_id: string;
      customer_id: string;
      success_url: string;
      subscription_id: string;
    }> = await this.db.query(
      `SELECT account_id, customer_id, success_url, subscription_id FROM local_checkout_sessions
          WHERE id = $1 AND status = 'completed' AND subscription_id IS NOT NULL`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** 'Cancelar y volver': the open checkout expires; any known one leads back to the plans. */
  async cancelCheckout(id: string): Promise<string> {
    const rows: Array<{ cancel_url: string }> = await this.db.query(
      `WITH expired AS (UPDATE local_checkout_sessions SET status = 'expired' WHERE id = $1 AND status = 'open')
       SELECT cancel_url FROM local_checkout_sessions WHERE id = $1`,
      [id],
    );
    if (!rows[0]) throw new DomainError('PAYMENT.CHECKOUT_NOT_FOUND');
    return sameOrigin(rows[0].cancel_url);
  }

  async openPortal(id: string): Promise<LocalPortalView> {
    const rows: Array<{ id: string; customer_id: string; return_url: string; expires_at: Date }> =
      await this.db.query(`SELECT * FROM local_portal_sessions WHERE id = $1`, [id]);
    const row = rows[0];
    if (!row || row.expires_at <= this.clock.now()) throw new DomainError('PAYMENT.CHECKOUT_NOT_FOUND');
    return {
      id: row.id,
      returnUrl: sameOrigin(row.return_url),
      subscription: await this.latestSubscriptionOf(row.customer_id),
    };
  }

  /** The portal's cancel / resume switch, as Stripe's 'cancel at period end'. */
  async setCancelAtPeriodEnd(
    portalId: string,
    cancel: boolean,
  ): Promise<{ event: PaymentEvent | null; returnUrl: string }> {
    const portal = await this.openPortal(portalId);
    const subscription = portal.subscription;
    if (!subscription || subscription.status === 'canceled')
      return { event: null, returnUrl: portal.returnUrl };
    await this.db.query(
      `UPDATE local_subscriptions SET cancel_at_period_end = $2, updated_at = now() WHERE id = $1`,
      [subscription.subscriptionId, cancel],
    );
    return {
      event: {
        id: token('evt_local'),
        type: 'customer.subscription.updated',
        subscriptionId: subscription.subscriptionId,
        customerId: subscription.customerId,
        accountId: subscription.accountId,
      },
      returnUrl: portal.returnUrl,
    };
  }

  /**
   * The portal's plan switch, as Stripe's subscription update: the same subscription gets the
   * other price. A trial keeps its end; a paid plan that changes interval starts a new period
   * today (Stripe resets the billing cycle when the interval changes).
   */
  async changePrice(
    portalId: string,
    priceId: string,
    plan: PlanKind,
  ): Promise<{ event: PaymentEvent | null; returnUrl: string }> {
    const portal = await this.openPortal(portalId);
    const subscription = portal.subscription;
    if (
      !subscription ||
      subscription.status === 'canceled' ||
      subscription.cancelAtPeriodEnd ||
      subscription.priceId === priceId
    )
      return { event: null, returnUrl: portal.returnUrl };
    const periodEnd =
      subscription.status === 'trialing'
        ? subscription.currentPeriodEnd
        : periodEndAfter(this.clock.now(), plan);
    await this.db.query(
      `UPDATE local_subscriptions SET price_id = $2, current_period_end = $3, updated_at = now() WHERE id = $1`,
      [subscription.subscriptionId, priceId, periodEnd],
    );
    return {
      event: {
        id: token('evt_local'),
        type: 'customer.subscription.updated',
        subscriptionId: subscription.subscriptionId,
        customerId: subscription.customerId,
        accountId: subscription.accountId,
      },
      returnUrl: portal.returnUrl,
    };
  }

  /** Demo data: a running yearly subscription for the demo client. */
  async seedActiveSubscription(input: {
    accountId: string;
    customerId: string;
    priceId: string;
    periodEnd: Date;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO local_subscriptions (id, customer_id, account_id, price_id, status, current_period_end)
       VALUES ($1, $2, $3, $4, 'active', $5)`,
      [token('sub_local'), input.customerId, input.accountId, input.priceId, input.periodEnd],
    );
  }
}
