import { fakeResponse } from '../../../../../../tools/test/polyfills';
import { act, screen, within } from '@testing-library/react';
import { setupUser } from '../../../../../../tools/test/user';
import { renderWithShell } from '../../../test-utils';
import { SubscriptionPage } from './SubscriptionPage';

const PLANS = {
  plans: [
    {
      interval: 'month',
      kind: 'monthly',
      name: 'Plan Mensual',
      price: 33,
      currency: 'usd',
      priceId: 'price_m',
      description: 'Mes a mes',
      features: ['A'],
    },
    {
      interval: 'year',
      kind: 'yearly',
      name: 'Plan Anual',
      price: 111,
      currency: 'usd',
      priceId: 'price_y',
      discount: 72,
      description: 'Un año',
      features: ['B'],
    },
  ],
};
const LEAD = {
  id: 'u1',
  email: 'ana@inhala.app',
  firstName: 'Ana',
  lastName: 'Luz',
  role: 'lead',
  timezone: 'UTC',
  language: 'es',
  legacyPaymentPlatform: null,
  createdAt: '2026-11-01T00:00:00Z',
};

function signedInLead() {
  window.localStorage.setItem('user', JSON.stringify(LEAD));
  window.localStorage.setItem('sessionId', 'a'.repeat(32));
  window.localStorage.setItem('lastSessionValidation', String(Date.now()));
}

function routeFetch(checkout: Response) {
  global.fetch = jest.fn(async (url: string) => {
    if (url.endsWith('/plans')) return fakeResponse(200, JSON.stringify(PLANS));
    if (url.endsWith('/status'))
      return fakeResponse(
        200,
        JSON.stringify({
          hasActiveSubscription: false,
          subscriptionStatus: null,
          subscriptionPlan: null,
          trialEndsAt: null,
          subscriptionEndsAt: null,
          role: 'lead',
        }),
      );
    return checkout;
  }) as unknown as typeof fetch;
}

describe('SubscriptionPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks a visitor to create an account first', () => {
    routeFetch(fakeResponse(500));
    renderWithShell(<SubscriptionPage />);
    expect(screen.getByRole('link', { name: 'Comenzar mi Transformación' })).toHaveAttribute(
      'href',
      '/smart-conversion/subscription',
    );
  });

  it('shows both plans with the yearly savings', async () => {
    signedInLead();
    routeFetch(fakeResponse(500));
    renderWithShell(<SubscriptionPage />);
    expect(await screen.findByText('Solo $1 al día')).toBeInTheDocument();
    expect(screen.getByText('Solo $0.30 al día')).toBeInTheDocument();
    expect(screen.getByText('Ahorra 72%')).toBeInTheDocument();
    expect(screen.getByLabelText('Antes $396 USD')).toBeInTheDocument();
    expect(screen.getByText('Ahorras $285 USD al año')).toBeInTheDocument();
  });

  it('says Procesando... and disables every plan while a checkout starts, then maps the error', async () => {
    signedInLead();
    let answer: (r: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    global.fetch = jest.fn(async (url: string) => {
      if (url.endsWith('/plans')) return fakeResponse(200, JSON.stringify(PLANS));
      if (url.endsWith('/status')) return fakeResponse(401, '');
      return pending;
    }) as unknown as typeof fetch;
    const user = setupUser();
    renderWithShell(<SubscriptionPage />);
    const buttons = await screen.findAllByRole('button', { name: '11 días de prueba gratis' });
    await user.click(buttons[1]!);
    expect(screen.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '11 días de prueba gratis' })).toBeDisabled();
    await act(async () =>
      answer(
        fakeResponse(
          400,
          JSON.stringify({ statusCode: 400, errorCode: 'MISSING_PRICE_ID', message: 'Elige un plan' }),
        ),
      ),
    );
    expect(await screen.findByText('Plan No Seleccionado')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '11 días de prueba gratis' })[0]).toBeEnabled();
  });

  it('shows the system error for a customer setup failure', async () => {
    signedInLead();
    routeFetch(
      fakeResponse(
        502,
        JSON.stringify({ statusCode: 502, errorCode: 'CUSTOMER_SETUP_FAILED', message: 'x' }),
      ),
    );
    const user = setupUser();
    renderWithShell(<SubscriptionPage />);
    await user.click((await screen.findAllByRole('button', { name: '11 días de prueba gratis' }))[0]!);
    expect(await screen.findByText('Error del Sistema')).toBeInTheDocument();
  });

  describe('a person who already has a subscription', () => {
    const FUTURE = new Date(Date.now() + 11 * 86_400_000).toISOString();
    const clientStatus = (overrides: Record<string, unknown>) => ({
      hasActiveSubscription: true,
      subscriptionStatus: 'active',
      subscriptionPlan: 'yearly',
      trialEndsAt: null,
      subscriptionEndsAt: FUTURE,
      role: 'client',
      trialAvailable: false,
      ...overrides,
    });

    function signedInClient(
      status: Record<string, unknown>,
      portal: () => Promise<Response> = async () => fakeResponse(500),
    ) {
      window.localStorage.setItem('user', JSON.stringify({ ...LEAD, role: 'client' }));
      window.localStorage.setItem('sessionId', 'a'.repeat(32));
      window.localStorage.setItem('lastSessionValidation', String(Date.now()));
      const fetchMock = jest.fn(async (url: string) => {
        if (url.endsWith('/plans')) return fakeResponse(200, JSON.stringify(PLANS));
        if (url.endsWith('/status')) return fakeResponse(200, JSON.stringify(status));
        if (url.endsWith('/customer-portal')) return portal();
        return fakeResponse(500);
      });
      global.fetch = fetchMock as unknown as typeof fetch;
      return fetchMock;
    }

    it.each([
      ['an active yearly plan', clientStatus({}), 'Plan Anual', 'Activa', null],
      [
        'a monthly trial',
        clientStatus({ subscriptionStatus: 'trialing', subscriptionPlan: 'monthly', trialEndsAt: FUTURE }),
        'Plan Mensual',
        'Prueba Gratuita',
        /^Tu prueba gratuita termina el \d{1,2} de \w+, \d{4}\.$/,
      ],
      [
        'a plan cancelled at period end',
        clientStatus({ subscriptionStatus: 'canceled' }),
        'Plan Anual',
        'Cancelada',
        /^Tienes acceso hasta el \d{1,2} de \w+, \d{4}\.$/,
      ],
    ])(
      'shows %s with its state and the portal, and no plan buttons',
      async (_name, status, plan, label, text) => {
        signedInClient(status);
        renderWithShell(<SubscriptionPage />);
        const current = await screen.findByRole('region', { name: plan });
        expect(within(current).getByText('Tu plan actual')).toBeInTheDocument();
        expect(within(current).getByText(label)).toBeInTheDocument();
        if (text) expect(within(current).getByText(text)).toBeInTheDocument();
        expect(within(current).getByRole('button', { name: 'Gestionar suscripción' })).toBeEnabled();
        expect(screen.queryByRole('button', { name: '11 días de prueba gratis' })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Suscribirme' })).not.toBeInTheDocument();
        expect(screen.queryByText('Solo $1 al día')).not.toBeInTheDocument();
      },
    );

    it('opens the customer portal from the current plan', async () => {
      let answer: (r: Response) => void = () => undefined;
      const fetchMock = signedInClient(clientStatus({}), () => new Promise<Response>((r) => (answer = r)));
      const user = setupUser();
      renderWithShell(<SubscriptionPage />);
      await user.click(await screen.findByRole('button', { name: 'Gestionar suscripción' }));
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/subscription/customer-portal',
        expect.objectContaining({ method: 'POST' }),
      );
      expect(screen.getByRole('button', { name: 'Abriendo...' })).toBeDisabled();
      await act(async () =>
        answer(
          fakeResponse(404, JSON.stringify({ statusCode: 404, errorCode: 'NO_SUBSCRIPTION', message: 'x' })),
        ),
      );
      expect(await screen.findByText('Sin Suscripción')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Gestionar suscripción' })).toBeEnabled();
    });

    it('offers a returning person the plans without a second trial', async () => {
      signedInClient({
        hasActiveSubscription: false,
        subscriptionStatus: 'canceled',
        subscriptionPlan: 'monthly',
        trialEndsAt: null,
        subscriptionEndsAt: new Date(Date.now() - 86_400_000).toISOString(),
        role: 'lead',
        trialAvailable: false,
      });
      renderWithShell(<SubscriptionPage />);
      expect(await screen.findAllByRole('button', { name: 'Suscribirme' })).toHaveLength(2);
      expect(screen.queryByRole('button', { name: '11 días de prueba gratis' })).not.toBeInTheDocument();
      expect(screen.queryByText(/prueba/i)).not.toBeInTheDocument();
      expect(screen.getByText('Retoma tu práctica hoy y cancela cuando quieras.')).toBeInTheDocument();
    });

    it('shows the current plan when the server answers that the person already subscribed', async () => {
      signedInLead();
      let subscribed = false;
      global.fetch = jest.fn(async (url: string) => {
        if (url.endsWith('/plans')) return fakeResponse(200, JSON.stringify(PLANS));
        if (url.endsWith('/status'))
          return fakeResponse(
            200,
            JSON.stringify(
              subscribed
                ? clientStatus({ subscriptionPlan: 'monthly' })
                : {
                    hasActiveSubscription: false,
                    subscriptionStatus: null,
                    subscriptionPlan: null,
                    trialEndsAt: null,
                    subscriptionEndsAt: null,
                    role: 'lead',
                    trialAvailable: true,
                  },
            ),
          );
        if (url.endsWith('/me'))
          return fakeResponse(200, JSON.stringify({ user: { ...LEAD, role: 'client' } }));
        subscribed = true; // another tab completed a checkout meanwhile
        return fakeResponse(
          409,
          JSON.stringify({
            statusCode: 409,
            errorCode: 'SUBSCRIPTION.ALREADY_ACTIVE',
            message: 'Ya tienes una suscripción activa. Puedes cambiar de plan desde Gestionar suscripción.',
          }),
        );
      }) as unknown as typeof fetch;
      const user = setupUser();
      renderWithShell(<SubscriptionPage />);
      await user.click((await screen.findAllByRole('button', { name: '11 días de prueba gratis' }))[0]!);
      expect(await screen.findByText('Ya tienes una suscripción')).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'Plan Mensual' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '11 días de prueba gratis' })).not.toBeInTheDocument();
    });
  });
});
