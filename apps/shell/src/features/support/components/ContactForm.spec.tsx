import { screen } from '@testing-library/react';
import { fill, setupUser } from '../../../../../../tools/test/user';
import { renderWithShell } from '../../../test-utils';
import { ContactForm } from './ContactForm';

describe('ContactForm', () => {
  it('waits for every field, checks the e-mail and opens a prefilled message', async () => {
    const openMail = jest.fn();
    const user = setupUser();
    renderWithShell(<ContactForm openMail={openMail} />);
    const send = screen.getByRole('button', { name: 'Enviar mensaje' });
    expect(send).toBeDisabled();

    await user.type(screen.getByLabelText('Nombre'), 'Ana Luz');
    await user.type(screen.getByLabelText('Email'), 'ana-sin-arroba');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'contenido');
    await fill(user, screen.getByLabelText('Mensaje'), '  Me encanta la meditación del sueño  ');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(screen.getByText('Ingrese un email válido')).toBeInTheDocument();
    expect(openMail).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ana@inhala.app');
    await user.click(send);
    const url = openMail.mock.calls[0]?.[0] as string;
    expect(url.startsWith('mailto:soporte@inhala.app?')).toBe(true);
    const params = new URLSearchParams(url.split('?')[1]);
    expect(params.get('subject')).toBe('[Soporte Inhala] Contenido y meditaciones');
    expect(params.get('body')).toContain('Nombre: Ana Luz');
    expect(params.get('body')).toContain('Me encanta la meditación del sueño');
    expect(screen.getByRole('status')).toHaveTextContent('Abrimos tu aplicación de correo');
  });
});
