import { fakeResponse } from '../../../../../../tools/test/polyfills';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    const user = userEvent.setup();
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
    const user = userEvent.setup();
    renderWithShell(<SubscriptionPage />);
    await user.click((await screen.findAllByRole('button', { name: '11 días de prueba gratis' }))[0]!);
    expect(await screen.findByText('Error del Sistema')).toBeInTheDocument();
  });
});
