import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../../../tools/test/user';
import type { AdminArchangel, AdminOracleCard } from '@inhala/domain';
import { page, renderAdmin } from '../../shared/testing/admin-test-kit';
// The screens are lazy routes of AdminApp: their code loads with this file, not inside a
// test's first wait (see tools/test/lazy-ui).
import './OracleCardsPage';
import './OracleCardEditPage';

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

const card = (id: number, name: string): AdminOracleCard => ({
  id,
  name,
  imageUrl: null,
  explanation: 'Respira.',
  description: 'Una carta.',
  arcangelId: 1,
  arcangelName: 'Miguel',
  status: 'published',
  sortOrder: id,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const miguel: AdminArchangel = {
  id: 1,
  name: 'Miguel',
  topic: null,
  description: null,
  imageUrl: null,
  youtubeUrl: null,
  descriptionNotes: null,
  status: 'published',
  sortOrder: 0,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('oracle card screens', () => {
  it('lists the cards, searches by name and deletes a card that Deshacer brings back', async () => {
    let cards = [card(1, 'Confía'), card(2, 'Suelta')];
    const { calls } = renderAdmin('/admin/oracle-cards', ({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/admin/oracle-cards'))
        return { status: 200, body: page(path.includes('q=Sue') ? cards.filter((c) => c.id === 2) : cards) };
      if (method === 'DELETE' && path === '/api/admin/oracle-cards/1') {
        const removed = cards[0];
        cards = cards.slice(1);
        return { status: 200, body: removed };
      }
      if (method === 'POST' && path === '/api/admin/oracle-cards/1/restore') {
        cards = [card(1, 'Confía'), ...cards];
        return { status: 200, body: cards[0] };
      }
      return undefined;
    });

    expect(await screen.findByRole('link', { name: 'Confía' })).toBeInTheDocument();
    expect(screen.getByText('2 cartas · Arrastra o usa las flechas para ordenar')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'Sue');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Confía' })).not.toBeInTheDocument());
    expect(screen.getByText('1 carta')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await screen.findByRole('link', { name: 'Confía' });

    await user.click(screen.getByRole('button', { name: 'Eliminar Confía' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar este elemento?' });
    expect(within(dialog).getByText(/Podrás deshacerlo durante 10 segundos/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Confía' })).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByRole('link', { name: 'Confía' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/oracle-cards/1/restore')).toBe(
      true,
    );
  });

  it('moves a card up with the arrows and keeps the focus on the card that moved', async () => {
    let order = [card(1, 'Confía'), card(2, 'Suelta')];
    const { calls } = renderAdmin('/admin/oracle-cards', ({ method, path, body }) => {
      if (method === 'GET' && path.startsWith('/api/admin/oracle-cards'))
        return { status: 200, body: page(order) };
      if (method === 'PUT' && path === '/api/admin/oracle-cards/order') {
        const ids = (body as { ids: number[] }).ids;
        order = ids.map((id) => order.find((c) => c.id === id)!);
        return { status: 204 };
      }
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Subir Suelta' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [2, 1] }));
    // Suelta is first now: its 'Subir' is disabled, so the focus stays on its other arrow.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bajar Suelta' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Subir Suelta' })).toBeDisabled();
  });

  it('keeps a status picked while a typed search is still waiting', async () => {
    renderAdmin('/admin/oracle-cards', ({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/admin/oracle-cards'))
        return { status: 200, body: page([]) };
      return undefined;
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar' }), 'luz');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Borrador');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('q=luz'));
    expect(screen.getByTestId('where')).toHaveTextContent('status=draft');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('draft');
  });

  it('shows the spec texts for an empty form and creates a card', async () => {
    const { calls } = renderAdmin('/admin/oracle-cards/new', ({ method, path, body }) => {
      if (method === 'GET' && path.startsWith('/api/admin/archangels'))
        return { status: 200, body: page([miguel]) };
      if (method === 'POST' && path === '/api/admin/oracle-cards')
        return { status: 201, body: { ...card(7, 'x'), ...(body as object) } };
      if (method === 'GET' && path === '/api/admin/oracle-cards/7')
        return { status: 200, body: card(7, 'Nueva luz') };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('La descripción es requerida')).toBeInTheDocument();
    expect(screen.getByText('La guía es requerida')).toBeInTheDocument();
    expect(screen.getByText('El arcángel es requerido')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Nombre'), 'Nueva luz');
    await screen.findByRole('option', { name: 'Miguel' });
    await user.selectOptions(screen.getByLabelText('Arcángel'), 'Miguel');
    await user.type(screen.getByLabelText('Guía'), 'Confía en tu luz.');
    await user.type(screen.getByLabelText('Descripción'), 'Para empezar.');
    expect(screen.getByRole('heading', { name: 'Nueva luz' })).toBeInTheDocument(); // the live preview
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Nueva luz',
      arcangelId: 1,
      explanation: 'Confía en tu luz.',
      description: 'Para empezar.',
    });
    expect(await screen.findByText('Guardado exitoso')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/oracle-cards/7'));
  });

  it('keeps what was typed and shows the server refusal', async () => {
    renderAdmin('/admin/oracle-cards/3', ({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/admin/archangels'))
        return { status: 200, body: page([miguel]) };
      if (method === 'GET' && path === '/api/admin/oracle-cards/3')
        return { status: 200, body: card(3, 'Calma') };
      if (method === 'PUT')
        return {
          status: 400,
          body: { statusCode: 400, errorCode: 'VALIDATION.FAILED', message: 'El arcángel es requerido' },
        };
      return undefined;
    });
    const name = await screen.findByLabelText('Nombre');
    await user.clear(name);
    await user.type(name, 'Calma profunda');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El arcángel es requerido');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Calma profunda');
  });

  it('says when the card no longer exists', async () => {
    renderAdmin('/admin/oracle-cards/99', () => undefined);
    expect(await screen.findByText(/Este elemento no existe o ya fue eliminado/)).toBeInTheDocument();
  });
});
