import '../../../../../../tools/test/lazy-ui';
import { fakeResponse } from '../../../../../../tools/test/polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Role } from '@inhala/domain';
import { SessionProvider, ToastProvider, createQueryClient } from '@inhala/ui';
import { PaywallPage } from '../../paywall/routes/PaywallPage';
import { SmartConversionPage, subscriberDestination } from './SmartConversionPage';

const person = (role: Role) => ({
  id: 'u1',
  email: 'ana@inhala.app',
  firstName: 'Ana',
  lastName: 'Luz',
  role,
  timezone: 'UTC',
  language: 'es',
  legacyPaymentPlatform: null,
  createdAt: '2026-11-01T00:00:00Z',
});

const LEAD_STATUS = {
  hasActiveSubscription: false,
  subscriptionStatus: null,
  subscriptionPlan: null,
  trialEndsAt: null,
  subscriptionEndsAt: null,
  role: 'lead',
};

/** The conversion page and /paywall at `at`, for `role` (null: a visitor). */
function visit(at: string, role: Role | null) {
  window.localStorage.clear();
  if (role) {
    window.localStorage.setItem('user', JSON.stringify(person(role)));
    window.localStorage.setItem('sessionId', 'a'.repeat(32));
    window.localStorage.setItem('lastSessionValidation', String(Date.now()));
  }
  global.fetch = jest.fn(async (url: string) =>
    url.endsWith('/status') ? fakeResponse(200, JSON.stringify(LEAD_STATUS)) : fakeResponse(200, 'null'),
  ) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[at]}>
          <SessionProvider onRequestSignIn={() => undefined} onSignedOut={() => undefined}>
            <Routes>
              <Route path="/smart-conversion/*" element={<SmartConversionPage />} />
              <Route path="/paywall" element={<PaywallPage />} />
              <Route path="/" element={<p>Inicio</p>} />
              <Route path="/journal" element={<p>Journal</p>} />
            </Routes>
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('SmartConversionPage', () => {
  it('shows a visitor the proposition and the registration form', async () => {
    visit('/smart-conversion/journal', null);
    expect(await screen.findByRole('heading', { name: 'Crea tu cuenta gratis' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inicia sesión aquí' })).toBeInTheDocument();
  });

  it('shows a signed-in lead the way to the plans, not a registration form', async () => {
    visit('/smart-conversion/angel-mondays', 'lead');
    expect(await screen.findByRole('link', { name: 'Elige tu Plan' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.getByRole('heading', { name: 'Ya tienes tu cuenta, Ana' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Crea tu cuenta gratis' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Crear cuenta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inicia sesión aquí' })).not.toBeInTheDocument();
  });

  it('sends a client to the page they wanted', async () => {
    visit('/smart-conversion/journal', 'client');
    expect(await screen.findByText('Journal')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Crear cuenta' })).not.toBeInTheDocument();
  });

  it('sends a client who came for the plans home', async () => {
    visit('/smart-conversion/subscription', 'client');
    expect(await screen.findByText('Inicio')).toBeInTheDocument();
  });

  it.each([
    ['/journal', '/journal'],
    ['/angel-mondays/3', '/angel-mondays/3'],
    ['/subscription', '/'],
    ['/paywall', '/'],
    ['/oracle', '/'],
  ])('sends a subscriber aiming at %s to %s', (target, destination) => {
    expect(subscriberDestination(target)).toBe(destination);
  });
});

describe('PaywallPage', () => {
  it('offers a visitor the conversion page and sign-in', async () => {
    visit('/paywall', null);
    expect(await screen.findByRole('link', { name: 'Comenzar mi Transformación' })).toHaveAttribute(
      'href',
      '/smart-conversion/subscription',
    );
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('leads a signed-in lead to the plans', async () => {
    visit('/paywall', 'lead');
    expect(await screen.findByRole('link', { name: 'Elige tu Plan' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByRole('button', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();
  });

  it('sends a client home', async () => {
    visit('/paywall', 'client');
    expect(await screen.findByText('Inicio')).toBeInTheDocument();
  });
});
