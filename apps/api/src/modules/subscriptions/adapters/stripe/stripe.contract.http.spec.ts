import fc from 'fast-check';
import Stripe from 'stripe';
import { FakeStripe, type FakeSubscription } from '../../../../../test/fake-stripe';
import { registerUser, startTestApp, type TestApp } from '../../../../../test/test-app';

const WEBHOOK_SECRET = 'whsec_contract_test';
const signer = new Stripe('sk_test_signer');

/** StripePaymentGateway and the webhook, with the real SDK talking to a recording fake. */
describe('Stripe gateway contract and webhook', () => {
  const fake = new FakeStripe();
  let t: TestApp;
  let eventIds = 0;

  beforeAll(async () => {
    await fake.start();
    t = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_contract',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: 'price_monthly_test',
      STRIPE_PRICE_YEARLY: 'price_yearly_test',
      STRIPE_API_URL: fake.url,
      PUBLIC_URL: 'https://inhala.example',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  async function leadWithCustomer() {
    const lead = await registerUser(t.fromNewAddress());
    await t.http
      .post('/api/subscription/create-checkout')
      .set('x-session-id', lead.sessionId)
      .send({ priceId: 'price_yearly_test' })
      .expect(200);
    const customerId = fake
      .requestsTo('POST', '/v1/checkout/sessions')
      .at(-1)
      ?.form.get('customer') as string;
    return { ...lead, customerId };
  }

  function deliver(
    type: string,
    object: Record<string, unknown>,
    options: { id?: string; timestamp?: number; secret?: string } = {},
  ) {
    eventIds += 1;
    const payload = JSON.stringify({
      id: options.id ?? `evt_test_${eventIds}`,
      object: 'event',
      type,
      created: 1,
      data: { object },
    });
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp,
    });
    return t.http
      .post('/api/subscription/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', header)
      .send(payload);
  }

  const statusOf = async (sessionId: string) =>
    (await t.http.get('/api/subscription/status').set('x-session-id', sessionId).expect(200)).body;

  function subscription(
    customer: string,
    accountId: string,
    overrides: Partial<FakeSubscription> = {},
  ): FakeSubscription {
    const now = Math.floor(Date.now() / 1000);
    const sub: FakeSubscription = {
      id: `sub_${customer}_${fake.subscriptions.size}`,
      customer,
      status: 'trialing',
      priceId: 'price_yearly_test',
      trialEnd: now + 11 * 86_400,
      periodEnd: now + 11 * 86_400,
      cancelAtPeriodEnd: false,
      endedAt: null,
      metadata: { accountId },
      ...overrides,
    };
    fake.subscriptions.set(sub.id, sub);
    return sub;
  }

  describe('checkout and portal requests', () => {
    it('creates the customer once, then a subscription checkout with the 11-day trial', async () => {
      const lead = await registerUser(t.fromNewAddress());
      const before = fake.requests.length;
      const first = await t.http
        .post('/api/subscription/create-checkout')
        .set('x-session-id', lead.sessionId)
        .send({ priceId: 'price_yearly_test' })
        .expect(200);
      await t.http
        .post('/api/subscription/create-checkout')
        .set('x-session-id', lead.sessionId)
        .send({ priceId: 'price_monthly_test' })
        .expect(200);
      const calls = fake.requests.slice(before);

      const customers = calls.filter((r) => r.path === '/v1/customers');
      expect(customers).toHaveLength(1);
      expect(customers[0]?.method).toBe('POST');
      expect(customers[0]?.form.get('email')).toBe(lead.email);
      expect(customers[0]?.form.get('metadata[accountId]')).toBe(lead.user.id);
      expect(customers[0]?.idempotencyKey).toBe(`customer-${lead.user.id}`);

      const sessions = calls.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
      expect(sessions).toHaveLength(2);
      const [yearly, monthly] = sessions;
      expect(yearly?.form.get('mode')).toBe('subscription');
      expect(yearly?.form.get('customer')).toMatch(/^cus_fake/);
      expect(monthly?.form.get('customer')).toBe(yearly?.form.get('customer'));
      expect(yearly?.form.get('line_items[0][price]')).toBe('price_yearly_test');
      expect(monthly?.form.get('line_items[0][price]')).toBe('price_monthly_test');
      expect(yearly?.form.get('subscription_data[trial_period_days]')).toBe('11');
      expect(yearly?.form.get('subscription_data[metadata][accountId]')).toBe(lead.user.id);
      expect(yearly?.form.get('client_reference_id')).toBe(lead.user.id);
      expect(yearly?.form.get('success_url')).toBe(
        'https://inhala.example/?session_id={CHECKOUT_SESSION_ID}&success=true',
      );
      expect(yearly?.form.get('cancel_url')).toBe('https://inhala.example/subscription?canceled=true');
      expect(yearly?.idempotencyKey).toMatch(/^checkout-/);
      expect(monthly?.idempotencyKey).not.toBe(yearly?.idempotencyKey);
      expect(first.body.url).toMatch(/^https:\/\/checkout\.example\.test\/pay\/cs_fake/);

      // The second checkout expired the first: two tabs cannot complete two subscriptions.
      const firstId = String(first.body.url).split('/').pop() ?? '';
      const expired = calls.filter((r) => r.method === 'POST' && r.path.endsWith('/expire'));
      expect(expired.map((r) => r.path)).toEqual([`/v1/checkout/sessions/${firstId}/expire`]);
      expect(fake.checkoutSessions.get(firstId)?.status).toBe('expired');
    });

    it('starts no second subscription for a client, and no second trial for a returning person', async () => {
      const lead = await leadWithCustomer();
      const sub = subscription(lead.customerId, lead.user.id);
      const object = { id: sub.id, object: 'subscription', customer: lead.customerId };
      await deliver('customer.subscription.created', object).expect(200);
      expect(await statusOf(lead.sessionId)).toMatchObject({
        subscriptionStatus: 'trialing',
        trialAvailable: false,
      });

      const before = fake.requests.length;
      const refused = await t.http
        .post('/api/subscription/create-checkout')
        .set('x-session-id', lead.sessionId)
        .send({ priceId: 'price_monthly_test' })
        .expect(409);
      expect(refused.body.errorCode).toBe('SUBSCRIPTION.ALREADY_ACTIVE');
      expect(fake.requests.slice(before)).toEqual([]);

      Object.assign(sub, { status: 'canceled', endedAt: Math.floor(Date.now() / 1000) - 60 });
      await deliver('customer.subscription.deleted', object).expect(200);
      expect(await statusOf(lead.sessionId)).toMatchObject({ role: 'lead', trialAvailable: false });
      await t.http
        .post('/api/subscription/create-checkout')
        .set('x-session-id', lead.sessionId)
        .send({ priceId: 'price_monthly_test' })
        .expect(200);
      const checkout = fake.requestsTo('POST', '/v1/checkout/sessions').at(-1);
      expect(checkout?.form.get('customer')).toBe(lead.customerId);
      expect(checkout?.form.get('line_items[0][price]')).toBe('price_monthly_test');
      expect(checkout?.form.has('subscription_data[trial_period_days]')).toBe(false);
      expect(checkout?.form.get('subscription_data[metadata][accountId]')).toBe(lead.user.id);
    });

    it('answers INVALID_PRICE_ID when the configured price does not exist at Stripe', async () => {
      const lead = await registerUser(t.fromNewAddress());
      fake.missingPrices.add('price_monthly_test');
      const res = await t.http
        .post('/api/subscription/create-checkout')
        .set('x-session-id', lead.sessionId)
        .send({ priceId: 'price_monthly_test' })
        .expect(400);
      fake.missingPrices.delete('price_monthly_test');
      expect(res.body.errorCode).toBe('INVALID_PRICE_ID');
    });

    it('opens the portal for the customer and names each portal failure', async () => {
      const lead = await leadWithCustomer();
      const ok = await t.http
        .post('/api/subscription/customer-portal')
        .set('x-session-id', lead.sessionId)
        .expect(200);
      expect(ok.body).toEqual({ url: `https://billing.example.test/p/${lead.customerId}`, isExternal: true });
      const portalCall = fake.requestsTo('POST', '/v1/billing_portal/sessions').at(-1);
      expect(portalCall?.form.get('return_url')).toBe('https://inhala.example/profile');

      fake.portalConfigured = false;
      const unconfigured = await t.http
        .post('/api/subscription/customer-portal')
        .set('x-session-id', lead.sessionId)
        .expect(503);
      expect(unconfigured.body.errorCode).toBe('PORTAL_NOT_CONFIGURED');
      fake.portalConfigured = true;

      fake.missingCustomers.add(lead.customerId);
      const missing = await t.http
        .post('/api/subscription/customer-portal')
        .set('x-session-id', lead.sessionId)
        .expect(404);
      expect(missing.body.errorCode).toBe('STRIPE_CUSTOMER_NOT_FOUND');
    });
  });

  describe('webhook', () => {
    it('refuses a bad signature and a stale timestamp, and changes nothing', async () => {
      const lead = await leadWithCustomer();
      const sub = subscription(lead.customerId, lead.user.id);
      const object = {
        id: 'cs_x',
        object: 'checkout.session',
        subscription: sub.id,
        customer: lead.customerId,
      };

      const forged = await deliver('checkout.session.completed', object, { secret: 'whsec_wrong' }).expect(
        400,
      );
      expect(forged.body.errorCode).toBe('PAYMENT.SIGNATURE_INVALID');
      await deliver('checkout.session.completed', object, {
        timestamp: Math.floor(Date.now() / 1000) - 301,
      }).expect(400);
      await t.http
        .post('/api/subscription/webhook')
        .set('Content-Type', 'application/json')
        .send('{}')
        .expect(400);
      expect((await statusOf(lead.sessionId)).role).toBe('lead');

      // Within the 300 s tolerance it is accepted.
      await deliver('checkout.session.completed', object, {
        timestamp: Math.floor(Date.now() / 1000) - 240,
      }).expect(200);
      expect(await statusOf(lead.sessionId)).toMatchObject({
        role: 'client',
        subscriptionStatus: 'trialing',
        subscriptionPlan: 'yearly',
      });
    });

    it('applies an event id once', async () => {
      const lead = await leadWithCustomer();
      const sub = subscription(lead.customerId, lead.user.id);
      const object = { id: sub.id, object: 'subscription', customer: lead.customerId };
      const first = await deliver('customer.subscription.created', object, { id: 'evt_once' }).expect(200);
      const second = await deliver('customer.subscription.created', object, { id: 'evt_once' }).expect(200);
      expect(first.body.outcome).toBe('applied');
      expect(second.body.outcome).toBe('duplicate');
      const reads = fake.requestsTo('GET', `/v1/subscriptions/${sub.id}`);
      expect(reads).toHaveLength(1);
    });

    it('handles invoice events through the invoice parent, and ignores unrelated events', async () => {
      const lead = await leadWithCustomer();
      const sub = subscription(lead.customerId, lead.user.id, { status: 'past_due', trialEnd: null });
      await deliver('invoice.payment_failed', {
        id: 'in_1',
        object: 'invoice',
        customer: lead.customerId,
        parent: { subscription_details: { subscription: sub.id } },
      }).expect(200);
      expect(await statusOf(lead.sessionId)).toMatchObject({
        subscriptionStatus: 'past_due',
        role: 'client',
      });
      sub.status = 'unpaid';
      await deliver('invoice.paid', {
        id: 'in_2',
        object: 'invoice',
        customer: lead.customerId,
        subscription: sub.id,
      }).expect(200);
      expect(await statusOf(lead.sessionId)).toMatchObject({ subscriptionStatus: 'unpaid', role: 'lead' });
      const ignored = await deliver('customer.created', { id: lead.customerId, object: 'customer' }).expect(
        200,
      );
      expect(ignored.body.outcome).toBe('ignored');
    });

    it('never touches an admin role', async () => {
      const admin = await t.http
        .post('/api/auth/signin')
        .send({ email: 'admin@inhala.local', password: 'inhala-demo' })
        .expect(200);
      const sessionId = admin.body.sessionId as string;
      await t.http
        .post('/api/subscription/create-checkout')
        .set('x-session-id', sessionId)
        .send({ priceId: 'price_monthly_test' })
        .expect(200);
      const customerId = fake
        .requestsTo('POST', '/v1/checkout/sessions')
        .at(-1)
        ?.form.get('customer') as string;
      const sub = subscription(customerId, admin.body.user.id, {
        status: 'canceled',
        endedAt: Math.floor(Date.now() / 1000) - 10,
      });
      await deliver('customer.subscription.deleted', {
        id: sub.id,
        object: 'subscription',
        customer: customerId,
      }).expect(200);
      expect((await statusOf(sessionId)).role).toBe('admin');
    });

    it('ends in the provider state whatever the order and repetition of deliveries', async () => {
      const lifecycle = [
        'checkout.session.completed',
        'customer.subscription.created',
        'customer.subscription.trial_will_end',
        'invoice.paid',
        'customer.subscription.updated',
        'customer.subscription.deleted',
      ];
      const finalStates = [
        { status: 'active', cancelAtPeriodEnd: false, endedAt: null, role: 'client', shown: 'active' },
        { status: 'active', cancelAtPeriodEnd: true, endedAt: null, role: 'client', shown: 'canceled' },
        {
          status: 'canceled',
          cancelAtPeriodEnd: false,
          endedAt: Math.floor(Date.now() / 1000) - 60,
          role: 'lead',
          shown: 'canceled',
        },
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.shuffledSubarray(lifecycle, { minLength: lifecycle.length }),
          fc.array(fc.nat(lifecycle.length - 1), { maxLength: 3 }),
          fc.constantFrom(...finalStates),
          async (order, repeats, final) => {
            const lead = await leadWithCustomer();
            const sub = subscription(lead.customerId, lead.user.id, {
              status: final.status,
              cancelAtPeriodEnd: final.cancelAtPeriodEnd,
              endedAt: final.endedAt,
              trialEnd: null,
            });
            const ids = new Map(order.map((type) => [type, `evt_${sub.id}_${type}`]));
            const deliveries = [...order, ...repeats.map((i) => order[i] as string)];
            for (const type of deliveries) {
              const object =
                type === 'checkout.session.completed'
                  ? { id: 'cs', object: 'checkout.session', subscription: sub.id, customer: lead.customerId }
                  : type === 'invoice.paid'
                    ? {
                        id: 'in',
                        object: 'invoice',
                        customer: lead.customerId,
                        parent: { subscription_details: { subscription: sub.id } },
                      }
                    : { id: sub.id, object: 'subscription', customer: lead.customerId };
              await deliver(type, object, { id: ids.get(type) }).expect(200);
            }
            const status = await statusOf(lead.sessionId);
            expect(status.role).toBe(final.role);
            expect(status.subscriptionStatus).toBe(final.shown);
            expect(status.subscriptionPlan).toBe('yearly');
          },
        ),
        { numRuns: 12 },
      );
    });
  });
});
