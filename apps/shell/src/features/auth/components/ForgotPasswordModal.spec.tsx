import { fakeResponse } from '../../../../../../tools/test/polyfills';
import { screen } from '@testing-library/react';
import { setupUser } from '../../../../../../tools/test/user';
import { renderWithShell } from '../../../test-utils';
import { ForgotPasswordModal } from './ForgotPasswordModal';

describe('ForgotPasswordModal', () => {
  afterEach(() => jest.restoreAllMocks());

  it('should validate each step with the spec messages and filter the code to digits', async () => {
    const fetchMock = jest.fn().mockResolvedValue(fakeResponse(200, '{"message":"ok"}'));
    global.fetch = fetchMock;
    const user = setupUser();
    renderWithShell(<ForgotPasswordModal open onClose={() => undefined} onBackToSignIn={() => undefined} />);

    // The dialog's code loads on first open.
    await user.click(await screen.findByRole('button', { name: 'Enviar código' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor ingresa tu email');
    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor ingresa un email válido');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'inhala.app');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const code = await screen.findByLabelText('Código de 6 dígitos');
    // The server answers alike whether or not the address has an account, and mails no second code
    // while one is live: the dialog promises no more than that.
    expect(screen.getByText(/Si ana@inhala\.app tiene una cuenta en Inhala/)).toHaveTextContent(
      'mientras siga valiendo, no enviamos otro',
    );
    await user.type(code, '1a2b3');
    expect(code).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor ingresa el código de 6 dígitos');
    await user.type(code, '456789');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await user.click(await screen.findByRole('button', { name: 'Cambiar contraseña' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor ingresa una nueva contraseña');
    await user.type(screen.getByLabelText('Nueva contraseña', { selector: 'input' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(screen.getByRole('alert')).toHaveTextContent('La contraseña debe tener al menos 6 caracteres');
    await user.type(screen.getByLabelText('Nueva contraseña', { selector: 'input' }), '6');
    await user.type(screen.getByLabelText('Confirmar contraseña'), '654321');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Las contraseñas no coinciden');

    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(screen.getByLabelText('Código de 6 dígitos')).toHaveValue('123456');
  });

  it("should show the server message, or 'Error enviando código de recuperación'", async () => {
    global.fetch = jest.fn().mockResolvedValue(fakeResponse(500, ''));
    const user = setupUser();
    renderWithShell(<ForgotPasswordModal open onClose={() => undefined} onBackToSignIn={() => undefined} />);
    await user.type(screen.getByLabelText('Email'), 'ana@inhala.app');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error enviando código de recuperación');
  });
});
