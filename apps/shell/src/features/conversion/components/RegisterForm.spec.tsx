import { fakeResponse } from '../../../../../../tools/test/polyfills';
import { screen } from '@testing-library/react';
import { setupUser } from '../../../../../../tools/test/user';
import { renderWithShell } from '../../../test-utils';
import { RegisterForm } from './RegisterForm';

describe('RegisterForm', () => {
  it('should show every field message and send nothing while invalid', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    const user = setupUser();
    renderWithShell(<RegisterForm ctaText="Comenzar mi Transformación" />);
    await user.type(screen.getByLabelText('Nombre'), 'A');
    await user.type(screen.getByLabelText('Email'), 'no-es-email');
    await user.click(screen.getByRole('button', { name: 'Comenzar mi Transformación' }));
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El apellido debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Ingrese un email válido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("should translate 'User already exists with this email'", async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(fakeResponse(409, '{"message":"User already exists with this email"}'));
    const user = setupUser();
    renderWithShell(<RegisterForm ctaText="Crear" />);
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Apellido'), 'Luz');
    await user.type(screen.getByLabelText('Email'), 'ana@inhala.app');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Ya existe una cuenta con este email')).toBeInTheDocument();
  });
});
