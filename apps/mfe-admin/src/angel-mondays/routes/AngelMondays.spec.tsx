import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../../../tools/test/user';
import { GRADIENT_NAMES, gradientCss, type AdminAngelMonday } from '@inhala/domain';
import { page, renderAdmin } from '../../shared/testing/admin-test-kit';
// The screens are lazy routes of AdminApp: their code loads with this file, not inside a
// test's first wait (see tools/test/lazy-ui).
import './AngelMondaysPage';
import './AngelMondayEditPage';

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

const entry = (id: number, title: string, changes: Partial<AdminAngelMonday> = {}): AdminAngelMonday => ({
  id,
  title,
  text: '<p>Respira <strong>profundo</strong>.</p>',
  timestamp: '2026-11-16T14:00:00.000Z',
  audioUrl: null,
  gradientOption: 1,
  status: 'published',
  publishAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});

const card = () => screen.getByRole('article', { name: 'Tarjeta del mensaje' });

describe('Angel Monday screens', () => {
  it('lists the messages with their Spanish date, status and when a scheduled one comes out', async () => {
    renderAdmin('/admin/angel-mondays', ({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/admin/angel-mondays'))
        return {
          status: 200,
          body: page([
            entry(1, 'Inhala paz', {
              publishAt: '2999-01-04T14:00:00.000Z',
              timestamp: '2999-01-04T12:00:00.000Z',
            }),
            entry(2, 'Soltar para recibir', { status: 'draft' }),
          ]),
        };
      return undefined;
    });
    expect(await screen.findByRole('link', { name: 'Inhala paz' })).toBeInTheDocument();
    expect(screen.getByText('2 mensajes')).toBeInTheDocument();
    expect(screen.getByText(/Programado para 4 de enero, 2999/)).toBeInTheDocument();
    expect(screen.getAllByText(/lunes, 16 de noviembre, 2026/)).toHaveLength(1);
    const draft = screen.getByRole('link', { name: 'Soltar para recibir' }).closest('li')!;
    expect(within(draft).getByText('Borrador')).toBeInTheDocument();
    // Only the one that waits for its date is scheduled.
    expect(screen.getAllByText(/Programado para/)).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveAttribute('placeholder', 'Título...');
  });

  it('deletes a message after confirming, and Deshacer brings it back', async () => {
    let entries = [entry(1, 'Inhala paz'), entry(2, 'Raíces profundas')];
    const { calls } = renderAdmin('/admin/angel-mondays', ({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/admin/angel-mondays'))
        return { status: 200, body: page(entries) };
      if (method === 'DELETE' && path === '/api/admin/angel-mondays/1') {
        const removed = entries[0];
        entries = entries.slice(1);
        return { status: 200, body: removed };
      }
      if (method === 'POST' && path === '/api/admin/angel-mondays/1/restore') {
        entries = [entry(1, 'Inhala paz'), ...entries];
        return { status: 200, body: entries[0] };
      }
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Inhala paz' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar este elemento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Inhala paz' })).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByRole('link', { name: 'Inhala paz' })).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        'DELETE /api/admin/angel-mondays/1',
        'POST /api/admin/angel-mondays/1/restore',
      ]),
    );
  });

  it('shows the spec texts for an empty form and sends nothing', async () => {
    const { calls } = renderAdmin('/admin/angel-mondays/new', () => undefined);
    await user.clear(await screen.findByLabelText('Fecha'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El título es requerido')).toBeInTheDocument();
    expect(screen.getByText('El contenido es requerido')).toBeInTheDocument();
    expect(screen.getByText('La fecha no es válida')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers the 20 gradients as one radio group that the arrow keys move through, with a live preview', async () => {
    renderAdmin('/admin/angel-mondays/new', () => undefined);
    const group = await screen.findByRole('group', { name: 'Degradado' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(20);
    for (const name of GRADIENT_NAMES) expect(within(group).getByRole('radio', { name })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Degradado 20' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Sage Mist' })).toBeChecked();
    expect(card()).toHaveStyle({ background: gradientCss(1) });

    // One Tab stop: focus lands on the chosen swatch, the arrows choose the next ones.
    within(group).getByRole('radio', { name: 'Sage Mist' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Lavender Dawn' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Lavender Dawn' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Golden Hour' })).toBeChecked();
    expect(card()).toHaveStyle({ background: gradientCss(4) });
    expect(screen.getByText('El fondo de la tarjeta. Elegido: Golden Hour.')).toBeInTheDocument();
    await user.tab();
    expect(within(group).queryByRole('radio', { name: 'Angel Blue' })).not.toHaveFocus();
  });

  it('shows the draft as a subscriber will see it: date, title, message, audio and when it comes out', async () => {
    renderAdmin('/admin/angel-mondays/3', ({ method, path }) => {
      if (method === 'GET' && path === '/api/admin/angel-mondays/3')
        return {
          status: 200,
          body: entry(3, 'Raíces profundas', {
            audioUrl: '/uploads/11111111-2222-4333-8444-555555555555.mp3',
            status: 'published',
            publishAt: '2999-01-04T14:00:00.000Z',
          }),
        };
      return undefined;
    });
    await screen.findByDisplayValue('Raíces profundas');
    const preview = within(card());
    expect(preview.getByRole('heading', { name: 'Raíces profundas' })).toBeInTheDocument();
    expect(preview.getByText(/lunes, 16 de noviembre, 2026/)).toBeInTheDocument();
    expect(preview.getByText('profundo').tagName).toBe('STRONG');
    expect(preview.getByLabelText('Audio del mensaje')).toHaveAttribute(
      'src',
      `${window.location.origin}/uploads/11111111-2222-4333-8444-555555555555.mp3`,
    );
    expect(screen.getByText(/Programado: se publicará el 4 de enero, 2999/)).toBeInTheDocument();

    const title = screen.getByLabelText('Título');
    await user.clear(title);
    await user.type(title, 'Raíces');
    expect(preview.getByRole('heading', { name: 'Raíces' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Estado'), 'Borrador');
    expect(screen.getByText('Borrador: nadie lo ve hasta que lo publiques.')).toBeInTheDocument();
  });

  it('creates a message from the keyboard, date and publication instant included', async () => {
    const { calls } = renderAdmin('/admin/angel-mondays/new', ({ method, path, body }) => {
      if (method === 'POST' && path === '/api/admin/angel-mondays')
        return { status: 201, body: { ...entry(9, 'x'), ...(body as object), id: 9 } };
      if (method === 'GET' && path === '/api/admin/angel-mondays/9')
        return { status: 200, body: entry(9, 'Inhala paz') };
      return undefined;
    });
    await user.type(await screen.findByLabelText('Título'), 'Inhala paz');
    await user.click(screen.getByRole('textbox', { name: 'Mensaje' }));
    await user.keyboard('Respira despacio.');
    expect(within(card()).getByText('Respira despacio.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Publicar a partir de'), {
      target: { value: '2026-11-30T08:00' },
    });
    await user.selectOptions(screen.getByLabelText('Estado'), 'Publicado');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Inhala paz',
      text: 'Respira despacio.',
      timestamp: '2026-11-30T12:00:00.000Z',
      gradientOption: 1,
      audioUrl: null,
      status: 'published',
      publishAt: new Date('2026-11-30T08:00').toISOString(),
    });
    expect(await screen.findByText('Guardado exitoso')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/angel-mondays/9'));
  });

  it('has a formatting toolbar that is one Tab stop, moved through with the arrows', async () => {
    renderAdmin('/admin/angel-mondays/new', () => undefined);
    const toolbar = await screen.findByRole('toolbar', { name: 'Formato de mensaje' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Negrita (Ctrl+B)',
      'Cursiva (Ctrl+I)',
      'Subrayado (Ctrl+U)',
      'Encabezado',
      'Subencabezado',
      'Lista con viñetas',
      'Lista numerada',
      'Cita',
      'Enlace (Ctrl+K)',
      'Quitar enlace',
    ]);
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);

    await user.click(screen.getByLabelText('Título'));
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Cursiva (Ctrl+I)' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(toolbar).getByRole('button', { name: 'Quitar enlace' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[0]).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveFocus();
  });

  it('refuses a link that is not a web or mail address', async () => {
    const { calls } = renderAdmin('/admin/angel-mondays/new', () => undefined);
    await user.click(await screen.findByRole('textbox', { name: 'Mensaje' }));
    await user.keyboard('{Control>}k{/Control}');
    const address = await screen.findByLabelText('Dirección del enlace');
    expect(address).toHaveFocus();
    await user.clear(address);
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(
      await screen.findByText('El enlace debe empezar por https://, http:// o mailto:'),
    ).toBeInTheDocument();
    // Enter in the link box never sends the whole form.
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Dirección del enlace')).not.toBeInTheDocument();
  });
});
