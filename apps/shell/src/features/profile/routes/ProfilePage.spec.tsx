import { fakeResponse } from '../../../../../../tools/test/polyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import { setupUser } from '../../../../../../tools/test/user';
import { renderWithShell } from '../../../test-utils';
import { ProfilePage } from './ProfilePage';

const CLIENT = {
  id: 'u1',
  email: 'ana@inhala.app',
  firstName: 'Ana',
  lastName: 'Luz',
  role: 'client',
  timezone: 'America/Mexico_City',
  language: 'es',
  legacyPaymentPlatform: null,
  createdAt: '2026-11-01T00:00:00Z',
};

const STATUS = {
  hasActiveSubscription: true,
  subscriptionStatus: 'active',
  subscriptionPlan: 'monthly',
  trialEndsAt: null,
  subscriptionEndsAt: '2026-12-24T00:00:00Z',
  role: 'client',
};

function signedIn() {
  window.localStorage.setItem('user', JSON.stringify(CLIENT));
  window.localStorage.setItem('sessionId', 'a'.repeat(32));
  window.localStorage.setItem('lastSessionValidation', String(Date.now()));
}

describe("ProfilePage 'Correos'", () => {
  beforeEach(() => window.localStorage.clear());

  it("shows the signed-in person's e-mail choices and saves a reminder time with their session", async () => {
    signedIn();
    const puts: Array<{ body: unknown; session: string | undefined }> = [];
    global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/email/preferences' && init.method === 'PUT') {
        const body = JSON.parse(init.body as string) as Record<string, unknown>;
        puts.push({ body, session: (init.headers as Record<string, string>)['x-session-id'] });
        return fakeResponse(200, JSON.stringify({ ...body, timezone: CLIENT.timezone }));
      }
      if (url === '/api/email/preferences')
        return fakeResponse(
          200,
          JSON.stringify({
            news: true,
            angelMondays: false,
            reminders: false,
            reminderTime: null,
            timezone: CLIENT.timezone,
          }),
        );
      if (url.endsWith('/status')) return fakeResponse(200, JSON.stringify(STATUS));
      return fakeResponse(404, '');
    }) as unknown as typeof fetch;
    const user = setupUser();
    renderWithShell(<ProfilePage />, '/profile');

    const section = await screen.findByRole('region', { name: 'Correos' });
    const mails = within(section);
    expect(await mails.findByRole('switch', { name: 'Novedades' })).toHaveAttribute('aria-checked', 'true');
    expect(mails.getByRole('switch', { name: 'Angel Mondays' })).toHaveAttribute('aria-checked', 'false');
    await user.click(mails.getByRole('switch', { name: 'Recordatorios' }));
    fireEvent.change(mails.getByLabelText('Hora del recordatorio'), { target: { value: '21:15' } });
    expect(mails.getByText(/^En tu zona horaria: .+ \(America\/Mexico_City\)$/)).toBeInTheDocument();
    await user.click(mails.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Preferencias guardadas')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        body: { news: true, angelMondays: false, reminders: true, reminderTime: '21:15' },
        session: 'a'.repeat(32),
      },
    ]);
  });
});
