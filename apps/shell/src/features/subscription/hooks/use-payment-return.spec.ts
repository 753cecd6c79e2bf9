import { LEAD_WITHOUT_SUBSCRIPTION } from '@inhala/domain';
import { isPaymentReturn, paymentConfirmedText } from './use-payment-return';

describe('payment return detection (01 §4)', () => {
  it.each([
    ['?session_id=cs_1&success=true', '/', '', true, true],
    ['?success=true', '/', '', true, true],
    ['?utm_source=email', '/', '', true, false],
    ['?canceled=true', '/subscription', '', true, false],
    ['', '/', 'https://checkout.stripe.com/c/pay/cs_1', true, true],
    ['', '/', 'http://localhost:3000/api/local-checkout/cs_local_1', true, true],
    ['', '/', '', false, false],
    ['?tab=favorites', '/meditaciones', 'https://www.google.com/', false, false],
  ])('%s on %s from %s', (search, path, referrer, returned, paid) => {
    expect(isPaymentReturn(search, path, referrer)).toEqual({ returned, paid });
  });
});

describe('payment confirmation text', () => {
  const TRIAL = 'Tu prueba gratuita de 11 días ya comenzó. Disfruta de todo Inhala.';
  const PAID = 'Tu suscripción ya está activa. Disfruta de todo Inhala.';

  it('speaks of the trial only when the checkout came with one', () => {
    const trialing = {
      ...LEAD_WITHOUT_SUBSCRIPTION,
      hasActiveSubscription: true,
      subscriptionStatus: 'trialing' as const,
      role: 'client' as const,
      trialAvailable: false,
    };
    expect(paymentConfirmedText(trialing)).toBe(TRIAL);
    // A first-timer whose provider event has not arrived yet got the trial too.
    expect(paymentConfirmedText(LEAD_WITHOUT_SUBSCRIPTION)).toBe(TRIAL);
    // A returning person pays from day one.
    expect(
      paymentConfirmedText({ ...trialing, subscriptionStatus: 'active', subscriptionPlan: 'monthly' }),
    ).toBe(PAID);
    expect(paymentConfirmedText({ ...LEAD_WITHOUT_SUBSCRIPTION, trialAvailable: false })).toBe(PAID);
    expect(paymentConfirmedText(null)).toBe(PAID);
  });
});
