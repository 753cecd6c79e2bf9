import { formatSpanishDate } from '@inhala/domain';
import { queryDb, registerUser, startTestApp, type TestApp } from '../../../../test/test-app';
import { QueueTrialEndingNotices } from '../../email';
import { HandlePaymentEvent } from './handle-payment-event.use-case';

/**
 * The transactional mails of a subscription, in the send ledger: trial ending in 3 days (the
 * provider's trial_will_end, or the periodic sweep of the local test mode) and payment failed.
 */
describe('subscription mails', () => {
  let t: TestApp;
  let handle: HandlePaymentEvent;
  let sweep: QueueTrialEndingNotices;

  beforeAll(async () => {
    t = await startTestApp();
    handle = t.app.get(HandlePaymentEvent);
    sweep = t.app.get(QueueTrialEndingNotices);
  });
  afterAll(() => t.close());

  /** A lead who took the 11-day trial through the local test-mode checkout. */
  async function trialingPerson(timezone = 'America/Mexico_City') {
    const person = await registerUser(t.fromNewAddress(), { timezone });
    const start = await t.http
      .post('/api/subscription/create-checkout')
      .set('x-session-id', person.sessionId)
      .send({ priceId: 'price_local_monthly' })
      .expect(200);
    await t.http.post(`${start.body.url}/confirm`).expect(303);
    const [subscription] = await queryDb<{ id: string; customer_id: string; trial_end: Date }>(
      t,
      `SELECT id, customer_id, trial_end FROM local_subscriptions WHERE account_id = $1`,
      [person.user.id],
    );
    if (!subscription) throw new Error('no subscription');
    return { id: person.user.id, subscription };
  }

  const event = (id: string, type: string, person: Awaited<ReturnType<typeof trialingPerson>>) => ({
    id,
    type,
    subscriptionId: person.subscription.id,
    customerId: person.subscription.customer_id,
    accountId: person.id,
  });

  const ledgerOf = (userId: string, type: string) =>
    queryDb<{ dedupe_key: string; template_used: string; variables: Record<string, string>; action: string }>(
      t,
      `SELECT dedupe_key, template_used, variables, action FROM email_logs WHERE user_id = $1 AND email_type = $2 ORDER BY id`,
      [userId, type],
    );

  it("should queue 'trial_ending' once on trial_will_end, even when the event is delivered twice, with the date in Spanish in their zone", async () => {
    const person = await trialingPerson('America/Mexico_City');
    const trialEnd = person.subscription.trial_end;
    const delivery = event(`evt_will_end_${person.id}`, 'customer.subscription.trial_will_end', person);
    await expect(handle.execute(delivery)).resolves.toBe('applied');
    await expect(handle.execute(delivery)).resolves.toBe('duplicate');
    expect(await ledgerOf(person.id, 'trial_ending')).toEqual([
      {
        dedupe_key: `trial_ending:${person.id}:${trialEnd.toISOString().slice(0, 10)}`,
        template_used: 'trial_ending',
        variables: { trialEndDate: formatSpanishDate(trialEnd, 'America/Mexico_City') },
        action: '/profile',
      },
    ]);
    // The periodic sweep (the local test mode's way) finds the same trial: same key, nothing more.
    await expect(sweep.execute(new Date(trialEnd.getTime() - 2 * 86_400_000))).resolves.toBe(0);
    // A second, distinct trial_will_end event for the same trial end queues nothing either.
    await handle.execute(
      event(`evt_will_end_again_${person.id}`, 'customer.subscription.trial_will_end', person),
    );
    expect(await ledgerOf(person.id, 'trial_ending')).toHaveLength(1);
  });

  it('should not announce the end of a trial that is set to cancel at its end', async () => {
    const person = await trialingPerson();
    await queryDb(t, `UPDATE local_subscriptions SET cancel_at_period_end = true WHERE id = $1`, [
      person.subscription.id,
    ]);
    await handle.execute(
      event(`evt_cancelling_${person.id}`, 'customer.subscription.trial_will_end', person),
    );
    expect(await ledgerOf(person.id, 'trial_ending')).toEqual([]);
    await expect(sweep.execute(new Date(person.subscription.trial_end.getTime() - 86_400_000))).resolves.toBe(
      0,
    );
  });

  it('should queue the notice in the sweep once a trial ends within 3 days, once, and not for other people', async () => {
    // A trial ending at 03:00 UTC on 1 December is still 30 November in Mexico City.
    const trialEnd = new Date('2026-12-01T03:00:00Z');
    const arrange = async (status: string) => {
      const person = await registerUser(t.fromNewAddress(), { timezone: 'America/Mexico_City' });
      await queryDb(t, `UPDATE users SET subscription_status = $2, trial_ends_at = $3 WHERE id = $1`, [
        person.user.id,
        status,
        trialEnd,
      ]);
      return person.user.id;
    };
    const trialing = await arrange('trialing');
    const cancelled = await arrange('canceled');
    const active = await arrange('active');
    const sweepAt = (iso: string) => sweep.execute(new Date(iso));

    await sweepAt('2026-11-28T02:59:00Z'); // 3 days and a minute before: too early
    expect(await ledgerOf(trialing, 'trial_ending')).toEqual([]);
    await sweepAt('2026-11-28T03:00:00Z');
    await sweepAt('2026-11-29T12:00:00Z');
    expect(await ledgerOf(trialing, 'trial_ending')).toEqual([
      {
        dedupe_key: `trial_ending:${trialing}:2026-12-01`,
        template_used: 'trial_ending',
        variables: { trialEndDate: '30 de noviembre, 2026' },
        action: '/profile',
      },
    ]);
    for (const id of [cancelled, active]) expect(await ledgerOf(id, 'trial_ending')).toEqual([]);
  });

  it("should queue 'payment_failed' once per event on invoice.payment_failed, even when delivered twice", async () => {
    const person = await trialingPerson();
    const failed = event(`evt_failed_${person.id}`, 'invoice.payment_failed', person);
    await expect(handle.execute(failed)).resolves.toBe('applied');
    await expect(handle.execute(failed)).resolves.toBe('duplicate');
    expect(await ledgerOf(person.id, 'payment_failed')).toEqual([
      {
        dedupe_key: `payment_failed:${failed.id}`,
        template_used: 'payment_failed',
        variables: {},
        action: '/profile',
      },
    ]);
    // The provider's next failed retry of the invoice is a new event: the person is told again.
    await handle.execute(event(`evt_failed_retry_${person.id}`, 'invoice.payment_failed', person));
    expect(await ledgerOf(person.id, 'payment_failed')).toHaveLength(2);
    // Other events queue no payment mail.
    await handle.execute(event(`evt_paid_${person.id}`, 'invoice.paid', person));
    expect(await ledgerOf(person.id, 'payment_failed')).toHaveLength(2);
  });
});
