import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../../../tools/test/user';
import type { AdminChallenge, AdminChallengeDay } from '@inhala/domain';
import { page, renderAdmin } from '../../shared/testing/admin-test-kit';
// The screens are lazy routes of AdminApp: their code loads with this file, not inside a
// test's first wait (see tools/test/lazy-ui).
import './ChallengesPage';
import './ChallengeEditPage';
import './ChallengeDayPage';

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

const challenge = (id: number, name: string, change: Partial<AdminChallenge> = {}): AdminChallenge => ({
  id,
  name,
  slug: 'reto',
  shortDesc: 'Cinco días para agradecer.',
  longDesc: null,
  imageUrl: null,
  welcomeVideoUrl: null,
  totalDays: 3,
  isPremium: true,
  status: 'published',
  dayCount: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...change,
});

const unused = {
  meta: null,
  title: null,
  content: null,
  url: null,
  audioPath: null,
  audioOriginalName: null,
  audioSize: null,
};

const writtenDay = (dayNumber: number, change: Partial<AdminChallengeDay> = {}): AdminChallengeDay => ({
  id: 40 + dayNumber,
  challengeId: 3,
  dayNumber,
  moduleTitle: 'Agradecer al despertar',
  preview: 'Tres gracias.',
  sections: [
    { ...unused, meta: 'journal', title: 'Tu reflexión', content: '¿Qué agradeces?' },
    unused,
    unused,
    unused,
  ],
  audioOriginalName: null,
  audioSize: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...change,
});

/** The upload endpoint as XHR sees it: progress, then the server's AdminUploadView. */
function fakeUploads(answer: { url: string; size: number; originalName: string }) {
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
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        this.status = 201;
        this.responseText = JSON.stringify({ ...answer, contentType: 'audio/mpeg', kind: 'audio' });
        this.onload?.();
      }, 0);
    }
  }
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
}

/** Types the text the way a paste does: one change, so long texts stay quick. */
async function fill(field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('challenge screens', () => {
  it('lists the challenges with their written days and status', async () => {
    renderAdmin('/admin/challenges', ({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/admin/challenges'))
        return {
          status: 200,
          body: page([
            challenge(1, 'Siete días de calma', { dayCount: 7, totalDays: 7 }),
            challenge(2, 'Reto nuevo', { status: 'draft', dayCount: 0, isPremium: false }),
          ]),
        };
      return undefined;
    });
    expect(await screen.findByRole('link', { name: 'Siete días de calma' })).toBeInTheDocument();
    expect(screen.getByText('7 de 7 días con contenido · Premium')).toBeInTheDocument();
    expect(screen.getByText('0 de 3 días con contenido')).toBeInTheDocument();
    const draft = screen.getByRole('link', { name: 'Reto nuevo' }).closest('li') as HTMLElement;
    expect(within(draft).getByText('Borrador')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo reto' })).toHaveAttribute('href', '/admin/challenges/new');
  });

  const creating = () =>
    renderAdmin('/admin/challenges/new', ({ method, path, body }) => {
      if (method === 'POST' && path === '/api/admin/challenges')
        return { status: 201, body: { ...challenge(7, 'x'), ...(body as object) } };
      if (method === 'GET' && path === '/api/admin/challenges/7')
        return { status: 200, body: challenge(7, 'Reto de la gratitud', { totalDays: 5, dayCount: 0 }) };
      if (method === 'GET' && path === '/api/admin/challenges/7/days') return { status: 200, body: [] };
      return undefined;
    });

  it('shows the Spanish texts of a bad challenge form and sends nothing', async () => {
    const { calls } = creating();
    await fill(await screen.findByLabelText('Número de días'), '0');
    await fill(screen.getByLabelText('Slug'), 'Con Espacios');
    await fill(screen.getByLabelText('Video de bienvenida'), 'https://example.com/v');
    await fill(screen.getByLabelText('o una dirección https'), 'ftp://imagen.png');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('La descripción corta es requerida')).toBeInTheDocument();
    expect(screen.getByText('El número de días debe ser mayor a 0')).toBeInTheDocument();
    expect(screen.getByText('El slug solo puede tener minúsculas, números y guiones')).toBeInTheDocument();
    expect(screen.getByText('El enlace de video debe ser de YouTube o Vimeo')).toBeInTheDocument();
    expect(screen.getByText('La imagen debe ser una URL https o un archivo subido')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('previews the card as people see it and creates a draft challenge', async () => {
    const { calls } = creating();
    await fill(await screen.findByLabelText('Nombre'), 'Reto de la gratitud');
    expect(
      screen.getByText(/Si lo dejas vacío se crea a partir del nombre \(«reto-de-la-gratitud»\)/),
    ).toBeInTheDocument();
    await fill(screen.getByLabelText('Descripción corta'), 'Cinco días para agradecer.');
    await fill(screen.getByLabelText('Número de días'), '5');
    await fill(screen.getByLabelText('Video de bienvenida'), 'https://vimeo.com/123456789');
    await user.click(screen.getByLabelText('Reto premium'));
    expect(screen.getByLabelText('Estado')).toHaveValue('draft');

    // 'Vista previa': the card the challenge list shows people.
    const preview = screen.getByLabelText('Vista previa');
    expect(within(preview).getByRole('heading', { name: 'Reto de la gratitud' })).toBeInTheDocument();
    expect(within(preview).getByText('5 días')).toBeInTheDocument();
    expect(within(preview).getByText('Cinco días para agradecer.')).toBeInTheDocument();
    expect(within(preview).getByText('Borrador: aún no lo ven las personas.')).toBeInTheDocument();
    expect(screen.getByText('Guarda el reto para escribir el contenido de sus días.')).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Reto de la gratitud',
      slug: '',
      shortDesc: 'Cinco días para agradecer.',
      longDesc: '',
      imageUrl: null,
      welcomeVideoUrl: 'https://vimeo.com/123456789',
      totalDays: 5,
      isPremium: false,
      status: 'draft',
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/challenges/7'));
    expect(await screen.findByText('0 de 5 días con contenido.')).toBeInTheDocument();
  });

  it('shows every day of the challenge, written or not, each linking to its editor', async () => {
    renderAdmin('/admin/challenges/3', ({ method, path }) => {
      if (method === 'GET' && path === '/api/admin/challenges/3')
        return { status: 200, body: challenge(3, 'Reto de la gratitud') };
      if (method === 'GET' && path === '/api/admin/challenges/3/days')
        return { status: 200, body: [writtenDay(2)] };
      return undefined;
    });
    const grid = await screen.findByRole('region', { name: 'Días del reto' });
    expect(await within(grid).findByText('1 de 3 días con contenido.')).toBeInTheDocument();
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Día 1Sin contenido',
      'Día 2Agradecer al despertar',
      'Día 3Sin contenido',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/challenges/3/days/1',
      '/admin/challenges/3/days/2',
      '/admin/challenges/3/days/3',
    ]);
  });
});

describe('challenge day screen', () => {
  const base =
    (
      extra: (call: {
        method: string;
        path: string;
        body: unknown;
      }) => { status: number; body?: unknown } | undefined,
    ) =>
    ({ method, path, body }: { method: string; path: string; body: unknown }) => {
      if (method === 'GET' && path === '/api/admin/challenges/3')
        return { status: 200, body: challenge(3, 'Reto de la gratitud') };
      return extra({ method, path, body });
    };

  it('writes a new day section by section, with each Spanish text beside its field', async () => {
    const { calls } = renderAdmin(
      '/admin/challenges/3/days/2',
      base(({ method, body }) =>
        method === 'PUT' ? { status: 200, body: { ...writtenDay(2), ...(body as object) } } : undefined,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Día 2 de 3' })).toBeInTheDocument();
    expect(screen.getByText(/Sin contenido todavía/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Día anterior' })).toHaveAttribute(
      'href',
      '/admin/challenges/3/days/1',
    );
    expect(screen.getByRole('link', { name: 'Día siguiente' })).toHaveAttribute(
      'href',
      '/admin/challenges/3/days/3',
    );
    expect(screen.queryByRole('button', { name: 'Eliminar día' })).not.toBeInTheDocument();

    const first = screen.getByRole('group', { name: 'Sección 1' });
    const second = screen.getByRole('group', { name: 'Sección 2' });
    await user.selectOptions(within(first).getByLabelText('Tipo de sección'), 'Reflexión (diario)');
    await user.selectOptions(within(second).getByLabelText('Tipo de sección'), 'Video');
    await fill(within(second).getByLabelText('Enlace del video'), 'https://example.com/v');
    await user.click(screen.getByRole('button', { name: 'Guardar día' }));
    expect(await screen.findByText('El título del módulo es requerido')).toBeInTheDocument();
    expect(within(first).getByText('Cada sección usada necesita un título')).toBeInTheDocument();
    expect(within(second).getByText('El enlace de video debe ser de YouTube o Vimeo')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await fill(screen.getByLabelText('Título del módulo'), 'Agradecer al despertar');
    await fill(screen.getByLabelText('Vista previa del día'), 'Tres gracias antes de levantarte.');
    await fill(within(first).getByLabelText('Título'), 'Tu reflexión');
    await fill(within(first).getByLabelText('Pregunta'), '¿Qué agradeces hoy?');
    await fill(within(second).getByLabelText('Título'), 'Práctica guiada');
    await fill(within(second).getByLabelText('Enlace del video'), 'https://youtu.be/dQw4w9WgXcQ');
    const preview = screen.getByRole('complementary', { name: 'Vista previa' });
    expect(within(preview).getByText('Día 2: Agradecer al despertar')).toBeInTheDocument();
    expect(within(preview).getByText('Práctica guiada')).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar día' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/admin/challenges/3/days/2');
    expect(put?.body).toEqual({
      moduleTitle: 'Agradecer al despertar',
      preview: 'Tres gracias antes de levantarte.',
      sections: [
        {
          meta: 'journal',
          title: 'Tu reflexión',
          content: '¿Qué agradeces hoy?',
          url: null,
          audioPath: null,
          audioOriginalName: null,
          audioSize: null,
        },
        {
          meta: 'video',
          title: 'Práctica guiada',
          content: null,
          url: 'https://youtu.be/dQw4w9WgXcQ',
          audioPath: null,
          audioOriginalName: null,
          audioSize: null,
        },
        { meta: null },
        { meta: null },
      ],
    });
    expect(await screen.findByText('Guardado exitoso')).toBeInTheDocument();
  });

  it('shows a saved audio’s original name and size, and sends a new upload’s', async () => {
    fakeUploads({
      url: '/uploads/0b9f3c1e-1d2a-4c3b-9e8f-7a6b5c4d3e2f.mp3',
      size: 1572864,
      originalName: 'nuevo.mp3',
    });
    const day = writtenDay(1, {
      sections: [
        {
          ...unused,
          meta: 'audio',
          title: 'Escucha',
          audioPath: '/uploads/11111111-1d2a-4c3b-9e8f-7a6b5c4d3e2f.mp3',
          audioOriginalName: 'calma.mp3',
          audioSize: 48213,
        },
        unused,
        unused,
        unused,
      ],
    });
    const { calls } = renderAdmin(
      '/admin/challenges/3/days/1',
      base(({ method, path }) => {
        if (method === 'GET' && path === '/api/admin/challenges/3/days/1') return { status: 200, body: day };
        if (method === 'PUT') return { status: 200, body: day };
        return undefined;
      }),
    );
    const section = await screen.findByRole('group', { name: 'Sección 1' });
    expect(within(section).getByText('calma.mp3 · 47 KB')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Día anterior' })).not.toBeInTheDocument();

    const file = new File(['ID3'], 'nuevo.mp3', { type: 'audio/mpeg' });
    await user.upload(within(section).getByLabelText(/Subir archivo|Cambiar archivo/), file);
    expect(await within(section).findByText('nuevo.mp3 · 1,5 MB')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar día' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect((calls.find((c) => c.method === 'PUT')?.body as { sections: unknown[] }).sections[0]).toEqual({
      meta: 'audio',
      title: 'Escucha',
      content: null,
      url: null,
      audioPath: '/uploads/0b9f3c1e-1d2a-4c3b-9e8f-7a6b5c4d3e2f.mp3',
      audioOriginalName: 'nuevo.mp3',
      audioSize: 1572864,
    });
  });

  it('deletes a day and brings it back with Deshacer', async () => {
    let stored: AdminChallengeDay | null = writtenDay(3);
    const { calls } = renderAdmin(
      '/admin/challenges/3/days/3',
      base(({ method, path }) => {
        if (method === 'GET' && path === '/api/admin/challenges/3/days/3')
          return stored ? { status: 200, body: stored } : undefined;
        if (method === 'DELETE' && path === '/api/admin/challenges/3/days/3') {
          const removed = stored;
          stored = null;
          return { status: 200, body: removed };
        }
        if (method === 'POST' && path === '/api/admin/challenges/3/days/3/restore') {
          stored = writtenDay(3);
          return { status: 200, body: stored };
        }
        return undefined;
      }),
    );
    expect(await screen.findByLabelText('Título del módulo')).toHaveValue('Agradecer al despertar');
    expect(screen.queryByRole('link', { name: 'Día siguiente' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar día' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar este elemento?' });
    expect(within(dialog).getByText(/Se eliminará «Reto de la gratitud · Día 3»/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.getByLabelText('Título del módulo')).toHaveValue(''));
    expect(screen.getByText(/Sin contenido todavía/)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Título del módulo')).toHaveValue('Agradecer al despertar'),
    );
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/days/3/restore'))).toBe(true);
  });

  it('says which days a challenge has when the address names another', async () => {
    renderAdmin(
      '/admin/challenges/3/days/9',
      base(() => undefined),
    );
    expect(await screen.findByText(/El día debe ser un número de 1 a 3/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al reto' })).toHaveAttribute(
      'href',
      '/admin/challenges/3',
    );
  });

  it("offers a saved audio section's transcript below the day, at that section's address", async () => {
    const day = writtenDay(2, {
      sections: [
        unused,
        { ...unused, meta: 'audio', title: 'Escucha', audioPath: '/uploads/a.mp3' },
        { ...unused, meta: 'audio', title: 'Sin archivo aún' },
        unused,
      ],
    });
    const { calls } = renderAdmin(
      '/admin/challenges/3/days/2',
      base(({ method, path }) => {
        if (method === 'GET' && path === '/api/admin/challenges/3/days/2') return { status: 200, body: day };
        if (method === 'GET' && path === '/api/admin/challenges/3/days/2/sections/2/transcript')
          return { status: 200, body: { transcript: 'Una campana.', captions: null } };
        return undefined;
      }),
    );
    const editor = await screen.findByRole('region', { name: 'Transcripción del audio · Sección 2' });
    expect(await within(editor).findByLabelText('Transcripción')).toHaveValue('Una campana.');
    // The section without a file has none yet.
    expect(screen.queryByRole('region', { name: /Sección 3$/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/transcript')).map((c) => c.path)).toEqual([
      '/api/admin/challenges/3/days/2/sections/2/transcript',
    ]);
  });
});
