import { registerUser, signIn, startTestApp, type TestApp } from '../../../../../test/test-app';

/** The embedded default: plans, checkout through the local test-mode page, portal, status. */
describe('subscription API (local test-mode provider)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const checkoutIdOf = (url: string) => url.split('/').pop() as string;

  it('lists the monthly and yearly plans in USD to anyone', async () => {
    const res = await t.http.get('/api/subscription/plans').expect(200);
    expect(res.body.plans).toEqual([
      expect.objectContaining({
        interval: 'month',
        price: 33,
        currency: 'usd',
        priceId: 'price_local_monthly',
      }),
      expect.objectContaining({
        interval: 'year',
        price: 111,
        currency: 'usd',
        priceId: 'price_local_yearly',
        discount: 72,
      }),
    ]);
  });

  it('answers status only with a session: a new account is a lead without subscription', async () => {
    await t.http.get('/api/subscription/status').expect(401);
    const lead = await registerUser(t.fromNewAddress());
    const res = await t.http.get('/api/subscription/status').set('x-session-id', lead.sessionId).expect(200);
    expect(res.body).toEqual({
      hasActiveSubscription: false,
      subscriptionStatus: null,
      subscriptionPlan: null,
      trialEndsAt: null,
      subscriptionEndsAt: null,
      role: 'lead',
    });
  });

  it('refuses a checkout without a session, without a plan, or with an unknown plan', async () => {
    await t.http
      .post('/api/subscription/create-checkout')
      .send({ priceId: 'price_local_yearly' })
      .expect(401);
    const lead = await registerUser(t.fromNewAddress());
    const missing = await t.http
      .post('/api/subscription/create-checkout')
      .set('x-session-id', lead.sessionId)
      .send({})
      .expect(400);
    expect(missing.body.errorCode).toBe('MISSING_PRICE_ID');
    const invalid = await t.http
      .post('/api/subscription/create-checkout')
      .set('x-session-id', lead.sessionId)
      .send({ priceId: 'price_gratis' })
      .expect(400);
    expect(invalid.body.errorCode).toBe('INVALID_PRICE_ID');
  });

  it('turns a lead into a trialing client through the test-mode checkout, once', async () => {
    const lead = await registerUser(t.fromNewAddress());
    const start = await t.http
      .post('/api/subscription/create-checkout')
      .set('x-session-id', lead.sessionId)
      .send({ priceId: 'price_local_yearly' })
      .expect(200);
    expect(start.body.url).toMatch(/^\/api\/local-checkout\/cs_local_[0-9a-f]{32}$/);

    const page = await t.http.get(start.body.url).expect(200);
    expect(page.text).toContain('MODO DE PRUEBA');
    expect(page.text).toContain('11 días de prueba gratis');
    expect(page.text).toContain('$111 USD / año');

    const before = Date.now();
    const confirm = await t.http.post(`${start.body.url}/confirm`).expect(303);
    expect(confirm.headers.location).toBe(`/?session_id=${checkoutIdOf(start.body.url)}&success=true`);

    const status = await t.http
      .get('/api/subscription/status')
      .set('x-session-id', lead.sessionId)
      .expect(200);
    expect(status.body).toMatchObject({
      hasActiveSubscription: true,
      subscriptionStatus: 'trialing',
      subscriptionPlan: 'yearly',
      role: 'client',
    });
    const trialDays = (Date.parse(status.body.trialEndsAt) - before) / 86_400_000;
    expect(trialDays).toBeGreaterThan(10.99);
    expect(trialDays).toBeLessThan(11.01);
    const me = await t.http.get('/api/auth/me').set('x-session-id', lead.sessionId).expect(200);
    expect(me.body.user.role).toBe('client');

    // A second click on the same page does nothing more.
    const again = await t.http.post(`${start.body.url}/confirm`).expect(404);
    expect(again.text).toContain('ya no está disponible');
  });

  it('reuses the customer on a second checkout', async () => {
    const lead = await registerUser(t.fromNewAddress());
    const first = await t.http
      .post('/api/subscription/create-checkout')
      .set('x-session-id', lead.sessionId)
      .send({ priceId: 'price_local_monthly' });
    const second = await t.http
      .post('/api/subscription/create-checkout')
      .set('x-session-id', lead.sessionId)
      .send({ priceId: 'price_local_yearly' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    await t.http.post(`${second.body.url}/confirm`).expect(303);
    const status = await t.http.get('/api/subscription/status').set('x-session-id', lead.sessionId);
    expect(status.body.subscriptionPlan).toBe('yearly');
    // The first, abandoned checkout can still be cancelled back to the plans.
    const cancel = await t.http.post(`${first.body.url}/cancel`).expect(303);
    expect(cancel.headers.location).toBe('/subscription?canceled=true');
  });

  it('sends a lead without subscription to NO_SUBSCRIPTION and a visitor to 401 on the portal', async () => {
    await t.http.post('/api/subscription/customer-portal').expect(401);
    const lead = await registerUser(t.fromNewAddress());
    const res = await t.http
      .post('/api/subscription/customer-portal')
      .set('x-session-id', lead.sessionId)
      .expect(404);
    expect(res.body).toMatchObject({ errorCode: 'NO_SUBSCRIPTION' });
  });

  it('lets a client cancel at period end and resume in the local portal, keeping access until the end', async () => {
    const sessionId = await signIn(t.fromNewAddress(), 'cliente@inhala.local');
    const portal = await t.http
      .post('/api/subscription/customer-portal')
      .set('x-session-id', sessionId)
      .expect(200);
    expect(portal.body).toEqual({
      url: expect.stringMatching(/^\/api\/local-portal\/bps_local_/),
      isExternal: false,
    });
    const page = await t.http.get(portal.body.url).expect(200);
    expect(page.text).toContain('Cancelar suscripción');

    await t.http.post(`${portal.body.url}/cancel`).expect(303);
    const cancelled = await t.http.get('/api/subscription/status').set('x-session-id', sessionId);
    expect(cancelled.body).toMatchObject({
      subscriptionStatus: 'canceled',
      hasActiveSubscription: true,
      role: 'client',
    });
    expect(Date.parse(cancelled.body.subscriptionEndsAt)).toBeGreaterThan(Date.now());

    await t.http.post(`${portal.body.url}/resume`).expect(303);
    const resumed = await t.http.get('/api/subscription/status').set('x-session-id', sessionId);
    expect(resumed.body).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'yearly',
      role: 'client',
    });
  });

  it('refuses every webhook delivery when Stripe is not configured', async () => {
    const res = await t.http
      .post('/api/subscription/webhook')
      .set('stripe-signature', 't=1,v1=abc')
      .send({ id: 'evt_1' })
      .expect(400);
    expect(res.body.errorCode).toBe('PAYMENT.SIGNATURE_INVALID');
  });

  it('shows an unknown checkout as unavailable', async () => {
    const res = await t.http.get('/api/local-checkout/cs_local_nope').expect(404);
    expect(res.text).toContain('Este pago de prueba ya no está disponible');
  });
});
