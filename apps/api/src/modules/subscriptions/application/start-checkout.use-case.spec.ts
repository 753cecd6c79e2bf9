import { Test } from '@nestjs/testing';
import { NO_SUBSCRIPTION, type SubscriptionState } from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { PaymentGateway, type CheckoutRequest } from '../ports/payment-gateway.port';
import { PaymentSettings } from '../ports/payment-settings.port';
import { SubscriberRepository, type Subscriber } from '../ports/subscriber.repository.port';
import { StartCheckout } from './start-checkout.use-case';

const NOW = new Date('2026-11-22T10:00:00Z');
const DAY = 86_400_000;

/** Records what the use case asks the provider, like the Stripe contract tests' fake. */
class RecordingGateway {
  readonly kind = 'stripe' as const;
  readonly customers: string[] = [];
  readonly checkouts: CheckoutRequest[] = [];

  async createCustomer({ accountId }: { accountId: string }): Promise<string> {
    this.customers.push(accountId);
    return `cus_${accountId}`;
  }

  async createCheckout(request: CheckoutRequest): Promise<{ url: string }> {
    this.checkouts.push(request);
    return { url: `https://pay.test/${this.checkouts.length}` };
  }
}

describe('StartCheckout', () => {
  let checkout: StartCheckout;
  let gateway: RecordingGateway;
  let person: Subscriber;

  const personWith = (state: SubscriptionState, trialUsedAt: Date | null = null): Subscriber => ({
    id: 'ana',
    email: 'ana@inhala.test',
    firstName: 'Ana',
    lastName: 'Luz',
    role: 'lead',
    customerId: null,
    subscriptionId: null,
    state,
    trialUsedAt,
    isLegacyUser: false,
    legacyPaymentPlatform: null,
    legacySubscriptionId: null,
  });

  beforeEach(async () => {
    gateway = new RecordingGateway();
    person = personWith(NO_SUBSCRIPTION);
    const modules = await Test.createTestingModule({
      providers: [
        StartCheckout,
        { provide: PaymentGateway, useValue: gateway },
        { provide: Clock, useValue: { now: () => NOW } },
        {
          provide: PaymentSettings,
          useValue: {
            publicUrl: 'https://inhala.test',
            legacyWalletPortalUrl: null,
            pricing: { monthly: { priceId: 'p_m', price: 33 }, yearly: { priceId: 'p_y', price: 111 } },
          },
        },
        {
          provide: SubscriberRepository,
          useValue: {
            findById: async () => person,
            attachCustomer: async (_id: string, customerId: string) => {
              person = { ...person, customerId: person.customerId ?? customerId };
              return person.customerId;
            },
          },
        },
      ],
    }).compile();
    checkout = modules.get(StartCheckout);
  });

  it('should give a first checkout the 11-day trial and create the customer once', async () => {
    await checkout.execute('ana', 'p_y');
    await checkout.execute('ana', 'p_m');
    expect(gateway.customers).toEqual(['ana']);
    expect(gateway.checkouts.map((c) => [c.plan, c.trialDays])).toEqual([
      ['yearly', 11],
      ['monthly', 11],
    ]);
  });

  it('should give no trial to a person who already had one', async () => {
    person = personWith({ ...NO_SUBSCRIPTION, status: 'canceled' }, new Date('2026-01-01'));
    await checkout.execute('ana', 'p_m');
    expect(gateway.checkouts[0]?.trialDays).toBe(0);
  });

  it.each([
    ['trialing', new Date(NOW.getTime() + 5 * DAY)],
    ['active', new Date(NOW.getTime() + 20 * DAY)],
    ['past_due', new Date(NOW.getTime() + 2 * DAY)],
    ['canceled', new Date(NOW.getTime() + 3 * DAY)],
  ] as const)('should refuse a person whose %s subscription still gives access', async (status, endsAt) => {
    person = personWith({ status, plan: 'monthly', trialEndsAt: null, subscriptionEndsAt: endsAt }, NOW);
    await expect(checkout.execute('ana', 'p_y')).rejects.toMatchObject({
      code: 'SUBSCRIPTION.ALREADY_ACTIVE',
    });
    expect(gateway.checkouts).toEqual([]);
  });

  it('should name a missing and an unknown plan before asking the provider', async () => {
    await expect(checkout.execute('ana', undefined)).rejects.toMatchObject({ code: 'MISSING_PRICE_ID' });
    await expect(checkout.execute('ana', 'p_gratis')).rejects.toMatchObject({ code: 'INVALID_PRICE_ID' });
    expect(gateway.customers).toEqual([]);
  });
});
