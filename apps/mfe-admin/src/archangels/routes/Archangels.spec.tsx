import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../../../tools/test/user';
import type { AdminArchangel } from '@inhala/domain';
import { page, renderAdmin } from '../../shared/testing/admin-test-kit';
// The screens are lazy routes of AdminApp: their code loads with this file, not inside a
// test's first wait (see tools/test/lazy-ui).
import './ArchangelsPage';
import './ArchangelEditPage';

// A fake clock: searches and previews wait for a pause in typing, and waitFor and findBy count
// their second in this clock's time, which a busy machine does not eat into.
let user: UserEvent;
beforeEach(() => {
  jest.useFakeTimers();
  user = setupUser();
});
afterEach(() => {
  jest.useRealTimers();
});

const archangel = (id: number, name: string, topic: string | null = 'Protección'): AdminArchangel => ({
  id,
  name,
  topic,
  description: 'Guía y protege.',
  imageUrl: null,
  youtubeUrl: null,
  descriptionNotes: null,
  status: 'published',
  sortOrder: id,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/** Types the text the way a paste does: one change, so long texts stay quick. */
async function fill(field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('archangel screens', () => {
  it('lists the archangels with their topic and orders them with the arrows', async () => {
    const { calls } = renderAdmin('/admin/archangels', ({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/admin/archangels'))
        return {
          status: 200,
          body: page([archangel(1, 'Arcángel Miguel'), archangel(2, 'Arcángel Rafael', null)]),
        };
      if (method === 'PUT' && path === '/api/admin/archangels/order') return { status: 204 };
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Arcángeles' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Arcángel Miguel' })).toBeInTheDocument();
    expect(screen.getByText('Protección')).toBeInTheDocument();
    expect(screen.getByText('Sin tema')).toBeInTheDocument();
    expect(screen.getByText('2 arcángeles · Arrastra o usa las flechas para ordenar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bajar Arcángel Miguel' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [2, 1] }));
  });

  it('says why an archangel that cards use cannot be deleted, and keeps it', async () => {
    const message =
      'No se puede eliminar: 3 cartas del oráculo usan este arcángel. Asígnales otro arcángel antes.';
    renderAdmin('/admin/archangels', ({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/admin/archangels'))
        return { status: 200, body: page([archangel(1, 'Arcángel Miguel')]) };
      if (method === 'DELETE')
        return { status: 409, body: { statusCode: 409, errorCode: 'ADMIN.IN_USE', message } };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Arcángel Miguel' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar este elemento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Arcángel Miguel' })).toBeInTheDocument();
  });

  it('shows the Spanish texts of a bad form and creates an archangel with every field', async () => {
    const { calls } = renderAdmin('/admin/archangels/new', ({ method, path, body }) => {
      if (method === 'POST' && path === '/api/admin/archangels')
        return { status: 201, body: { ...archangel(9, 'x'), ...(body as object) } };
      if (method === 'GET' && path === '/api/admin/archangels/9')
        return { status: 200, body: archangel(9, 'Arcángel Haniel') };
      return undefined;
    });
    const youtube = await screen.findByLabelText('Enlace de YouTube');
    await fill(youtube, 'https://example.com/video');
    await fill(screen.getByLabelText('o una dirección https'), 'ftp://imagen.png');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('El enlace de video debe ser de YouTube o Vimeo')).toBeInTheDocument();
    expect(screen.getByText('La imagen debe ser una URL https o un archivo subido')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await fill(screen.getByLabelText('Nombre'), 'Arcángel Haniel');
    await fill(screen.getByLabelText('Tema'), 'Intuición');
    await fill(screen.getByLabelText('Descripción'), 'Acompaña los ciclos de la luna.');
    await user.clear(screen.getByLabelText('o una dirección https'));
    await fill(screen.getByLabelText('o una dirección https'), 'https://img.example.com/haniel.png');
    await fill(youtube, 'https://youtu.be/dQw4w9WgXcQ');
    await fill(screen.getByLabelText('Notas'), 'Revisar la imagen en enero.');
    await user.selectOptions(screen.getByLabelText('Estado'), 'Borrador');
    await fill(screen.getByLabelText('Orden'), '3');
    // The live preview shows the archangel as the oracle presents it.
    const preview = screen.getByRole('complementary', { name: 'Vista previa' });
    expect(within(preview).getByRole('heading', { name: 'Arcángel Haniel' })).toBeInTheDocument();
    expect(within(preview).getByTitle('Video: Arcángel Haniel')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Arcángel Haniel',
      topic: 'Intuición',
      description: 'Acompaña los ciclos de la luna.',
      imageUrl: 'https://img.example.com/haniel.png',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      descriptionNotes: 'Revisar la imagen en enero.',
      status: 'draft',
      sortOrder: 3,
    });
    expect(await screen.findByText('Guardado exitoso')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/archangels/9'));
  });

  it('shows the server’s refusal of a taken name and keeps what was typed', async () => {
    renderAdmin('/admin/archangels/4', ({ method, path }) => {
      if (method === 'GET' && path === '/api/admin/archangels/4')
        return { status: 200, body: archangel(4, 'Arcángel Uriel') };
      if (method === 'PUT')
        return {
          status: 409,
          body: {
            statusCode: 409,
            errorCode: 'ADMIN.DUPLICATE',
            message: 'Ya existe un arcángel con ese nombre',
          },
        };
      return undefined;
    });
    const name = await screen.findByLabelText('Nombre');
    await fill(name, 'Arcángel Miguel');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe un arcángel con ese nombre');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Arcángel Miguel');
  });
});
