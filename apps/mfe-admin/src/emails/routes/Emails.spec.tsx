import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../../../tools/test/user';
import {
  EMAIL_TEMPLATE_DEFAULTS,
  type EmailCampaignDto,
  type EmailLogDto,
  type EmailTemplateDto,
  type PendingEmailDto,
} from '@inhala/domain';
import { page, renderAdmin, type FakeCall } from '../../shared/testing/admin-test-kit';
import { SENDING_REFRESH_MS, campaignsQuery } from '../api/email-campaigns';
// The screens are lazy routes of AdminApp: their code loads with this file, not inside a
// test's first wait (see tools/test/lazy-ui).
import './EmailsPage';
import './EmailTemplateEditPage';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const original = EMAIL_TEMPLATE_DEFAULTS.new_meditation;
const template = (changes: Partial<EmailTemplateDto> = {}): EmailTemplateDto => ({
  key: 'new_meditation',
  name: original.name,
  kind: 'news',
  subject: original.subject,
  body: original.body,
  variables: [...original.variables],
  buttonText: original.buttonText,
  buttonPosition: 'end',
  isActive: true,
  isCustomized: false,
  sample: { ...original.sample },
  lastEditedBy: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});

const pending = (id: number, changes: Partial<PendingEmailDto> = {}): PendingEmailDto => ({
  id,
  contentType: 'meditation',
  contentId: 40 + id,
  contentTitle: `Meditación ${id}`,
  emailSubject: `Nueva meditación: Meditación ${id}`,
  emailBody: '<p>Hola {{firstName}}:</p>',
  scheduledFor: null,
  status: 'draft',
  aiGenerated: false,
  createdBy: null,
  lastEditedBy: null,
  sentAt: null,
  campaignId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});

const campaign = (changes: Partial<EmailCampaignDto> = {}): EmailCampaignDto => ({
  id: 7,
  pendingEmailId: 1,
  campaignName: 'Nueva meditación: Calma',
  contentType: 'meditation',
  contentId: 41,
  dueAt: '2026-11-24T10:00:00.000Z',
  startedAt: '2026-11-24T10:00:05.000Z',
  sentAt: null,
  latenessSeconds: 5,
  recipients: 200,
  queued: 50,
  sent: 148,
  delivered: 146,
  bounced: 2,
  failed: 0,
  skipped: 2,
  opened: 73,
  clicked: 21,
  deliveryRate: 73,
  openRate: 50,
  progress: 'sending',
  ...changes,
});

const previewOf = (call: FakeCall) => {
  const body = call.body as { subject: string; body: string; buttonText: string };
  return {
    status: 200,
    body: {
      subject: body.subject.replace('{{contentTitle}}', 'Respiración para soltar el día'),
      html: `<!doctype html><p>PREVIEW ${body.body}</p><a>${body.buttonText}</a>`,
      text: 'texto',
    },
  };
};

describe('/admin/emails/edit/{key}', () => {
  const editor = (
    answer: (call: FakeCall) => { status: number; body?: unknown } | undefined = () => undefined,
  ) =>
    renderAdmin('/admin/emails/edit/new_meditation', (call) => {
      if (call.method === 'GET' && call.path === '/api/admin/email-templates/new_meditation')
        return { status: 200, body: template() };
      if (call.method === 'POST' && call.path.endsWith('/preview')) return previewOf(call);
      return answer(call);
    });

  it('lists the variables and inserts one at the cursor of the subject or the body, whichever was last', async () => {
    const { calls } = editor((call) =>
      call.method === 'PUT'
        ? { status: 200, body: template({ ...(call.body as object), isCustomized: true }) }
        : undefined,
    );
    const subject = await screen.findByLabelText<HTMLInputElement>('Asunto');
    for (const name of original.variables)
      expect(screen.getByRole('button', { name: `Insertar {{${name}}}` })).toBeInTheDocument();

    await user.clear(subject);
    await user.type(subject, 'Hola  ya');
    subject.setSelectionRange(5, 5);
    await user.click(screen.getByRole('button', { name: 'Insertar {{firstName}}' }));
    expect(subject).toHaveValue('Hola {{firstName}} ya');

    const body = screen.getByRole('textbox', { name: 'Contenido' });
    fireEvent.focus(body);
    await user.click(screen.getByRole('button', { name: 'Insertar {{contentUrl}}' }));
    expect(body.innerHTML).toContain('{{contentUrl}}');
    expect(subject).toHaveValue('Hola {{firstName}} ya');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      subject: 'Hola {{firstName}} ya',
      buttonText: 'Ir a la Aplicación ✨',
      isActive: true,
    });
    expect(sent.body).toContain('{{contentUrl}}');
    expect(await screen.findByText('Guardado exitoso')).toBeInTheDocument();
  });

  it('shows the live preview in a sandboxed frame, at desktop or phone width, and follows the form', async () => {
    const { calls } = editor();
    const frame = await screen.findByTitle<HTMLIFrameElement>('Vista previa del correo');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('PREVIEW');
    expect(screen.getByText('Asunto: Nueva meditación: Respiración para soltar el día')).toBeInTheDocument();
    expect(frame.style.width).toBe('640px');
    await user.click(screen.getByRole('button', { name: 'Teléfono' }));
    expect(screen.getByRole('button', { name: 'Teléfono' })).toHaveAttribute('aria-pressed', 'true');
    expect(frame.style.width).toBe('375px');

    await user.clear(screen.getByLabelText('Texto del botón'));
    await user.type(screen.getByLabelText('Texto del botón'), 'Escuchar');
    await waitFor(() =>
      expect(screen.getByTitle('Vista previa del correo').getAttribute('srcdoc')).toContain(
        '<a>Escuchar</a>',
      ),
    );
    // Typing asks once it pauses, not once per key.
    const previews = calls.filter((c) => c.path.endsWith('/preview'));
    expect(previews.length).toBeLessThanOrEqual(3);
    expect(previews.at(-1)?.body).toMatchObject({ buttonText: 'Escuchar', buttonPosition: 'end' });
  });

  it('restores the original after confirming, and the form shows it', async () => {
    let current = template({
      subject: 'Cambiado',
      isCustomized: true,
      updatedAt: '2026-11-21T10:00:00.000Z',
    });
    const { calls } = renderAdmin('/admin/emails/edit/new_meditation', (call) => {
      if (call.method === 'GET' && call.path === '/api/admin/email-templates/new_meditation')
        return { status: 200, body: current };
      if (call.method === 'POST' && call.path.endsWith('/preview')) return previewOf(call);
      if (call.method === 'POST' && call.path.endsWith('/restore')) {
        current = template({ updatedAt: '2026-11-22T10:00:00.000Z' });
        return { status: 200, body: current };
      }
      return undefined;
    });
    expect(await screen.findByLabelText('Asunto')).toHaveValue('Cambiado');
    await user.click(screen.getByRole('button', { name: 'Restaurar original' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Restaurar el original?' });
    expect(calls.some((c) => c.path.endsWith('/restore'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Restaurar original' }));
    await waitFor(() => expect(screen.getByLabelText('Asunto')).toHaveValue(original.subject));
    expect(calls.filter((c) => c.path.endsWith('/restore'))).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Restaurar original' })).toBeDisabled();
  });

  it('shows the Spanish rule of a broken field and sends nothing, and a switch for active', async () => {
    const { calls } = editor();
    await user.clear(await screen.findByLabelText('Asunto'));
    await user.type(screen.getByLabelText('Asunto'), 'Hola {{{{nombre}}');
    const active = screen.getByRole('switch', { name: 'Plantilla activa' });
    expect(active).toHaveAttribute('aria-checked', 'true');
    await user.click(active);
    expect(active).toHaveAttribute('aria-checked', 'false');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    expect(await screen.findByText(/Variable desconocida: \{\{nombre\}\}/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says so when the key names no template', async () => {
    renderAdmin('/admin/emails/edit/nope', () => undefined);
    expect(await screen.findByText(/Esta plantilla no existe/)).toBeInTheDocument();
  });
});

describe('/admin/emails', () => {
  it('opens on the templates, keeps the tab and the search in the address, and moves with the arrows', async () => {
    const { calls } = renderAdmin('/admin/emails', ({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/admin/email-templates'))
        return { status: 200, body: path.includes('q=') ? [] : [template({ isCustomized: true })] };
      if (method === 'GET' && path.startsWith('/api/admin/pending-emails'))
        return { status: 200, body: page([]) };
      return undefined;
    });
    expect(await screen.findByRole('link', { name: 'Nueva meditación' })).toHaveAttribute(
      'href',
      '/admin/emails/edit/new_meditation',
    );
    expect(screen.getByText('Personalizada')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'zzz');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/emails?q=zzz'));
    expect(await screen.findByText('No hay resultados con estos filtros.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/email-templates?q=zzz')).toBe(true);

    const tab = screen.getByRole('tab', { name: 'Plantillas' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    tab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pendientes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pendientes' })).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/emails\?tab=pendientes$/);
    expect(await screen.findByText(/No hay correos pendientes/)).toBeInTheDocument();
  });

  it('edits, schedules, sends now and cancels a pending e-mail, confirming the last two', async () => {
    let items = [
      pending(1),
      pending(2, { status: 'scheduled', scheduledFor: '2999-01-04T09:00:00.000Z' }),
      pending(3, { status: 'sent', sentAt: '2026-11-01T09:00:00.000Z' }),
    ];
    const { calls } = renderAdmin('/admin/emails?tab=pendientes', ({ method, path, body }) => {
      if (method === 'GET' && path.startsWith('/api/admin/pending-emails'))
        return { status: 200, body: page(items) };
      const match = /^\/api\/admin\/pending-emails\/(\d+)(?:\/(.+))?$/.exec(path);
      if (!match) return undefined;
      const id = Number(match[1]);
      const change: Partial<PendingEmailDto> =
        match[2] === 'cancel'
          ? { status: 'cancelled' }
          : match[2] === 'schedule'
            ? { status: 'scheduled', ...(body as object) }
            : match[2] === 'send-now'
              ? { status: 'scheduled', scheduledFor: new Date().toISOString() }
              : (body as Partial<PendingEmailDto>);
      items = items.map((p) => (p.id === id ? { ...p, ...change } : p));
      return { status: 200, body: items.find((p) => p.id === id) };
    });
    const row = (title: string) => screen.getByRole('listitem', { name: title });
    await screen.findByRole('listitem', { name: 'Meditación 1' });
    expect(within(row('Meditación 1')).getByText('Borrador')).toBeInTheDocument();
    expect(within(row('Meditación 2')).getByText('Programado')).toBeInTheDocument();
    expect(within(row('Meditación 2')).getByText(/Programado para 4 de enero, 2999/)).toBeInTheDocument();
    expect(within(row('Meditación 3')).getByText('Enviado')).toBeInTheDocument();
    // Once sent, nothing can change.
    expect(within(row('Meditación 3')).queryByRole('button')).not.toBeInTheDocument();

    // Edit the subject.
    await user.click(within(row('Meditación 1')).getByRole('button', { name: 'Editar' }));
    const form = screen.getByRole('form', { name: 'Editar el correo de Meditación 1' });
    await user.clear(within(form).getByLabelText('Asunto'));
    await user.type(within(form).getByLabelText('Asunto'), 'Para ti, ');
    await user.click(within(form).getByRole('button', { name: 'Insertar {{firstName}}' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/admin/pending-emails/1',
      body: { emailSubject: 'Para ti, {{firstName}}', emailBody: '<p>Hola {{firstName}}:</p>' },
    });
    // Saved once the editor closes; a click before that is undone when the save closes the panels.
    await waitFor(() =>
      expect(
        screen.queryByRole('form', { name: 'Editar el correo de Meditación 1' }),
      ).not.toBeInTheDocument(),
    );

    // Schedule for a date and time.
    await user.click(within(row('Meditación 1')).getByRole('button', { name: 'Programar' }));
    const schedule = screen.getByRole('form', { name: 'Programar el correo de Meditación 1' });
    fireEvent.change(within(schedule).getByLabelText('Fecha de envío'), { target: { value: '2999-03-01' } });
    fireEvent.change(within(schedule).getByLabelText('Hora de envío'), { target: { value: '08:30' } });
    await user.click(within(schedule).getByRole('button', { name: 'Programar envío' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/1/schedule'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/1/schedule'))?.body).toEqual({
      scheduledFor: new Date('2999-03-01T08:30:00').toISOString(),
    });

    // Send now: only after confirming.
    await user.click(within(row('Meditación 2')).getByRole('button', { name: 'Enviar ahora' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Enviar ahora?' });
    expect(calls.some((c) => c.path.endsWith('/send-now'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar ahora' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/pending-emails/2/send-now')).toBe(true),
    );

    // Cancel: 'Volver' keeps it, confirming cancels it.
    await user.click(within(row('Meditación 1')).getByRole('button', { name: 'Cancelar' }));
    dialog = await screen.findByRole('dialog', { name: '¿Cancelar este correo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);
    await user.click(within(row('Meditación 1')).getByRole('button', { name: 'Cancelar' }));
    dialog = await screen.findByRole('dialog', { name: '¿Cancelar este correo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar correo' }));
    await waitFor(() => expect(within(row('Meditación 1')).getByText('Cancelado')).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/pending-emails/1/schedule',
      '/api/admin/pending-emails/2/send-now',
      '/api/admin/pending-emails/1/cancel',
    ]);
  });

  it("shows the server's refusal of a send", async () => {
    renderAdmin('/admin/emails?tab=pendientes', ({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/admin/pending-emails'))
        return { status: 200, body: page([pending(1)]) };
      if (method === 'POST')
        return {
          status: 409,
          body: {
            statusCode: 409,
            errorCode: 'EMAIL.NOT_EDITABLE',
            message: 'Este correo ya fue enviado o cancelado y no se puede cambiar',
          },
        };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Enviar ahora' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Enviar ahora?' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar ahora' }));
    expect(
      (await screen.findAllByText('Este correo ya fue enviado o cancelado y no se puede cambiar')).length,
    ).toBeGreaterThan(0);
  });

  it('shows a campaign’s figures, the open estimates and the progress while it goes out', async () => {
    renderAdmin('/admin/emails?tab=campanas', ({ method, path }) =>
      method === 'GET' && path.startsWith('/api/admin/email-campaigns')
        ? {
            status: 200,
            body: page([
              campaign(),
              campaign({ id: 8, campaignName: 'Nuevo reto: Gratitud', progress: 'done', queued: 0 }),
            ]),
          }
        : undefined,
    );
    const card = await screen.findByRole('listitem', { name: 'Nueva meditación: Calma' });
    const figure = (label: string | RegExp) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Destinatarios')).toBe('200');
    expect(figure('Enviados')).toBe('148');
    expect(figure('Entregados')).toBe('146');
    expect(figure('Rebotados')).toBe('2');
    expect(figure(/^Aperturas/)).toBe('73');
    expect(figure('Clics')).toBe('21');
    expect(figure('Tasa de entrega')).toBe('73 %');
    expect(figure(/^Tasa de apertura/)).toBe('50 %');
    expect(
      screen.getByText(/Estimación: los clientes de correo cargan imágenes por su cuenta/),
    ).toBeInTheDocument();
    const bar = within(card).getByRole('progressbar', {
      name: 'Progreso del envío de Nueva meditación: Calma',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(bar).toHaveAttribute('aria-valuetext', '150 de 200 correos');
    expect(within(card).getByRole('link', { name: 'Ver el registro de esta campaña' })).toHaveAttribute(
      'href',
      '/admin/emails?tab=registro&campaignId=7',
    );
    const done = screen.getByRole('listitem', { name: 'Nuevo reto: Gratitud' });
    expect(within(done).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(done).getByText('Terminada')).toBeInTheDocument();
  });

  it('reads the campaigns again every few seconds only while one is not done', () => {
    const every = campaignsQuery({}).refetchInterval as (q: { state: { data: unknown } }) => number | false;
    const answer = (items: EmailCampaignDto[]) => every({ state: { data: page(items) } });
    expect(answer([campaign(), campaign({ progress: 'done' })])).toBe(SENDING_REFRESH_MS);
    expect(answer([campaign({ progress: 'waiting' })])).toBe(SENDING_REFRESH_MS);
    expect(answer([campaign({ progress: 'done' })])).toBe(false);
    expect(SENDING_REFRESH_MS).toBeLessThanOrEqual(5000);
  });

  it('lists the log with Spanish statuses, retries and the error, filtered by status in the address', async () => {
    const log = (id: number, changes: Partial<EmailLogDto>): EmailLogDto => ({
      id,
      userId: null,
      toEmail: `persona${id}@correo.test`,
      campaignId: 7,
      emailType: 'campaign',
      templateUsed: 'new_meditation',
      state: 'sent',
      status: 'delivered',
      providerResponse: '250 OK',
      errorMessage: null,
      retryCount: 0,
      createdAt: '2026-11-24T10:00:00.000Z',
      sentAt: '2026-11-24T10:00:01.000Z',
      openedAt: null,
      clickedAt: null,
      ...changes,
    });
    const { calls } = renderAdmin('/admin/emails?tab=registro', ({ method, path }) =>
      method === 'GET' && path.startsWith('/api/admin/email-logs')
        ? {
            status: 200,
            body: page([
              log(1, {}),
              log(2, { state: 'failed', status: 'bounced', errorMessage: '550 No such user', retryCount: 0 }),
              log(3, {
                state: 'queued',
                status: null,
                retryCount: 2,
                errorMessage: '451 Try later',
                sentAt: null,
              }),
            ]),
          }
        : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Registro de correos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Entregado')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Rebotado')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('550 No such user')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('En cola')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('cell', { name: '2' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Estado'), 'Rebotado');
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/email-logs?status=bounced')).toBe(true),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/emails?tab=registro&status=bounced');
  });

  it('says when a list cannot load and retries', async () => {
    let fail = true;
    renderAdmin('/admin/emails?tab=campanas', ({ path }) => {
      if (!path.startsWith('/api/admin/email-campaigns')) return undefined;
      return fail
        ? {
            status: 403,
            body: { statusCode: 403, errorCode: 'AUTH.FORBIDDEN', message: 'Sin permiso por ahora' },
          }
        : { status: 200, body: page([]) };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin permiso por ahora');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/Aún no hay campañas/)).toBeInTheDocument();
  });
});
