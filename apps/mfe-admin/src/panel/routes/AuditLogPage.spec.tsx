import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../../../tools/test/user';
import type { AuditEntryView } from '@inhala/domain';
import { renderAdmin } from '../../shared/testing/admin-test-kit';
// The screens are lazy routes of AdminApp: their code loads with this file, not inside a
// test's first wait (see tools/test/lazy-ui).
import './AuditLogPage';

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

const edit: AuditEntryView = {
  id: 7,
  userId: 'u-1',
  userName: 'Alma Administradora',
  userEmail: 'admin@inhala.local',
  action: 'update',
  entityType: 'oracle_card',
  entityId: '12',
  entityName: 'Confía en el camino',
  changes: {
    before: { id: 12, name: 'Confía', description: 'Una carta.', status: 'published', updatedAt: 'a' },
    after: {
      id: 12,
      name: 'Confía en el camino',
      description: 'Una carta.',
      status: 'draft',
      updatedAt: 'b',
    },
  },
  ipAddress: '10.0.0.7',
  userAgent: 'Mozilla/5.0 (Prueba)',
  createdAt: '2026-11-20T10:05:00.000Z',
};

const sync: AuditEntryView = {
  ...edit,
  id: 8,
  action: 'sync',
  entityType: 'catalogue',
  entityId: null,
  entityName: 'Catálogo',
  changes: {
    before: null,
    after: {
      summary: { meditationsUpserted: 2 },
      changes: {
        meditations: { created: 2, updated: 0, unchanged: 1, createdKeys: ['uno', 'dos'], updatedKeys: [] },
      },
    },
  },
};

const page = (items: AuditEntryView[], over: Record<string, number> = {}) => ({
  items,
  total: items.length,
  page: 1,
  limit: 20,
  totalPages: 1,
  ...over,
});

const audit = (path: string) => path.startsWith('/api/admin/audit');
const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('/admin/audit', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('shows who did what to which item, when, from where, and the item before and after', async () => {
    renderAdmin('/admin/audit', ({ path }) =>
      audit(path) ? { status: 200, body: page([edit, sync]) } : undefined,
    );
    const card = (await screen.findByText('Confía en el camino')).closest('li') as HTMLElement;
    expect(within(card).getByText('Alma Administradora')).toBeInTheDocument();
    expect(card).toHaveTextContent('Editó');
    expect(card).toHaveTextContent('Carta del oráculo');
    expect(card).toHaveTextContent('Id 12');
    expect(card).toHaveTextContent(/20 de noviembre, 2026, \d{2}:\d{2}/);
    expect(card).toHaveTextContent('IP 10.0.0.7');
    expect(card).toHaveTextContent('Mozilla/5.0 (Prueba)');
    expect(screen.getByText('2 cambios')).toBeInTheDocument();

    const toggle = within(card).getByRole('button', { name: 'Ver cambios de Confía en el camino' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const diff = within(card).getByRole('table', { name: 'Campos antes y después del cambio' });
    const name = within(diff).getByRole('row', { name: /Nombre/ });
    expect(name).toHaveAttribute('data-changed', 'true');
    expect(name).toHaveTextContent('cambió');
    expect(
      within(name)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Confía', 'Confía en el camino']);
    expect(within(diff).getByRole('row', { name: /Estado/ })).toHaveAttribute('data-changed', 'true');
    expect(within(diff).getByRole('row', { name: /Descripción/ })).not.toHaveAttribute('data-changed');
    expect(within(diff).queryByRole('row', { name: /updatedAt/ })).not.toBeInTheDocument();

    const syncCard = screen
      .getByText('Catálogo', { selector: 'span.font-semibold' })
      .closest('li') as HTMLElement;
    expect(syncCard).toHaveTextContent('Sincronizó');
    await user.click(within(syncCard).getByRole('button', { name: 'Ver cambios de Catálogo' }));
    expect(syncCard).toHaveTextContent('Meditaciones: 2 nuevos, 0 con cambios, 1 sin cambios');
    expect(syncCard).toHaveTextContent('uno, dos');
  });

  it('searches by person, item type, id or name and days, in the admin’s time zone, kept in the address', async () => {
    const { calls } = renderAdmin('/admin/audit', ({ path }) =>
      audit(path) ? { status: 200, body: page([edit]) } : undefined,
    );
    await screen.findByText('Confía en el camino');
    await user.type(screen.getByRole('textbox', { name: 'Persona' }), 'alma');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de elemento' }), 'Carta del oráculo');
    await user.type(screen.getByRole('textbox', { name: 'Elemento' }), '12');
    await user.type(screen.getByLabelText('Desde'), '2026-11-01');
    await user.type(screen.getByLabelText('Hasta'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    await waitFor(() =>
      expect(query(calls.filter((c) => audit(c.path)).at(-1)!.path)).toEqual({
        person: 'alma',
        entityType: 'oracle_card',
        entity: '12',
        from: '2026-11-01',
        to: '2026-11-30',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    );
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/admin/audit?person=alma&entityType=oracle_card&entity=12&from=2026-11-01&to=2026-11-30',
    );

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/audit$/));
  });

  it('refuses a range that ends before it starts, without searching', async () => {
    const { calls } = renderAdmin('/admin/audit', ({ path }) =>
      audit(path) ? { status: 200, body: page([edit]) } : undefined,
    );
    await screen.findByText('Confía en el camino');
    await user.type(screen.getByLabelText('Desde'), '2026-11-30');
    await user.type(screen.getByLabelText('Hasta'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La fecha inicial no puede ser posterior a la final',
    );
    expect(calls.filter((c) => audit(c.path))).toHaveLength(1);
  });

  it('pages through the log', async () => {
    const { calls } = renderAdmin('/admin/audit', ({ path }) =>
      audit(path)
        ? {
            status: 200,
            body: path.includes('page=2')
              ? page([sync], { page: 2, total: 21, totalPages: 2 })
              : page([edit], { total: 21, totalPages: 2 }),
          }
        : undefined,
    );
    await screen.findByText('Página 1 de 2');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Página 2 de 2');
    expect(query(calls.at(-1)!.path)['page']).toBe('2');
    expect(screen.getByText('Catálogo', { selector: 'span.font-semibold' })).toBeInTheDocument();
  });

  it('shows an empty log, a search with no result, and an error that can be retried', async () => {
    let fail = true;
    const first = renderAdmin('/admin/audit', ({ path }) =>
      audit(path) ? { status: 200, body: page([]) } : undefined,
    );
    expect(await screen.findByText('Aún no hay cambios registrados.')).toBeInTheDocument();
    first.unmount();

    const second = renderAdmin('/admin/audit?person=nadie', ({ path }) =>
      audit(path) ? { status: 200, body: page([]) } : undefined,
    );
    expect(await screen.findByText('No hay cambios con estos filtros.')).toBeInTheDocument();
    second.unmount();

    renderAdmin('/admin/audit', ({ path }) => {
      if (!audit(path)) return undefined;
      if (fail)
        return {
          status: 403,
          body: { statusCode: 403, message: 'No tienes permiso para realizar esta acción' },
        };
      return { status: 200, body: page([edit]) };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para realizar esta acción');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Confía en el camino')).toBeInTheDocument();
  });

  it('shows a table on wide screens, the changes in a row below the entry', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (media: string) => ({
        matches: media === '(min-width: 1024px)',
        media,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    renderAdmin('/admin/audit', ({ path }) =>
      audit(path) ? { status: 200, body: page([edit]) } : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Registro de cambios' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fecha', 'Persona', 'Acción', 'Elemento', 'Origen', 'Cambios']);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Ver cambios de Confía en el camino' }));
    expect(
      within(table).getByRole('table', { name: 'Campos antes y después del cambio' }),
    ).toBeInTheDocument();
  });
});
