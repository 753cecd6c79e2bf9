import { queryDb, registerUser, signIn, startTestApp, type TestApp } from '../../../../../test/test-app';

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
      trialAvailable: true,
    });
  });

  it('describes trialAvailable in the OpenAPI document as a required boolean of the status', async () => {
    const docs = await t.http.get('/api/docs-json').expect(200);
    const schema = docs.body.components.schemas.SubscriptionStatusDto;
    expect(schema.properties.trialAvailable).toMatchObject({ type: 'boolean' });
    expect(schema.required).toContain('trialAvailable');
  });

  it('refuses a checkout without a session, without a plan, or with an unknown plan', async () => {
    const visitor = await t.http
      .post('/api/subscription/create-checkout')
      .send({ priceId: 'price_local_yearly' })
      .expect(401);
    expect(visitor.body.errorCode).toBe('SESSION_INVALID');
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

    // A second click on the same page applies the same subscription again, and nothing more.
    const again = await t.http.post(`${start.body.url}/confirm`).expect(303);
    expect(again.headers.location).toBe(confirm.headers.location);
    expect(
      await queryDb(t, `SELECT id FROM local_subscriptions WHERE account_id = $1`, [lead.user.id]),
    ).toHaveLength(1);
    expect(await statusOf(lead.sessionId)).toMatchObject({ subscriptionStatus: 'trialing', role: 'client' });
  });

  it('gives one subscription when two checkouts were opened in two tabs: the newest one', async () => {
    const lead = await registerUser(t.fromNewAddress());
    const monthly = await startCheckout(lead.sessionId, 'price_local_monthly').expect(200);
    const yearly = await startCheckout(lead.sessionId, 'price_local_yearly').expect(200);
    const stale = await t.http.post(`${monthly.body.url}/confirm`).expect(404);
    expect(stale.text).toContain('ya no está disponible');
    await t.http.post(`${yearly.body.url}/confirm`).expect(303);
    expect(
      await queryDb(t, `SELECT price_id FROM local_subscriptions WHERE account_id = $1`, [lead.user.id]),
    ).toEqual([{ price_id: 'price_local_yearly' }]);
    expect(await statusOf(lead.sessionId)).toMatchObject({ subscriptionPlan: 'yearly', role: 'client' });
  });

  it('applies a confirmed payment when the person confirms again after the account update failed', async () => {
    const lead = await registerUser(t.fromNewAddress());
    const start = await startCheckout(lead.sessionId, 'price_local_monthly').expect(200);
    await queryDb(
      t,
      `CREATE FUNCTION refuse_role_change() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN RAISE EXCEPTION 'simulated outage'; END $$;
       CREATE TRIGGER refuse_role_change BEFORE UPDATE ON users FOR EACH ROW
         WHEN (NEW.id = '${lead.user.id}' AND NEW.subscription_status IS DISTINCT FROM OLD.subscription_status)
         EXECUTE FUNCTION refuse_role_change();`,
    );
    try {
      await t.http.post(`${start.body.url}/confirm`).expect(500);
    } finally {
      await queryDb(t, `DROP TRIGGER refuse_role_change ON users; DROP FUNCTION refuse_role_change();`);
    }
    expect(await statusOf(lead.sessionId)).toMatchObject({ role: 'lead', subscriptionStatus: null });

    await t.http.post(`${start.body.url}/confirm`).expect(303);
    expect(await statusOf(lead.sessionId)).toMatchObject({ role: 'client', subscriptionStatus: 'trialing' });
    expect(
      await queryDb(t, `SELECT id FROM local_subscriptions WHERE account_id = $1`, [lead.user.id]),
    ).toHaveLength(1);
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

  const startCheckout = (sessionId: string, priceId: string) =>
    t.http.post('/api/subscription/create-checkout').set('x-session-id', sessionId).send({ priceId });
  const statusOf = async (sessionId: string) =>
    (await t.http.get('/api/subscription/status').set('x-session-id', sessionId).expect(200)).body;
  const openCheckoutsOf = async (accountId: string) =>
    (
      await queryDb<{ n: string }>(
        t,
        `SELECT count(*) AS n FROM local_checkout_sessions WHERE account_id = $1 AND status = 'open'`,
        [accountId],
      )
    )[0]?.n;

  it('refuses another checkout to the paying demo client, whose yearly plan stays as it was', async () => {
    const sessionId = await signIn(t.fromNewAddress(), 'cliente@inhala.local');
    const before = await statusOf(sessionId);
    expect(before).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'yearly' });

    const res = await startCheckout(sessionId, 'price_local_monthly').expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      errorCode: 'SUBSCRIPTION.ALREADY_ACTIVE',
      message: 'Ya tienes una suscripción activa. Puedes cambiar de plan desde Gestionar suscripción.',
    });
    expect(await statusOf(sessionId)).toEqual(before);
    const me = await t.http.get('/api/auth/me').set('x-session-id', sessionId).expect(200);
    expect(await openCheckoutsOf(me.body.user.id)).toBe('0');
  });

  it('refuses another checkout during the trial and after a cancellation that still gives access', async () => {
    const lead = await registerUser(t.fromNewAddress());
    const start = await startCheckout(lead.sessionId, 'price_local_yearly').expect(200);
    await t.http.post(`${start.body.url}/confirm`).expect(303);
    expect(await statusOf(lead.sessionId)).toMatchObject({
      subscriptionStatus: 'trialing',
      trialAvailable: false,
    });
    const duringTrial = await startCheckout(lead.sessionId, 'price_local_monthly').expect(409);
    expect(duringTrial.body.errorCode).toBe('SUBSCRIPTION.ALREADY_ACTIVE');

    const portal = await t.http
      .post('/api/subscription/customer-portal')
      .set('x-session-id', lead.sessionId)
      .expect(200);
    await t.http.post(`${portal.body.url}/cancel`).expect(303);
    expect(await statusOf(lead.sessionId)).toMatchObject({
      subscriptionStatus: 'canceled',
      hasActiveSubscription: true,
    });
    const cancelled = await startCheckout(lead.sessionId, 'price_local_yearly').expect(409);
    expect(cancelled.body.errorCode).toBe('SUBSCRIPTION.ALREADY_ACTIVE');
    expect(await openCheckoutsOf(lead.user.id)).toBe('0');
    expect(await statusOf(lead.sessionId)).toMatchObject({ subscriptionPlan: 'yearly' });
  });

  it('gives no second trial to a person who deleted their account and registered again with the same e-mail', async () => {
    const first = await registerUser(t.fromNewAddress());
    const trial = await startCheckout(first.sessionId, 'price_local_monthly').expect(200);
    await t.http.post(`${trial.body.url}/confirm`).expect(303);
    expect(await statusOf(first.sessionId)).toMatchObject({ subscriptionStatus: 'trialing' });
    await t.http
      .delete('/api/account')
      .set('x-session-id', first.sessionId)
      .send({ password: first.password })
      .expect(200);
    // Only a keyed hash of the e-mail stays, never the address.
    const kept = await queryDb<{ email_hash: string }>(t, `SELECT email_hash FROM used_trials`);
    expect(kept.length).toBeGreaterThan(0);
    expect(JSON.stringify(kept)).not.toContain(first.email.split('@')[0]);

    // The same person, the e-mail typed in another case.
    const again = await registerUser(t.fromNewAddress(), { email: first.email.toUpperCase() });
    expect(await statusOf(again.sessionId)).toMatchObject({ trialAvailable: false });
    const checkout = await startCheckout(again.sessionId, 'price_local_monthly').expect(200);
    const page = await t.http.get(checkout.body.url).expect(200);
    expect(page.text).not.toContain('prueba gratis');
    await t.http.post(`${checkout.body.url}/confirm`).expect(303);
    expect(await statusOf(again.sessionId)).toMatchObject({
      subscriptionStatus: 'active',
      trialEndsAt: null,
      trialAvailable: false,
    });

    // Someone else who deletes an account without ever having had a trial leaves nothing behind.
    const lead = await registerUser(t.fromNewAddress());
    const before = kept.length;
    await t.http
      .delete('/api/account')
      .set('x-session-id', lead.sessionId)
      .send({ password: lead.password })
      .expect(200);
    expect(await queryDb(t, `SELECT email_hash FROM used_trials`)).toHaveLength(before);
    const fresh = await registerUser(t.fromNewAddress(), { email: lead.email });
    expect(await statusOf(fresh.sessionId)).toMatchObject({ trialAvailable: true });
  });

  it('gives the 11-day trial once: after the first subscription ended, the next one is paid from day one', async () => {
    const lead = await registerUser(t.fromNewAddress());
    const first = await startCheckout(lead.sessionId, 'price_local_yearly').expect(200);
    await t.http.post(`${first.body.url}/confirm`).expect(303);
    // The trial subscription ended (as after the provider's customer.subscription.deleted).
    await queryDb(
      t,
      `UPDATE local_subscriptions SET status = 'canceled', ended_at = now() - interval '1 minute' WHERE account_id = $1`,
      [lead.user.id],
    );
    await queryDb(
      t,
      `UPDATE users SET role = 'lead', subscription_status = 'canceled',
              subscription_ends_at = now() - interval '1 minute' WHERE id = $1`,
      [lead.user.id],
    );
    expect(await statusOf(lead.sessionId)).toMatchObject({
      hasActiveSubscription: false,
      role: 'lead',
      trialAvailable: false,
    });

    const again = await startCheckout(lead.sessionId, 'price_local_monthly').expect(200);
    const page = await t.http.get(again.body.url).expect(200);
    expect(page.text).not.toContain('prueba gratis');
    expect(page.text).toContain('$33 USD / mes');
    expect(page.text).toContain('tu suscripción empieza hoy y se renueva cada mes');

    const before = Date.now();
    await t.http.post(`${again.body.url}/confirm`).expect(303);
    const status = await statusOf(lead.sessionId);
    expect(status).toMatchObject({
      hasActiveSubscription: true,
      subscriptionStatus: 'active',
      subscriptionPlan: 'monthly',
      trialEndsAt: null,
      role: 'client',
      trialAvailable: false,
    });
    const periodDays = (Date.parse(status.subscriptionEndsAt) - before) / 86_400_000;
    expect(periodDays).toBeGreaterThan(27.9);
    expect(periodDays).toBeLessThan(31.1);
  });

  it('sends a lead without subscription to NO_SUBSCRIPTION and a visitor to 401 AUTH_REQUIRED on the portal', async () => {
    const visitor = await t.http.post('/api/subscription/customer-portal').expect(401);
    expect(visitor.body).toMatchObject({ statusCode: 401, errorCode: 'AUTH_REQUIRED' });
    const expired = await t.http
      .post('/api/subscription/customer-portal')
      .set('x-session-id', 'f'.repeat(32))
      .expect(401);
    expect(expired.body.errorCode).toBe('AUTH_REQUIRED');
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

  it('confirms a checkout all or nothing: when the subscription cannot be written, the checkout stays open to retry', async () => {
    const lead = await registerUser(t.fromNewAddress());
    const start = await startCheckout(lead.sessionId, 'price_local_yearly').expect(200);
    const checkoutId = checkoutIdOf(start.body.url);
    // A crash between the two writes: the subscription insert fails for this person.
    await queryDb(
      t,
      `CREATE FUNCTION crash_local_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN RAISE EXCEPTION 'simulated crash'; END $$;
       CREATE TRIGGER crash_local_subscription BEFORE INSERT ON local_subscriptions FOR EACH ROW
         WHEN (NEW.account_id = '${lead.user.id}') EXECUTE FUNCTION crash_local_subscription();`,
    );
    try {
      await t.http.post(`${start.body.url}/confirm`).expect(500);
    } finally {
      await queryDb(
        t,
        `DROP TRIGGER crash_local_subscription ON local_subscriptions; DROP FUNCTION crash_local_subscription();`,
      );
    }
    expect(
      await queryDb(t, `SELECT status, subscription_id FROM local_checkout_sessions WHERE id = $1`, [
        checkoutId,
      ]),
    ).toEqual([{ status: 'open', subscription_id: null }]);
    expect(
      await queryDb(t, `SELECT id FROM local_subscriptions WHERE account_id = $1`, [lead.user.id]),
    ).toEqual([]);
    expect(await statusOf(lead.sessionId)).toMatchObject({ role: 'lead', subscriptionStatus: null });

    // The person retries from the same page, and it works once.
    await t.http.get(start.body.url).expect(200);
    await t.http.post(`${start.body.url}/confirm`).expect(303);
    expect(await statusOf(lead.sessionId)).toMatchObject({ role: 'client', subscriptionStatus: 'trialing' });
    const rows = await queryDb<{ id: string }>(
      t,
      `SELECT s.id FROM local_subscriptions s JOIN local_checkout_sessions c ON c.subscription_id = s.id
        WHERE c.id = $1 AND c.status = 'completed'`,
      [checkoutId],
    );
    expect(rows).toHaveLength(1);
  });

  it('switches between monthly and yearly in the local portal, on the same subscription', async () => {
    const lead = await registerUser(t.fromNewAddress());
    const start = await startCheckout(lead.sessionId, 'price_local_monthly').expect(200);
    await t.http.post(`${start.body.url}/confirm`).expect(303);
    const trial = await statusOf(lead.sessionId);
    expect(trial).toMatchObject({ subscriptionStatus: 'trialing', subscriptionPlan: 'monthly' });

    const portal = await t.http
      .post('/api/subscription/customer-portal')
      .set('x-session-id', lead.sessionId)
      .expect(200);
    const monthlyPage = await t.http.get(portal.body.url).expect(200);
    expect(monthlyPage.text).toContain('Plan Mensual');
    expect(monthlyPage.text).toContain('Cambiar a Plan Anual');
    expect(monthlyPage.text).not.toContain('Cambiar a Plan Mensual');

    const switched = await t.http.post(`${portal.body.url}/switch/yearly`).expect(303);
    expect(switched.headers.location).toBe(portal.body.url);
    // During the trial the plan changes and the trial keeps its end.
    expect(await statusOf(lead.sessionId)).toEqual({
      ...trial,
      subscriptionPlan: 'yearly',
    });
    const yearlyPage = await t.http.get(portal.body.url).expect(200);
    expect(yearlyPage.text).toContain('Cambiar a Plan Mensual');
    const subscriptions = await queryDb<{ price_id: string }>(
      t,
      `SELECT price_id FROM local_subscriptions WHERE account_id = $1`,
      [lead.user.id],
    );
    expect(subscriptions).toEqual([{ price_id: 'price_local_yearly' }]);

    // A paid yearly plan switched to monthly starts a monthly period today.
    await queryDb(
      t,
      `UPDATE local_subscriptions SET status = 'active', trial_end = NULL WHERE account_id = $1`,
      [lead.user.id],
    );
    const before = Date.now();
    await t.http.post(`${portal.body.url}/switch/monthly`).expect(303);
    const monthly = await statusOf(lead.sessionId);
    expect(monthly).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'monthly',
      role: 'client',
    });
    const periodDays = (Date.parse(monthly.subscriptionEndsAt) - before) / 86_400_000;
    expect(periodDays).toBeGreaterThan(27.9);
    expect(periodDays).toBeLessThan(31.1);

    const unknown = await t.http.post(`${portal.body.url}/switch/weekly`).expect(404);
    expect(unknown.body.message).toBe('No encontramos lo que buscas');
    const unknownAction = await t.http.post(`${portal.body.url}/pause`).expect(404);
    expect(unknownAction.body.message).toBe('No encontramos lo que buscas');
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
