import { fakeResponse } from '../../../../../../tools/test/polyfills';
import { fireEvent, screen } from '@testing-library/react';
import { setupUser } from '../../../../../../tools/test/user';
import { Route, Routes } from '@inhala/ui';
import { renderWithShell } from '../../../test-utils';
import { EmailPreferencesPage } from './EmailPreferencesPage';

const PREFERENCES = {
  news: true,
  angelMondays: true,
  reminders: false,
  reminderTime: null,
  timezone: 'Europe/Madrid',
  maskedEmail: 'an***@i***.app',
};

interface Call {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/** The server: GET answers `loaded`; PUT answers `onPut(body)` (the saved body by default). */
function serve(
  loaded: Response,
  onPut: (body: Record<string, unknown>) => Response = (body) =>
    fakeResponse(200, JSON.stringify({ ...PREFERENCES, ...body })),
) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const body = init.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : undefined;
    calls.push({ url, method: init.method ?? 'GET', body, headers: init.headers as Record<string, string> });
    return init.method === 'PUT' ? onPut(body ?? {}) : loaded;
  }) as unknown as typeof fetch;
  return calls;
}

function openPage(search = '', onRequestSignIn?: () => void) {
  return renderWithShell(
    <Routes>
      <Route path="/email-preferences/:token" element={<EmailPreferencesPage />} />
    </Routes>,
    `/email-preferences/tok.sig${search}`,
    onRequestSignIn,
  );
}

const switchNamed = (name: string) => screen.findByRole('switch', { name });

describe('EmailPreferencesPage (from a mail, without signing in)', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows whose preferences these are and the three kinds as switches with their hints', async () => {
    const calls = serve(fakeResponse(200, JSON.stringify(PREFERENCES)));
    openPage();
    expect(await screen.findByText('an***@i***.app')).toBeInTheDocument();
    expect(await switchNamed('Novedades')).toHaveAttribute('aria-checked', 'true');
    expect(await switchNamed('Angel Mondays')).toHaveAttribute('aria-checked', 'true');
    const reminders = await switchNamed('Recordatorios');
    expect(reminders).toHaveAttribute('aria-checked', 'false');
    expect(reminders).toHaveAccessibleDescription(
      'Un recordatorio diario para tu práctica, a la hora que elijas.',
    );
    expect(screen.queryByLabelText('Hora del recordatorio')).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/api/email/preferences/link/tok.sig', method: 'GET' });
    expect(calls[0]?.headers['x-session-id']).toBeUndefined();
  });

  it('asks for a time when reminders are turned on, shows the time zone, and saves with a toast', async () => {
    const calls = serve(fakeResponse(200, JSON.stringify(PREFERENCES)));
    const user = setupUser();
    openPage();
    await user.click(await switchNamed('Recordatorios'));
    expect(screen.getByRole('switch', { name: 'Recordatorios' })).toHaveAttribute('aria-checked', 'true');
    const time = screen.getByLabelText('Hora del recordatorio');
    expect(time).toHaveAttribute('type', 'time');
    expect(time).toHaveAccessibleDescription(/^En tu zona horaria: .+ \(Europe\/Madrid\)$/);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elige una hora para el recordatorio');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(time, { target: { value: '07:30' } });
    await user.click(screen.getByRole('switch', { name: 'Novedades' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Preferencias guardadas')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({
        url: '/api/email/preferences/link/tok.sig',
        body: { news: false, angelMondays: true, reminders: true, reminderTime: '07:30' },
      }),
    ]);
  });

  it("confirms an unsubscribe link's kind only with 'Darse de baja', keeping the others", async () => {
    const calls = serve(
      fakeResponse(200, JSON.stringify({ ...PREFERENCES, reminders: true, reminderTime: '08:00' })),
    );
    const user = setupUser();
    openPage('?unsubscribe=angelMondays');
    // Arriving from the mail's link, the question is read first.
    expect(await screen.findByRole('heading', { name: '¿Dejar de recibir «Angel Mondays»?' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    // An edit not saved yet (tapping the name toggles the switch): not sent with the baja, kept.
    await user.click(screen.getByText('Novedades', { selector: 'label' }));
    expect(screen.getByRole('switch', { name: 'Novedades' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('button', { name: 'Darse de baja' }));
    const done = await screen.findByText(/Listo: te diste de baja de «Angel Mondays»/);
    // The button is gone: focus lands on what replaced it, not on the page.
    expect(done).toHaveFocus();
    expect(screen.getByRole('switch', { name: 'Angel Mondays' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Novedades' })).toHaveAttribute('aria-checked', 'false');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { news: true, angelMondays: false, reminders: true, reminderTime: '08:00' },
    ]);
  });

  it('says so when the kind of an unsubscribe link is already off', async () => {
    serve(fakeResponse(200, JSON.stringify({ ...PREFERENCES, news: false })));
    openPage('?unsubscribe=news');
    expect(await screen.findByText(/Ya no recibes correos de «Novedades»/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Darse de baja' })).not.toBeInTheDocument();
  });

  it("shows the server's message for a link that is not valid", async () => {
    serve(
      fakeResponse(
        400,
        JSON.stringify({
          statusCode: 400,
          errorCode: 'EMAIL.LINK_INVALID',
          message: 'Este enlace no es válido o ha caducado',
        }),
      ),
    );
    openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace no es válido o ha caducado');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('explains an expired link (410) and offers to sign in, which opens the sign-in dialog', async () => {
    const message =
      'Este enlace de preferencias caducó: por seguridad dura 90 días. Inicia sesión para elegir tus correos en tu perfil, o usa el enlace de un correo más reciente.';
    serve(fakeResponse(410, JSON.stringify({ statusCode: 410, errorCode: 'EMAIL.LINK_EXPIRED', message })));
    const requestSignIn = jest.fn();
    openPage('', requestSignIn);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await setupUser().click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(requestSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in an error toast and keeps the choices on screen", async () => {
    serve(fakeResponse(200, JSON.stringify(PREFERENCES)), () =>
      fakeResponse(
        400,
        JSON.stringify({
          statusCode: 400,
          errorCode: 'VALIDATION.FAILED',
          message: 'La hora del recordatorio debe tener el formato HH:mm',
        }),
      ),
    );
    const user = setupUser();
    openPage();
    await user.click(await switchNamed('Novedades'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se guardó')).toBeInTheDocument();
    expect(screen.getByText('La hora del recordatorio debe tener el formato HH:mm')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Novedades' })).toHaveAttribute('aria-checked', 'false');
  });
});
