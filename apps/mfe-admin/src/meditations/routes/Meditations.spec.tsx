import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill, setupUser, type UserEvent } from '../../../../../tools/test/user';
import type { AdminLookups, AdminMeditation } from '@inhala/domain';
import { page, renderAdmin, type FakeCall } from '../../shared/testing/admin-test-kit';
// The screens are lazy routes of AdminApp: their code loads with this file, not inside a
// test's first wait (see tools/test/lazy-ui).
import './MeditationsPage';
import './MeditationEditPage';
import './QuickMeditationPage';

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

const meditation = (id: number, name: string, change: Partial<AdminMeditation> = {}): AdminMeditation => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  description: 'Una práctica.',
  journalPrompt: null,
  duration: 10,
  videoUrl: null,
  mediaUrl: null,
  mediaType: null,
  mediaSeconds: null,
  imageUrl: null,
  isNew: false,
  status: 'published',
  sortOrder: id,
  categoryIds: [1],
  keywordIds: [1],
  typeIds: [1],
  tagIds: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...change,
});

const LOOKUPS: AdminLookups = {
  categories: [
    { id: 1, name: 'Calma' },
    { id: 2, name: 'Sueño' },
  ],
  keywords: [
    { id: 1, name: 'Descanso' },
    { id: 2, name: 'Gratitud' },
  ],
  types: [
    { id: 1, name: 'Activa' },
    { id: 2, name: 'Pasiva' },
  ],
  tags: [],
};

/** Answers the lookups, and adds an inline entry as the API does (an existing name answers it). */
function lookupsServer(call: FakeCall) {
  if (call.method === 'GET' && call.path === '/api/admin/lookups') return { status: 200, body: LOOKUPS };
  const kind = /^\/api\/admin\/lookups\/(\w+)$/.exec(call.path)?.[1] as keyof AdminLookups | undefined;
  if (call.method === 'POST' && kind) {
    const name = (call.body as { name: string }).name;
    const existing = LOOKUPS[kind].find((l) => l.name.toLowerCase() === name.toLowerCase());
    return existing ? { status: 200, body: existing } : { status: 201, body: { id: 50, name } };
  }
  return undefined;
}

const posted = (calls: FakeCall[], path: string) =>
  calls.find((c) => c.method === 'POST' && c.path === path)?.body as Record<string, unknown> | undefined;

describe('meditation screens', () => {
  it('lists meditations with their media and orders them with the arrows', async () => {
    const { calls } = renderAdmin('/admin/meditations', ({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/admin/meditations'))
        return {
          status: 200,
          body: page([
            meditation(1, 'Volver al centro', { mediaUrl: '/uploads/a.mp3', mediaType: 'audio' }),
            meditation(2, 'Lluvia dorada', { videoUrl: 'https://youtu.be/dQw4w9WgXcQ', status: 'draft' }),
          ]),
        };
      if (method === 'PUT' && path === '/api/admin/meditations/order')
        return { status: 200, body: [{ id: 2, sortOrder: 1 }] };
      return undefined;
    });
    expect(await screen.findByRole('link', { name: 'Volver al centro' })).toBeInTheDocument();
    expect(screen.getByText('10 min · Audio subido · /volver-al-centro')).toBeInTheDocument();
    expect(screen.getByText('10 min · Enlace de video · /lluvia-dorada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Alta rápida/ })).toHaveAttribute(
      'href',
      '/admin/meditations-simple',
    );
    await user.click(screen.getByRole('button', { name: 'Subir Lluvia dorada' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [2, 1] }));
  });

  it('shows every spec text for an incomplete meditation and sends nothing', async () => {
    const { calls } = renderAdmin('/admin/meditations/new', lookupsServer);
    await screen.findByRole('checkbox', { name: 'Calma' });
    await user.clear(screen.getByLabelText('Duración (minutos)'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El título es requerido')).toBeInTheDocument();
    for (const text of [
      'La descripción es requerida',
      'La duración debe ser mayor a 0',
      'Al menos una categoría es requerida',
      'Al menos una palabra clave es requerida',
      'Al menos un tipo es requerido',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Enlace de video (YouTube o Vimeo)'), 'https://example.com/v');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El enlace de video debe ser de YouTube o Vimeo')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds a category inline, ticks it, and creates the meditation with it', async () => {
    const { calls } = renderAdmin('/admin/meditations/new', (call) => {
      if (call.method === 'POST' && call.path === '/api/admin/meditations')
        return {
          status: 201,
          body: meditation(9, 'Respirar con el mar', call.body as Partial<AdminMeditation>),
        };
      if (call.method === 'GET' && call.path === '/api/admin/meditations/9')
        return { status: 200, body: meditation(9, 'Respirar con el mar') };
      return lookupsServer(call);
    });
    // Pasted, not typed key by key: this test is about what the form does with the text.
    await fill(user, await screen.findByLabelText('Título'), 'Respirar con el mar');
    expect(screen.getByLabelText('Slug')).toHaveAttribute('placeholder', 'respirar-con-el-mar');
    await fill(user, screen.getByLabelText('Descripción'), 'Una práctica para volver a la calma.');

    const categories = screen.getByRole('group', { name: 'Categorías' });
    await fill(user, within(categories).getByLabelText('Buscar o añadir en categorías'), 'Respiración');
    expect(within(categories).getByText('Sin coincidencias.')).toBeInTheDocument();
    await user.click(within(categories).getByRole('button', { name: 'Añadir "Respiración"' }));
    expect(await within(categories).findByRole('checkbox', { name: 'Respiración' })).toBeChecked();
    expect(posted(calls, '/api/admin/lookups/categories')).toEqual({ name: 'Respiración' });
    expect(within(categories).getByText('En esta meditación: Respiración')).toBeInTheDocument();
    // A name typed without its accents is the entry that has them, as the server compares them.
    await user.type(
      within(categories).getByLabelText('Buscar o añadir en categorías'),
      '{Control>}a{/Control}sueno{Enter}',
    );
    expect(within(categories).getByRole('checkbox', { name: 'Sueño' })).toBeChecked();
    expect(calls.filter((c) => c.path === '/api/admin/lookups/categories')).toHaveLength(1);

    // Enter with a name that exists ticks it, without sending the form or creating anything.
    const keywords = screen.getByRole('group', { name: 'Palabras clave' });
    await user.type(within(keywords).getByLabelText('Buscar o añadir en palabras clave'), 'gratitud{Enter}');
    expect(within(keywords).getByRole('checkbox', { name: 'Gratitud' })).toBeChecked();
    expect(calls.some((c) => c.path === '/api/admin/lookups/keywords')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Pasiva' }));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(posted(calls, '/api/admin/meditations')).toBeDefined());
    expect(posted(calls, '/api/admin/meditations')).toMatchObject({
      name: 'Respirar con el mar',
      slug: null,
      description: 'Una práctica para volver a la calma.',
      duration: 10,
      categoryIds: [50, 2],
      keywordIds: [2],
      typeIds: [2],
      tagIds: [],
      mediaUrl: null,
    });
    expect(await screen.findByText('Guardado exitoso')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/meditations/9'));
  });

  it("fills the minutes from an uploaded file's length, shows it beside the file and on the card", async () => {
    // The upload endpoint as XHR sees it: the server read 12:34 from the file's bytes.
    class FakeXhr {
      status = 0;
      statusText = '';
      responseText = '';
      withCredentials = false;
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open = jest.fn();
      setRequestHeader = jest.fn();
      abort = jest.fn();
      send() {
        setTimeout(() => {
          this.status = 201;
          this.responseText = JSON.stringify({
            url: '/uploads/0b9f3c1e-1d2a-4c3b-9e8f-7a6b5c4d3e2f.wav',
            size: 2_097_152,
            contentType: 'audio/wav',
            kind: 'audio',
            originalName: 'alba.wav',
            seconds: 754,
          });
          this.onload?.();
        }, 0);
      }
    }
    const real = global.XMLHttpRequest;
    global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    try {
      renderAdmin('/admin/meditations/new', lookupsServer);
      await fill(user, await screen.findByLabelText('Título'), 'Alba');
      const duration = screen.getByLabelText('Duración (minutos)');
      expect(duration).toHaveValue(10);
      const media = screen.getByRole('group', { name: 'Medio' });
      const file = new File(['RIFF'], 'alba.wav', { type: 'audio/wav' });
      await user.upload(within(media).getByLabelText(/Subir archivo/), file);
      expect(await within(media).findByText('alba.wav · 2,0 MB · dura 12:34')).toBeInTheDocument();
      // The file wins: its minutes fill the field, which says why it no longer takes typing.
      expect(duration).toHaveValue(13);
      expect(duration).toHaveAttribute('readonly');
      expect(
        screen.getByText(
          'El archivo dura 12:34: la tarjeta muestra 13 min. Cambia o quita el archivo para cambiarla.',
        ),
      ).toBeInTheDocument();
      expect(screen.getAllByText('13 min').length).toBeGreaterThan(0);
      // Without the file, the minutes are the admin's again.
      await user.click(within(media).getByRole('button', { name: /Quitar/ }));
      expect(duration).not.toHaveAttribute('readonly');
    } finally {
      global.XMLHttpRequest = real;
    }
  });

  it('refuses an empty inline name and shows the preview as people see it', async () => {
    renderAdmin('/admin/meditations/4', (call) => {
      if (call.method === 'GET' && call.path === '/api/admin/meditations/4')
        return {
          status: 200,
          body: meditation(4, 'Lluvia dorada', {
            mediaUrl: '/uploads/a.mp3',
            mediaType: 'audio',
            isNew: true,
          }),
        };
      return lookupsServer(call);
    });
    const preview = await screen.findByRole('complementary', { name: 'Vista previa' });
    expect(within(preview).getByRole('heading', { name: 'Lluvia dorada' })).toBeInTheDocument();
    expect(within(preview).getByText('Nueva')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Reproducir Lluvia dorada' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Estado'), 'draft');
    expect(within(preview).getByText('Borrador: las personas aún no la ven.')).toBeInTheDocument();

    const tags = screen.getByRole('group', { name: 'Etiquetas' });
    expect(within(tags).getByText('La lista está vacía.')).toBeInTheDocument();
    await user.type(within(tags).getByLabelText('Buscar o añadir en etiquetas'), '   {Enter}');
    expect(within(tags).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses the slug', async () => {
    renderAdmin('/admin/meditations/4', (call) => {
      if (call.method === 'GET' && call.path === '/api/admin/meditations/4')
        return { status: 200, body: meditation(4, 'Lluvia dorada') };
      if (call.method === 'PUT')
        return {
          status: 409,
          body: {
            statusCode: 409,
            errorCode: 'ADMIN.DUPLICATE',
            message: 'Ya existe una meditación con ese slug',
          },
        };
      return lookupsServer(call);
    });
    const slug = await screen.findByLabelText('Slug');
    expect(slug).toHaveValue('lluvia-dorada');
    await user.clear(slug);
    await user.type(slug, 'calma');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe una meditación con ese slug')).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveValue('calma');
  });
});

describe('meditation script', () => {
  it('writes the script line by line, names the line of a mistake, and saves the steps', async () => {
    const { calls } = renderAdmin('/admin/meditations/4', (call) => {
      if (call.method === 'GET' && call.path === '/api/admin/meditations/4')
        return { status: 200, body: meditation(4, 'Lluvia dorada', { duration: 5 }) };
      if (call.method === 'GET' && call.path === '/api/admin/meditations/4/script')
        return { status: 200, body: { meditationId: 4, steps: [{ at: 0, text: 'Te doy la bienvenida.' }] } };
      if (call.method === 'PUT' && call.path === '/api/admin/meditations/4/script')
        return { status: 200, body: { meditationId: 4, ...(call.body as object) } };
      return lookupsServer(call);
    });
    const script = await screen.findByLabelText('Guion');
    // Without a file or a video, the preview shows what a subscriber gets: the guided session.
    const preview = screen.getByRole('complementary', { name: 'Vista previa' });
    expect(within(preview).getByText(/se ofrece como sesión guiada/)).toBeInTheDocument();
    expect(within(preview).queryByText('Video no disponible')).not.toBeInTheDocument();
    expect(script).toHaveValue('0:00 Te doy la bienvenida.');
    expect(screen.getByText('1 paso · 4 palabras')).toBeInTheDocument();

    await user.type(script, '{Enter}Suelta los hombros.');
    await user.click(screen.getByRole('button', { name: 'Guardar guion' }));
    expect(
      await screen.findByText('Línea 2: empieza con el minuto y el segundo, como «1:30 Respira hondo.»'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    // Past the meditation's 5 minutes is refused too; once shown, the message follows the text.
    await user.clear(script);
    await user.type(script, '0:00 Te doy la bienvenida.{Enter}5:10 Suelta los hombros.');
    await user.click(screen.getByRole('button', { name: 'Guardar guion' }));
    expect(
      screen.getByText('Línea 2: el tiempo pasa de la duración de la meditación (5:00)'),
    ).toBeInTheDocument();
    await user.clear(script);
    await user.type(script, '0:00 Te doy la bienvenida.{Enter}1:30 Suelta los hombros.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('2 pasos · 7 palabras')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar guion' }));
    expect(await screen.findByText('Guardado exitoso')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      steps: [
        { at: 0, text: 'Te doy la bienvenida.' },
        { at: 90, text: 'Suelta los hombros.' },
      ],
    });
  });
});

describe('quick meditation form', () => {
  it('shows its texts, saves a draft, clears and focuses the title for the next one', async () => {
    sessionStorage.clear();
    const { calls } = renderAdmin('/admin/meditations-simple', (call) => {
      if (call.method === 'POST' && call.path === '/api/admin/meditations/quick')
        return {
          status: 201,
          body: meditation(21, (call.body as { name: string }).name, { status: 'draft', duration: 8 }),
        };
      return lookupsServer(call);
    });
    await screen.findByRole('option', { name: 'Sueño' });
    expect(screen.getByText('Las meditaciones que guardes aparecerán aquí.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar y añadir otra' }));
    expect(await screen.findByText('El título es requerido')).toBeInTheDocument();
    expect(screen.getByText('Agrega un enlace de video o un archivo de audio o video')).toBeInTheDocument();
    expect(screen.getByText('La categoría es requerida')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Título'), 'Luna nueva');
    await user.type(
      screen.getByLabelText('Enlace de video (YouTube o Vimeo)'),
      'https://vimeo.com/123456789',
    );
    await user.clear(screen.getByLabelText('Duración (minutos)'));
    await user.type(screen.getByLabelText('Duración (minutos)'), '8');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Sueño');
    await user.click(screen.getByRole('button', { name: 'Guardar y añadir otra' }));

    await waitFor(() =>
      expect(posted(calls, '/api/admin/meditations/quick')).toEqual({
        name: 'Luna nueva',
        videoUrl: 'https://vimeo.com/123456789',
        mediaUrl: null,
        mediaType: null,
        duration: 8,
        categoryId: 2,
      }),
    );
    expect(await screen.findByRole('link', { name: 'Completar Luna nueva' })).toHaveAttribute(
      'href',
      '/admin/meditations/21',
    );
    expect(screen.getByText('1 meditación en borrador')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Título')).toHaveFocus());
    expect(screen.getByLabelText('Título')).toHaveValue('');
    expect(screen.getByLabelText('Enlace de video (YouTube o Vimeo)')).toHaveValue('');
    expect(screen.getByLabelText('Categoría')).toHaveValue('2');
  });
});
