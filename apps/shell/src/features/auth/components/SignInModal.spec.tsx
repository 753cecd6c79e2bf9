import { fakeResponse } from '../../../../../../tools/test/polyfills';
import { screen } from '@testing-library/react';
import { fill, setupUser } from '../../../../../../tools/test/user';
import { renderWithShell } from '../../../test-utils';
import { SignInModal } from './SignInModal';

describe('SignInModal', () => {
  it.each([
    [401, '{"message":"x"}', 'Email o contraseña incorrectos'],
    [404, '{"message":"x"}', 'No existe una cuenta con este email'],
    [
      429,
      '{"message":"Demasiados intentos. Espera unos minutos e inténtalo de nuevo."}',
      'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
    ],
    [500, '', 'Error al iniciar sesión'],
  ])('should map a %i answer to its message', async (status, body, message) => {
    global.fetch = jest.fn().mockResolvedValue(fakeResponse(status, body));
    const user = setupUser();
    renderWithShell(<SignInModal open onClose={() => undefined} onForgot={() => undefined} />);
    // The dialog's code loads on first open.
    await user.click(await screen.findByRole('button', { name: 'Iniciar Sesión' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor ingresa tu email y contraseña');
    await fill(user, screen.getByLabelText('Email'), 'ana@inhala.app');
    await fill(user, screen.getByLabelText('Contraseña'), 'secreto1');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
