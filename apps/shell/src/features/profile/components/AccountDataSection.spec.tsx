import { fakeResponse } from '../../../../../../tools/test/polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../../../../tools/test/user';
import { ACCOUNT_DELETION_ITEMS, type UserView } from '@inhala/domain';
import { STORAGE_KEYS, readStorage, saveSignedIn } from '@inhala/ui';
import { renderWithShell } from '../../../test-utils';
import { AccountDataSection } from './AccountDataSection';

const user: UserView = {
  id: '6f1c1a51-3a8f-4d0e-9a43-1b1a5c6d7e8f',
  email: 'ana@inhala.app',
  firstName: 'Ana',
  lastName: 'Luz',
  role: 'client',
  timezone: 'Europe/Madrid',
  dayEndsAt: 0,
  practiceDayHold: null,
  language: 'es',
  legacyPaymentPlatform: null,
  createdAt: '2026-01-01T10:00:00Z',
};

type Call = [string, RequestInit | undefined];

describe('AccountDataSection', () => {
  beforeEach(() => {
    saveSignedIn(user, 'session-de-ana');
  });
  afterEach(() => {
    localStorage.clear();
  });

  async function openDialog() {
    const person = setupUser();
    renderWithShell(<AccountDataSection />);
    await person.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar mi cuenta' });
    return { person, dialog };
  }

  it('should name everything that is deleted and say the subscription ends with its paid period', async () => {
    global.fetch = jest.fn();
    const { dialog } = await openDialog();
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([...ACCOUNT_DELETION_ITEMS]);
    expect(dialog).toHaveTextContent('se cancelará al final del periodo que ya pagaste');
    expect(dialog).toHaveTextContent('guardamos solo una huella cifrada de tu email (no el email)');
    // Focus moved into the dialog (and stays trapped there).
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('should ask for the password, then show the server’s Spanish message for a wrong one, keeping the session', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        fakeResponse(
          403,
          '{"statusCode":403,"errorCode":"ACCOUNT.WRONG_PASSWORD","message":"La contraseña no es correcta. Tu cuenta sigue intacta."}',
        ),
      );
    const { person, dialog } = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar mi cuenta definitivamente' });
    await person.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Escribe tu contraseña para confirmar que quieres eliminar tu cuenta.',
    );
    expect(global.fetch).not.toHaveBeenCalled();

    await person.type(within(dialog).getByLabelText('Tu contraseña'), 'no-es-esta');
    await person.click(confirm);
    expect(
      await within(dialog).findByText('La contraseña no es correcta. Tu cuenta sigue intacta.'),
    ).toBeInTheDocument();
    const [path, init] = (global.fetch as jest.Mock).mock.calls[0] as Call;
    expect(path).toBe('/api/account');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(init?.body as string)).toEqual({ password: 'no-es-esta' });
    expect(readStorage(STORAGE_KEYS.sessionId)).toBe('session-de-ana');
  });

  it('should sign out as "Cerrar Sesión" does and say so after the deletion', async () => {
    global.fetch = jest
      .fn()
      .mockImplementation(async (path: string) =>
        path === '/api/account'
          ? fakeResponse(200, '{"message":"Tu cuenta se eliminó","subscriptionCancelled":true}')
          : fakeResponse(200, '{"message":"Sesión cerrada"}'),
      );
    const { person, dialog } = await openDialog();
    await person.type(within(dialog).getByLabelText('Tu contraseña'), 'secreto1');
    await person.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }));
    expect((await screen.findAllByText('Tu cuenta se eliminó', { exact: true })).length).toBeGreaterThan(0);
    await waitFor(() => expect(readStorage(STORAGE_KEYS.sessionId)).toBeNull());
    expect(readStorage(STORAGE_KEYS.user)).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should download the ZIP with a loading state, and explain a refusal in Spanish', async () => {
    const createObjectURL = jest.fn().mockReturnValue('blob:datos');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let answer: (response: Response) => void = () => undefined;
    global.fetch = jest.fn().mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const person = setupUser();
    renderWithShell(<AccountDataSection />);
    await person.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
    expect(await screen.findByRole('button', { name: 'Preparando tus datos…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Preparando el archivo con tus datos');
    answer({
      ok: true,
      status: 200,
      headers: new Headers({
        'Content-Disposition': 'attachment; filename="inhala-mis-datos-2026-11-24.zip"',
        'Content-Type': 'application/zip',
      }),
      arrayBuffer: async () => new TextEncoder().encode('PK').buffer,
    } as unknown as Response);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Listo: tu archivo inhala-mis-datos-2026-11-24.zip se ha descargado.',
      ),
    );
    expect(click).toHaveBeenCalledTimes(1);
    const [, init] = (global.fetch as jest.Mock).mock.calls[0] as Call;
    expect((init?.headers as Record<string, string>)['x-session-id']).toBe('session-de-ana');

    global.fetch = jest
      .fn()
      .mockResolvedValue(
        fakeResponse(429, '{"message":"Demasiados intentos. Espera unos minutos e inténtalo de nuevo."}'),
      );
    await person.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
    );
    click.mockRestore();
  });
});
