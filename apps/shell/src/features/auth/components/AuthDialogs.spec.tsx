import { fakeResponse } from '../../../../../../tools/test/polyfills';
import { screen, waitFor } from '@testing-library/react';
import { fill, setupUser } from '../../../../../../tools/test/user';
import { useState } from 'react';
import { renderWithShell } from '../../../test-utils';
import { AuthDialogs, type AuthDialog } from './AuthDialogs';

/** The shell's own use: one state for both dialogs, as App.tsx keeps it. */
function Dialogs({ link = false }: { link?: boolean }) {
  const [open, setOpen] = useState<AuthDialog>(link ? 'forgot' : 'signin');
  return <AuthDialogs open={open} onChange={setOpen} />;
}

describe('AuthDialogs', () => {
  // Whole journeys through both dialogs, with the success step's own 2 s: room for a busy machine.
  jest.setTimeout(30_000);
  afterEach(() => jest.restoreAllMocks());

  it('should bring sign-in back clean after a password reset: no old error, no old password, the e-mail and a note', async () => {
    global.fetch = jest.fn(async (url: string) =>
      url.endsWith('/api/auth/signin')
        ? fakeResponse(401, '{"statusCode":401,"message":"Email o contraseña incorrectos"}')
        : fakeResponse(200, '{"message":"ok"}'),
    ) as unknown as typeof fetch;
    const user = setupUser();
    renderWithShell(<Dialogs />);

    await fill(user, await screen.findByLabelText('Email'), 'ana@inhala.app');
    await fill(user, screen.getByLabelText('Contraseña', { selector: 'input' }), 'clave-vieja');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email o contraseña incorrectos');

    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    await fill(user, await screen.findByLabelText('Email'), 'ana@inhala.app');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Nueva contraseña', { selector: 'input' }), 'clave-nueva');
    await user.type(screen.getByLabelText('Confirmar contraseña', { selector: 'input' }), 'clave-nueva');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Ya puedes iniciar sesión con tu nueva contraseña.')).toBeInTheDocument();

    // The success step returns to sign-in by itself after 2 s.
    const password = await screen.findByLabelText('Contraseña', { selector: 'input' }, { timeout: 4000 });
    expect(password).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@inhala.app');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Contraseña actualizada. Inicia sesión con tu nueva contraseña.',
    );
  });

  it('should open sign-in clean after it was left with an error', async () => {
    global.fetch = jest.fn(async () =>
      fakeResponse(401, '{"statusCode":401,"message":"Email o contraseña incorrectos"}'),
    );
    const user = setupUser();
    renderWithShell(<Dialogs />);
    await fill(user, await screen.findByLabelText('Email'), 'ana@inhala.app');
    await fill(user, screen.getByLabelText('Contraseña', { selector: 'input' }), 'clave-vieja');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    await user.click(await screen.findByRole('button', { name: 'Atrás' }));
    await waitFor(() => expect(screen.getByLabelText('Contraseña', { selector: 'input' })).toHaveValue(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@inhala.app');
  });

  it("should open at the new password from the mail's link, reset with its token, and come back to sign-in with a note", async () => {
    const token = `12.${'a'.repeat(43)}`;
    const fetchMock = jest.fn(async () => fakeResponse(200, '{"message":"ok"}'));
    global.fetch = fetchMock;
    const user = setupUser();
    renderWithShell(<Dialogs link />, `/?restablecer=${token}`);
    expect(await screen.findByRole('dialog', { name: 'Nueva contraseña' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nueva contraseña', { selector: 'input' }), 'clave-nueva');
    await user.type(screen.getByLabelText('Confirmar contraseña', { selector: 'input' }), 'clave-nueva');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Ya puedes iniciar sesión con tu nueva contraseña.')).toBeInTheDocument();
    const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(calls.map(([url]) => url)).toEqual(['/api/auth/reset-password/link']);
    expect(JSON.parse(calls[0]![1].body as string)).toEqual({ token, newPassword: 'clave-nueva' });
    const password = await screen.findByLabelText('Contraseña', { selector: 'input' }, { timeout: 4000 });
    expect(password).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Contraseña actualizada. Inicia sesión con tu nueva contraseña.',
    );
  });

  it("should show the server's message for a link that no longer works, and go back to asking for a code", async () => {
    const message =
      'Este enlace ya no sirve: caducó o ya se usó. Pide un código nuevo en «¿Olvidaste tu contraseña?».';
    global.fetch = jest.fn(async () =>
      fakeResponse(400, JSON.stringify({ statusCode: 400, errorCode: 'RESET.INVALID_LINK', message })),
    );
    const user = setupUser();
    renderWithShell(<Dialogs link />, `/?restablecer=12.${'a'.repeat(43)}`);
    await user.type(await screen.findByLabelText('Nueva contraseña', { selector: 'input' }), 'clave-nueva');
    await user.type(screen.getByLabelText('Confirmar contraseña', { selector: 'input' }), 'clave-nueva');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(await screen.findByRole('button', { name: 'Enviar código' })).toBeInTheDocument();
  });
});
