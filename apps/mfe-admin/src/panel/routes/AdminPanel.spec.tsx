import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../../../tools/test/user';
import { SYNC_KINDS, type SyncKind, type SyncKindChanges, type SyncResult } from '@inhala/domain';
import { renderAdmin, type FakeCall } from '../../shared/testing/admin-test-kit';

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

const counts = {
  angelMondays: 4,
  oracleCards: 21,
  archangels: 7,
  challenges: 3,
  meditations: 192,
  pendingEmails: 2,
};

const none = (): SyncKindChanges => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  createdKeys: [],
  updatedKeys: [],
});

function syncResult(dryRun: boolean, changes: Partial<Record<SyncKind, SyncKindChanges>>): SyncResult {
  const all = Object.fromEntries(SYNC_KINDS.map((kind) => [kind, changes[kind] ?? none()])) as Record<
    SyncKind,
    SyncKindChanges
  >;
  const upserted = (kind: SyncKind) => all[kind].created + all[kind].updated;
  return {
    dryRun,
    changes: all,
    summary: {
      meditationsUpserted: upserted('meditations'),
      categoriesUpserted: upserted('categories'),
      keywordsUpserted: upserted('keywords'),
      typesUpserted: upserted('types'),
      challengesUpserted: upserted('challenges'),
      challengeDetailsUpserted: upserted('challengeDetails'),
      oracleCardsUpserted: upserted('oracleCards'),
      archangelsUpserted: upserted('archangels'),
    },
  };
}

const meditation = (slug: string) => ({
  slug,
  name: `Meditación ${slug}`,
  description: 'Una práctica.',
  duration: 10,
  categories: ['Calma'],
  keywords: ['Calma'],
  types: ['Pasiva'],
});
const catalogue = { meditations: [meditation('uno'), meditation('dos')] };
const jsonFile = (content: unknown, name = 'catalogo.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, {
    type: 'application/json',
  });

/** Holds every fetch until `release()`: the screen can be seen while a call runs. */
function holdCalls() {
  const original = global.fetch;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
    await gate;
    return original(...args);
  }) as typeof fetch;
  return () => {
    release();
    global.fetch = original;
  };
}

const fileInput = () => screen.getByLabelText('Archivo del catálogo (JSON)');

describe('/admin panel actions', () => {
  it('keeps the count badges, the roles card and a link to the change log', async () => {
    renderAdmin('/admin', ({ path }) =>
      path === '/api/admin/counts' ? { status: 200, body: counts } : undefined,
    );
    expect(await screen.findByLabelText('192 elementos')).toBeInTheDocument();
    const emails = screen.getByRole('link', { name: /Correos/ });
    expect(emails).toHaveAttribute('href', '/admin/emails');
    expect(within(emails).getByLabelText('2 correos pendientes')).toHaveTextContent('2');
    expect(screen.getByRole('heading', { name: 'Roles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Registro de cambios/ })).toHaveAttribute('href', '/admin/audit');
  });

  it("runs 'Actualizar datos' with progress, then tells stats.meditations, and runs it again", async () => {
    const { calls } = renderAdmin('/admin', ({ method, path }) => {
      if (path === '/api/admin/counts') return { status: 200, body: counts };
      if (method === 'POST' && path === '/api/admin/refresh-data')
        return { status: 200, body: { stats: { meditations: 196, challenges: 3, oracleCards: 21 } } };
      return undefined;
    });
    const release = holdCalls();
    await user.click(screen.getByRole('button', { name: 'Actualizar datos' }));
    const busy = await screen.findByRole('button', { name: 'Actualizando...' });
    expect(busy).toBeDisabled();
    expect(screen.getByText('Leyendo el catálogo de nuevo...')).toBeInTheDocument();
    release();

    // The toast says it too ('Datos actualizados: 196 meditaciones'); the journey sees it.
    expect(
      await screen.findByText('Datos actualizados: 196 meditaciones, 3 retos y 21 cartas.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actualizar datos' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/refresh-data')).toHaveLength(
        2,
      ),
    );
  });

  it("says so when 'Actualizar datos' fails", async () => {
    renderAdmin('/admin', ({ method, path }) => {
      if (path === '/api/admin/counts') return { status: 200, body: counts };
      if (method === 'POST' && path === '/api/admin/refresh-data')
        return {
          status: 403,
          body: { statusCode: 403, message: 'No tienes permiso para realizar esta acción' },
        };
      return undefined;
    });
    await user.click(screen.getByRole('button', { name: 'Actualizar datos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron actualizar los datos: No tienes permiso para realizar esta acción',
    );
    expect(screen.getByRole('button', { name: 'Actualizar datos' })).toBeEnabled();
  });

  it('syncs a catalogue file: dry run, what would change per list, confirmation, then meditationsUpserted', async () => {
    const changes = {
      meditations: { created: 1, updated: 1, unchanged: 0, createdKeys: ['uno'], updatedKeys: ['dos'] },
    };
    const { calls } = renderAdmin('/admin', ({ method, path, body }) => {
      if (method === 'POST' && path === '/api/admin/sync')
        return { status: 200, body: syncResult((body as { dryRun: boolean }).dryRun, changes) };
      return undefined;
    });
    const syncs = () => calls.filter((c: FakeCall) => c.path === '/api/admin/sync');

    const release = holdCalls();
    await user.upload(fileInput(), jsonFile(catalogue));
    expect(await screen.findByText('Analizando «catalogo.json»...')).toBeInTheDocument();
    expect(fileInput()).toBeDisabled();
    release();

    const preview = await screen.findByRole('heading', { name: 'Vista previa de «catalogo.json»' });
    expect(preview).toHaveFocus();
    expect(syncs()[0]?.body).toEqual({ ...catalogue, dryRun: true });
    const table = screen.getByRole('table', { name: 'Cambios que haría la sincronización' });
    const row = within(table).getByRole('row', { name: /Meditaciones/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '1', '0']);
    expect(screen.getByText(/Meditaciones, nuevos:/).parentElement).toHaveTextContent('uno');
    expect(screen.getByText(/Meditaciones, con cambios:/).parentElement).toHaveTextContent('dos');

    await user.click(screen.getByRole('button', { name: 'Confirmar sincronización' }));
    expect(await screen.findByRole('heading', { name: 'Sincronización completada' })).toHaveFocus();
    expect(screen.getByText('Meditaciones sincronizadas: 2')).toBeInTheDocument();
    expect(syncs()[1]?.body).toEqual({ ...catalogue, dryRun: false });

    // Again, with the same file.
    await user.upload(fileInput(), jsonFile(catalogue));
    await screen.findByRole('heading', { name: 'Vista previa de «catalogo.json»' });
    expect(syncs()).toHaveLength(3);
  });

  it("shows 'Error de sincronización' with the server's detail, and nothing is confirmed", async () => {
    renderAdmin('/admin', ({ path }) =>
      path === '/api/admin/counts'
        ? { status: 200, body: counts }
        : path === '/api/admin/sync'
          ? {
              status: 400,
              body: {
                statusCode: 400,
                errorCode: 'ADMIN.SYNC_INVALID',
                message: 'Error de sincronización: meditations[1] «dos»: La categoría «Nada» no existe',
              },
            }
          : undefined,
    );
    await user.upload(fileInput(), jsonFile(catalogue));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error de sincronización')).toBeInTheDocument();
    expect(
      within(alert).getByText('meditations[1] «dos»: La categoría «Nada» no existe'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar sincronización' })).not.toBeInTheDocument();
  });

  it.each([
    ['a file that is not JSON', '{ meditaciones: ', '«catalogo.json» no es un archivo JSON válido.'],
    [
      'an item the domain rules refuse',
      { meditations: [{ ...meditation('uno'), duration: 0 }] },
      'meditations[0] «uno»: La duración debe ser mayor a 0',
    ],
  ])("refuses %s before uploading it, with 'Error de sincronización'", async (_, content, detail) => {
    const { calls } = renderAdmin('/admin', ({ path }) =>
      path === '/api/admin/counts' ? { status: 200, body: counts } : undefined,
    );
    await user.upload(fileInput(), jsonFile(content));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error de sincronización');
    expect(alert).toHaveTextContent(detail);
    expect(calls.some((c) => c.path === '/api/admin/sync')).toBe(false);
  });

  it('says the catalogue is up to date when the file changes nothing, and offers no confirmation', async () => {
    renderAdmin('/admin', ({ path, body }) =>
      path === '/api/admin/sync'
        ? {
            status: 200,
            body: syncResult((body as { dryRun: boolean }).dryRun, {
              meditations: { created: 0, updated: 0, unchanged: 2, createdKeys: [], updatedKeys: [] },
            }),
          }
        : undefined,
    );
    await user.upload(fileInput(), jsonFile(catalogue));
    expect(
      await screen.findByText('El catálogo ya está al día: este archivo no cambia nada.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar sincronización' })).not.toBeInTheDocument();
  });
});
