import fc from 'fast-check';
import type { SubscriptionStatusResponse } from '../contracts/subscription';
import {
  blocksNewCheckout,
  checkoutTrialDays,
  hasSubscriptionToManage,
  isTrialAvailable,
} from './checkout-eligibility';
import { ALREADY_SUBSCRIBED_MESSAGE, checkoutErrorMessage, checkoutFeedback } from './checkout-errors';
import { buildPlans, planKindOfPrice, yearlyDiscount, yearlySavings } from './plans';
import { portalRoute } from './portal-route';
import { profileBadge } from './profile-badge';
import { LEAD_WITHOUT_SUBSCRIPTION, deriveSubscriptionFlags } from './subscription-flags';
import {
  SUBSCRIPTION_STATUSES,
  grantsAccess,
  roleForSubscription,
  type SubscriptionState,
} from './subscription-state';

const NOW = new Date('2026-11-21T12:00:00Z');
const FUTURE = '2026-12-02T12:00:00.000Z';
const PAST = '2026-11-01T12:00:00.000Z';

function status(overrides: Partial<SubscriptionStatusResponse>): SubscriptionStatusResponse {
  return { ...LEAD_WITHOUT_SUBSCRIPTION, ...overrides };
}

describe('derived subscription flags (01 §3)', () => {
  it('treats no status (visitor or 401) as a lead without subscription', () => {
    expect(deriveSubscriptionFlags(null, NOW)).toEqual({
      isSubscribed: false,
      isClient: false,
      isLead: true,
      isAdmin: false,
      isCancelled: false,
    });
  });

  it('a trialing client is subscribed and a client', () => {
    const flags = deriveSubscriptionFlags(
      status({ hasActiveSubscription: true, subscriptionStatus: 'trialing', role: 'client' }),
      NOW,
    );
    expect(flags).toMatchObject({ isSubscribed: true, isClient: true, isLead: false, isCancelled: false });
  });

  it('cancelled means status canceled with an end date still in the future', () => {
    const future = status({
      hasActiveSubscription: true,
      subscriptionStatus: 'canceled',
      subscriptionEndsAt: FUTURE,
      role: 'client',
    });
    const past = status({ subscriptionStatus: 'canceled', subscriptionEndsAt: PAST });
    expect(deriveSubscriptionFlags(future, NOW).isCancelled).toBe(true);
    expect(deriveSubscriptionFlags(past, NOW)).toMatchObject({
      isCancelled: false,
      isLead: true,
      isSubscribed: false,
    });
  });

  it('an admin has full access without a subscription', () => {
    expect(deriveSubscriptionFlags(status({ role: 'admin' }), NOW)).toMatchObject({
      isAdmin: true,
      isSubscribed: true,
      isLead: false,
    });
  });
});

describe('profile badge (02 §4.9)', () => {
  it('names each state', () => {
    expect(profileBadge(null, NOW).label).toBe('Sin Suscripción');
    const trial = profileBadge(
      status({
        hasActiveSubscription: true,
        subscriptionStatus: 'trialing',
        trialEndsAt: FUTURE,
        role: 'client',
      }),
      NOW,
    );
    expect(trial).toMatchObject({
      label: 'Prueba Gratuita',
      description: 'Tu prueba gratuita termina el 2 de diciembre, 2026.',
    });
    const cancelled = profileBadge(
      status({ hasActiveSubscription: true, subscriptionStatus: 'canceled', subscriptionEndsAt: FUTURE }),
      NOW,
    );
    expect(cancelled).toMatchObject({
      label: 'Cancelada',
      description: 'Tienes acceso hasta el 2 de diciembre, 2026.',
    });
    expect(
      profileBadge(
        status({ hasActiveSubscription: true, subscriptionStatus: 'active', subscriptionPlan: 'yearly' }),
        NOW,
      ),
    ).toMatchObject({ label: 'Activa', description: 'Plan Anual' });
    expect(
      profileBadge(
        status({ hasActiveSubscription: true, subscriptionStatus: 'active', subscriptionPlan: 'monthly' }),
        NOW,
      ).description,
    ).toBe('Plan Mensual');
  });

  it('an ended cancellation is no subscription at all', () => {
    expect(
      profileBadge(status({ subscriptionStatus: 'canceled', subscriptionEndsAt: PAST }), NOW).label,
    ).toBe('Sin Suscripción');
  });
});

describe('role follows the subscription', () => {
  const state = (s: Partial<SubscriptionState>): SubscriptionState => ({
    status: null,
    plan: null,
    trialEndsAt: null,
    subscriptionEndsAt: null,
    ...s,
  });

  it('lead <-> client, admins untouched', () => {
    expect(roleForSubscription('lead', state({ status: 'trialing' }), NOW)).toBe('client');
    expect(
      roleForSubscription('client', state({ status: 'canceled', subscriptionEndsAt: new Date(PAST) }), NOW),
    ).toBe('lead');
    expect(
      roleForSubscription('client', state({ status: 'canceled', subscriptionEndsAt: new Date(FUTURE) }), NOW),
    ).toBe('client');
    expect(roleForSubscription('client', state({ status: 'unpaid' }), NOW)).toBe('lead');
  });

  it('never changes an admin, whatever the status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, ...SUBSCRIPTION_STATUSES),
        fc.option(fc.date({ noInvalidDate: true })),
        (s, endsAt) => {
          expect(roleForSubscription('admin', state({ status: s, subscriptionEndsAt: endsAt }), NOW)).toBe(
            'admin',
          );
        },
      ),
    );
  });

  it('a non-admin is a client exactly when the subscription grants access', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('lead' as const, 'client' as const),
        fc.constantFrom(null, ...SUBSCRIPTION_STATUSES),
        fc.option(fc.date({ noInvalidDate: true })),
        (role, s, endsAt) => {
          const st = state({ status: s, subscriptionEndsAt: endsAt });
          expect(roleForSubscription(role, st, NOW) === 'client').toBe(grantsAccess(st, NOW));
        },
      ),
    );
  });
});

describe('who may start a new checkout', () => {
  const state = (s: Partial<SubscriptionState>): SubscriptionState => ({
    status: null,
    plan: 'yearly',
    trialEndsAt: null,
    subscriptionEndsAt: null,
    ...s,
  });

  it.each([
    ['no subscription', false, state({ plan: null })],
    ['a trial', true, state({ status: 'trialing', trialEndsAt: new Date(FUTURE) })],
    ['a paid period', true, state({ status: 'active' })],
    ['a renewal being retried', true, state({ status: 'past_due' })],
    [
      'a plan cancelled at period end that still gives access',
      true,
      state({ status: 'canceled', subscriptionEndsAt: new Date(FUTURE) }),
    ],
    ['an ended plan', false, state({ status: 'canceled', subscriptionEndsAt: new Date(PAST) })],
    ['an unpaid plan without access', false, state({ status: 'unpaid' })],
    ['a first payment that never completed', false, state({ status: 'incomplete_expired' })],
  ])('%s: blocks a new checkout = %s', (_name, blocked, st) => {
    expect(blocksNewCheckout(st, NOW)).toBe(blocked);
  });

  it('blocks exactly while the subscription gives access, which the status call reports', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, ...SUBSCRIPTION_STATUSES),
        fc.option(fc.date({ noInvalidDate: true })),
        (s, endsAt) => {
          const st = state({ status: s, subscriptionEndsAt: endsAt });
          const reported = status({ hasActiveSubscription: grantsAccess(st, NOW) });
          expect(blocksNewCheckout(st, NOW)).toBe(hasSubscriptionToManage(reported));
        },
      ),
    );
    expect(hasSubscriptionToManage(null)).toBe(false);
  });

  it('offers the 11-day trial once per person, ever', () => {
    expect(isTrialAvailable({ trialUsedAt: null })).toBe(true);
    expect(checkoutTrialDays({ trialUsedAt: null })).toBe(11);
    expect(isTrialAvailable({ trialUsedAt: new Date(PAST) })).toBe(false);
    expect(checkoutTrialDays({ trialUsedAt: new Date(PAST) })).toBe(0);
    expect(LEAD_WITHOUT_SUBSCRIPTION.trialAvailable).toBe(true);
  });
});

describe('plans', () => {
  const pricing = { monthly: { priceId: 'price_m', price: 33 }, yearly: { priceId: 'price_y', price: 111 } };

  it('offers monthly and yearly in USD with the yearly discount', () => {
    const [monthly, yearly] = buildPlans(pricing);
    expect(monthly).toMatchObject({ interval: 'month', price: 33, currency: 'usd', priceId: 'price_m' });
    expect(yearly).toMatchObject({ interval: 'year', price: 111, discount: 72 });
    expect(yearlySavings(33, 111)).toBe(285);
    expect(yearlyDiscount(0, 10)).toBe(0);
  });

  it('recognises only its own price ids', () => {
    expect(planKindOfPrice(pricing, 'price_y')).toBe('yearly');
    expect(planKindOfPrice(pricing, 'price_other')).toBeNull();
  });
});

describe('customer portal route', () => {
  const base = {
    customerId: null,
    isLegacyUser: false,
    legacyPaymentPlatform: null,
    legacySubscriptionId: null,
  };

  it('sends a paying customer to the provider portal and others to the right error', () => {
    expect(portalRoute({ ...base, customerId: 'cus_1' })).toEqual({ kind: 'gateway', customerId: 'cus_1' });
    expect(portalRoute(base)).toEqual({ kind: 'error', code: 'NO_SUBSCRIPTION' });
    expect(portalRoute({ ...base, isLegacyUser: true })).toEqual({
      kind: 'error',
      code: 'LEGACY_SUBSCRIPTION_MISSING',
    });
  });

  it('handles each legacy platform', () => {
    expect(
      portalRoute({ ...base, legacyPaymentPlatform: 'wallet', legacySubscriptionId: 'I-ABCDEF123456' }),
    ).toEqual({ kind: 'legacy-wallet', subscriptionId: 'I-ABCDEF123456' });
    expect(
      portalRoute({ ...base, legacyPaymentPlatform: 'wallet' }).kind === 'error' &&
        portalRoute({ ...base, legacyPaymentPlatform: 'wallet' }),
    ).toMatchObject({ code: 'LEGACY_SUBSCRIPTION_MISSING' });
    expect(
      portalRoute({ ...base, legacyPaymentPlatform: 'wallet', legacySubscriptionId: 'nope' }),
    ).toMatchObject({ code: 'LEGACY_SUBSCRIPTION_INVALID' });
    expect(portalRoute({ ...base, legacyPaymentPlatform: 'legacy_card' })).toMatchObject({
      code: 'LEGACY_SUBSCRIPTION_NOT_FOUND',
    });
    expect(portalRoute({ ...base, legacyPaymentPlatform: 'legacy_card', customerId: 'cus_2' })).toMatchObject(
      { kind: 'gateway' },
    );
    expect(portalRoute({ ...base, legacyPaymentPlatform: 'gift' })).toMatchObject({
      code: 'NO_SUBSCRIPTION',
    });
    expect(portalRoute({ ...base, legacyPaymentPlatform: 'crypto' })).toMatchObject({
      code: 'UNKNOWN_LEGACY_PLATFORM',
    });
  });
});

describe('checkout errors (01 §8)', () => {
  it('maps codes to the spec messages, 401 to session expiry, else the server text', () => {
    expect(checkoutErrorMessage({ status: 401 })).toBe(
      'Your session has expired. Please sign in again to continue.',
    );
    expect(checkoutErrorMessage({ status: 400, errorCode: 'INVALID_PRICE_ID' })).toBe(
      'The selected subscription plan is not available. Please refresh and try again.',
    );
    expect(checkoutErrorMessage({ status: 500, serverMessage: 'Algo' })).toBe('Algo');
    expect(checkoutErrorMessage({ status: 500 })).toBe(
      'Failed to create checkout session. Please try again.',
    );
  });

  it('the plan screen reacts to the message text', () => {
    expect(checkoutFeedback(checkoutErrorMessage({ status: 401 }))).toMatchObject({
      kind: 'session-expired',
      redirectTo: '/smart-conversion/subscription',
      afterMs: 2000,
    });
    expect(checkoutFeedback(checkoutErrorMessage({ status: 404, errorCode: 'USER_NOT_FOUND' })).kind).toBe(
      'session-expired',
    );
    expect(
      checkoutFeedback(checkoutErrorMessage({ status: 400, errorCode: 'MISSING_PRICE_ID' })),
    ).toMatchObject({ title: 'Plan No Seleccionado' });
    expect(
      checkoutFeedback(checkoutErrorMessage({ status: 400, errorCode: 'INVALID_PRICE_ID' })),
    ).toMatchObject({ kind: 'reload', afterMs: 2000 });
    expect(
      checkoutFeedback(checkoutErrorMessage({ status: 502, errorCode: 'CUSTOMER_SETUP_FAILED' })),
    ).toMatchObject({ title: 'Error del Sistema' });
    expect(
      checkoutFeedback(checkoutErrorMessage({ status: 502, errorCode: 'CHECKOUT_CREATION_FAILED' })),
    ).toMatchObject({ description: 'No pudimos procesar tu solicitud.' });
    // Offline (issue 18): the screen says the payment needs the network, not a generic failure.
    const offline =
      'El pago necesita conexión a internet. Inténtalo de nuevo cuando vuelvas a estar en línea.';
    expect(checkoutFeedback(offline)).toEqual({
      kind: 'message',
      title: 'Sin conexión',
      description: offline,
    });
    expect(
      checkoutFeedback(
        checkoutErrorMessage({
          status: 409,
          errorCode: 'SUBSCRIPTION.ALREADY_ACTIVE',
          serverMessage: ALREADY_SUBSCRIBED_MESSAGE,
        }),
      ),
    ).toEqual({
      kind: 'already-subscribed',
      title: 'Ya tienes una suscripción',
      description: 'Ya tienes una suscripción activa. Puedes cambiar de plan desde Gestionar suscripción.',
    });
  });
});
