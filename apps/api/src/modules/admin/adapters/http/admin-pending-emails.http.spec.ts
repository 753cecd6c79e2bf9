import { EMAIL_MESSAGES } from '@inhala/domain';
import { queryDb, signIn, startTestApp, type TestApp } from '../../../../../test/test-app';

const NOT_EDITABLE = 'Este correo ya fue enviado o cancelado y no se puede cambiar';

interface Pending {
  id: number;
  contentType: string;
  contentId: number;
  contentTitle: string;
  emailSubject: string;
  emailBody: string;
  status: string;
  scheduledFor: string | null;
  createdBy: string | null;
}

describe('admin pending e-mails, campaigns and logs API', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let lookups: { categories: number[]; keywords: number[]; types: number[] };
  const as = (sessionId: string) => ({ 'x-session-id': sessionId });
  const meditation = (change: Record<string, unknown> = {}) => ({
    name: 'Respirar con el mar',
    description: 'Una práctica para volver a la calma.',
    duration: 12,
    categoryIds: [lookups.categories[0]],
    keywordIds: [lookups.keywords[0]],
    typeIds: [lookups.types[0]],
    ...change,
  });
  const pendingFor = (type: string, id: number) =>
    queryDb<Pending & { content_type: string }>(
      t,
      `SELECT id, content_title AS "contentTitle", email_subject AS "emailSubject", email_body AS "emailBody",
              status, created_by AS "createdBy" FROM pending_emails WHERE content_type = $1 AND content_id = $2`,
      [type, id],
    );
  const createMeditation = async (change: Record<string, unknown> = {}) =>
    (await t.http.post('/api/admin/meditations').set(as(admin)).send(meditation(change)).expect(201))
      .body as {
      id: number;
    };
  const draftFor = async (name: string): Promise<Pending> => {
    const { id } = await createMeditation({ name, status: 'published' });
    const list = await t.http.get(`/api/admin/pending-emails?q=${encodeURIComponent(name)}`).set(as(admin));
    const found = (list.body.items as Pending[]).find((p) => p.contentId === id);
    if (!found) throw new Error(`no pending e-mail for ${name}`);
    return found;
  };
  const auditCount = async () =>
    (await queryDb<{ n: number }>(t, `SELECT count(*)::int AS n FROM admin_audit_log`))[0]!.n;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.http, 'admin@inhala.local');
    adminId = (
      await queryDb<{ id: string }>(t, `SELECT id FROM users WHERE email = 'admin@inhala.local'`)
    )[0]!.id;
    const first = async (table: string) =>
      (await queryDb<{ id: number }>(t, `SELECT id FROM ${table} ORDER BY id LIMIT 2`)).map((r) => r.id);
    lookups = {
      categories: await first('categories'),
      keywords: await first('keywords'),
      types: await first('types'),
    };
  });
  afterEach(() => t.clock.reset());
  afterAll(() => t.close());

  it('should draft the announcement when a meditation is published, once, and not while it is a draft', async () => {
    const { id } = await createMeditation({
      name: 'Calma <script>alert(1)</script>',
      description: 'Diez minutos & una taza de té.',
      status: 'draft',
    });
    expect(await pendingFor('meditation', id)).toEqual([]);

    const edit = (change: Record<string, unknown>) =>
      t.http
        .put(`/api/admin/meditations/${id}`)
        .set(as(admin))
        .send(
          meditation({
            name: 'Calma <script>alert(1)</script>',
            description: 'Diez minutos & una taza de té.',
            ...change,
          }),
        )
        .expect(200);
    await edit({ status: 'published' });
    const drafted = await pendingFor('meditation', id);
    expect(drafted).toHaveLength(1);
    expect(drafted[0]).toMatchObject({
      contentTitle: 'Calma <script>alert(1)</script>',
      emailSubject: 'Nueva meditación: Calma <script>alert(1)</script>',
      status: 'draft',
      createdBy: adminId,
    });
    const body = drafted[0]!.emailBody;
    expect(body).toContain('Hola {{firstName}}:');
    expect(body).toContain('<strong>Calma &lt;script&gt;alert(1)&lt;/script&gt;</strong>');
    expect(body).toContain('Diez minutos &amp; una taza de té.');
    expect(body).not.toContain('<script>');

    // Published again (an edit, or unpublished and back): the same single draft, unchanged.
    await edit({ status: 'published', name: 'Calma profunda' });
    await edit({ status: 'draft' });
    await edit({ status: 'published' });
    expect(await pendingFor('meditation', id)).toEqual(drafted);
    const counts = await t.http.get('/api/admin/counts').set(as(admin)).expect(200);
    expect(counts.body.pendingEmails).toBeGreaterThanOrEqual(1);
  });

  it('should draft challenges and Angel Mondays, and nothing when the template is inactive', async () => {
    const challenge = await t.http
      .post('/api/admin/challenges')
      .set(as(admin))
      .send({
        name: 'Reto de la gratitud',
        shortDesc: 'Cinco días para agradecer.',
        totalDays: 5,
        status: 'published',
      })
      .expect(201);
    expect(await pendingFor('challenge', challenge.body.id as number)).toEqual([
      expect.objectContaining({ emailSubject: 'Nuevo reto: Reto de la gratitud', status: 'draft' }),
    ]);
    const monday = await t.http
      .post('/api/admin/angel-mondays')
      .set(as(admin))
      .send({ title: 'Inhala paz', text: '<p>Respira.</p>', timestamp: '2026-11-30' })
      .expect(201);
    expect(await pendingFor('angel_monday', monday.body.id as number)).toEqual([
      expect.objectContaining({ emailSubject: 'Angel Monday: Inhala paz' }),
    ]);

    await queryDb(t, `UPDATE email_templates SET is_active = false WHERE template_key = 'new_meditation'`);
    try {
      const { id } = await createMeditation({ name: 'Sin anuncio', status: 'published' });
      expect(await pendingFor('meditation', id)).toEqual([]);
    } finally {
      await queryDb(t, `UPDATE email_templates SET is_active = true WHERE template_key = 'new_meditation'`);
    }
  });

  it('should publish nothing when drafting fails (one transaction)', async () => {
    // Leaves no room for a draft: the meditation's write is undone with it.
    await queryDb(
      t,
      `ALTER TABLE pending_emails ADD CONSTRAINT no_drafts_now CHECK (content_id < 0) NOT VALID`,
    );
    try {
      const res = await t.http
        .post('/api/admin/meditations')
        .set(as(admin))
        .send(meditation({ name: 'Nunca escrita', status: 'published' }));
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await queryDb(t, `SELECT id FROM meditations WHERE name = 'Nunca escrita'`)).toEqual([]);
    } finally {
      await queryDb(t, `ALTER TABLE pending_emails DROP CONSTRAINT no_drafts_now`);
    }
  });

  it('should list, search and edit a pending e-mail, sanitised and audited', async () => {
    const pending = await draftFor('Luz de la mañana');
    const list = await t.http
      .get('/api/admin/pending-emails?status=draft&q=ma%C3%B1ana')
      .set(as(admin))
      .expect(200);
    expect(list.body.items.map((p: Pending) => p.id)).toEqual([pending.id]);
    const none = await t.http
      .get('/api/admin/pending-emails?status=sent&q=ma%C3%B1ana')
      .set(as(admin))
      .expect(200);
    expect(none.body).toMatchObject({ items: [], total: 0 });

    const edited = await t.http
      .put(`/api/admin/pending-emails/${pending.id}`)
      .set(as(admin))
      .send({
        emailSubject: ' {{firstName}}, luz nueva ',
        emailBody: '<p>Hola {{firstName}}</p><script>x()</script>',
      })
      .expect(200);
    expect(edited.body).toMatchObject({
      emailSubject: '{{firstName}}, luz nueva',
      emailBody: '<p>Hola {{firstName}}</p>',
      status: 'draft',
    });
    const got = await t.http.get(`/api/admin/pending-emails/${pending.id}`).set(as(admin)).expect(200);
    expect(got.body.emailBody).toBe('<p>Hola {{firstName}}</p>');
    const audit = await queryDb<{ entity_id: string; entity_name: string }>(
      t,
      `SELECT entity_id, entity_name FROM admin_audit_log WHERE entity_type = 'pending_email' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit[0]).toEqual({ entity_id: String(pending.id), entity_name: '{{firstName}}, luz nueva' });

    const before = await auditCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ emailSubject: '' }, EMAIL_MESSAGES.subjectRequired],
      [{ emailSubject: 7 }, EMAIL_MESSAGES.subjectRequired],
      [{ emailSubject: 'x'.repeat(301) }, EMAIL_MESSAGES.tooLong('El asunto', 300)],
      [{ emailSubject: '{{contentTitle}}' }, EMAIL_MESSAGES.unknownVariable(['contentTitle'])],
      [{ emailBody: '<p> </p>' }, EMAIL_MESSAGES.bodyRequired],
      [{ emailBody: '<p>{{streak}}</p>' }, EMAIL_MESSAGES.unknownVariable(['streak'])],
    ];
    for (const [change, message] of cases) {
      const res = await t.http
        .put(`/api/admin/pending-emails/${pending.id}`)
        .set(as(admin))
        .send({ emailSubject: 'Asunto', emailBody: '<p>Cuerpo</p>', ...change });
      expect([change, res.status, res.body.message]).toEqual([change, 400, message]);
    }
    expect(await auditCount()).toBe(before);
    await t.http.get('/api/admin/pending-emails/999999').set(as(admin)).expect(404);
    await t.http
      .put('/api/admin/pending-emails/999999')
      .set(as(admin))
      .send({ emailSubject: 'a', emailBody: '<p>b</p>' })
      .expect(404);
  });

  it('should schedule, send now and cancel, and refuse changes once sent or cancelled', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    t.clock.set(now);
    const pending = await draftFor('Paz de la tarde');
    const schedule = (scheduledFor: unknown) =>
      t.http.post(`/api/admin/pending-emails/${pending.id}/schedule`).set(as(admin)).send({ scheduledFor });

    for (const [value, message] of [
      ['', EMAIL_MESSAGES.scheduleInvalid],
      ['mañana', EMAIL_MESSAGES.scheduleInvalid],
      [undefined, EMAIL_MESSAGES.scheduleInvalid],
      ['2026-11-24T09:00:00Z', EMAIL_MESSAGES.schedulePast],
    ] as const) {
      const res = await schedule(value);
      expect([value, res.status, res.body.message]).toEqual([value, 400, message]);
    }
    const scheduled = await schedule('2026-11-25T08:30:00+01:00').expect(200);
    expect(scheduled.body).toMatchObject({ status: 'scheduled', scheduledFor: '2026-11-25T07:30:00.000Z' });

    const sendNow = await t.http
      .post(`/api/admin/pending-emails/${pending.id}/send-now`)
      .set(as(admin))
      .expect(200);
    expect(sendNow.body).toMatchObject({ status: 'scheduled', scheduledFor: now.toISOString() });

    const cancelled = await t.http
      .post(`/api/admin/pending-emails/${pending.id}/cancel`)
      .set(as(admin))
      .expect(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', scheduledFor: null });
    for (const [method, path, body] of [
      ['put', '', { emailSubject: 'a', emailBody: '<p>b</p>' }],
      ['post', '/schedule', { scheduledFor: '2026-11-25T08:30:00Z' }],
      ['post', '/send-now', {}],
      ['post', '/cancel', {}],
    ] as const) {
      const res = await t.http[method](`/api/admin/pending-emails/${pending.id}${path}`)
        .set(as(admin))
        .send(body);
      expect([path, res.status, res.body.message]).toEqual([path, 409, NOT_EDITABLE]);
    }

    // Sent by the worker: the same.
    const other = await draftFor('Noche serena');
    await queryDb(t, `UPDATE pending_emails SET status = 'sent', sent_at = now() WHERE id = $1`, [other.id]);
    const res = await t.http.post(`/api/admin/pending-emails/${other.id}/send-now`).set(as(admin));
    expect([res.status, res.body.message]).toEqual([409, NOT_EDITABLE]);
    const history = await queryDb<{ after: { status: string } }>(
      t,
      `SELECT changes->'after' AS after FROM admin_audit_log
        WHERE entity_type = 'pending_email' AND entity_id = $1 ORDER BY id`,
      [String(pending.id)],
    );
    expect(history.map((h) => h.after.status)).toEqual(['scheduled', 'scheduled', 'cancelled']);
  });

  it('should count a campaign from its ledger rows and list the log', async () => {
    const pending = await draftFor('Campaña de prueba');
    const [campaign] = await queryDb<{ id: number }>(
      t,
      `INSERT INTO email_campaigns (pending_email_id, campaign_name, content_type, content_id, template_key, subject, body, due_at, expanded_at)
       VALUES ($1, 'Nueva meditación: Campaña de prueba', 'meditation', 1, 'new_meditation', 's', 'b', now(), now()) RETURNING id`,
      [pending.id],
    );
    const id = campaign!.id;
    const rows: Array<[string, string | null, boolean, boolean, number, string | null]> = [
      ['sent', 'sent', true, true, 0, null],
      ['sent', 'delivered', true, false, 0, null],
      ['sent', 'opened', true, false, 1, null],
      ['sent', 'sent', false, false, 0, null],
      ['failed', 'bounced', false, false, 0, '550 No such user'],
      ['failed', 'failed', false, false, 5, '451 Try later'],
      ['skipped', null, false, false, 0, null],
      ['queued', null, false, false, 0, null],
      ['sending', null, false, false, 2, null],
      ['sent', 'sent', false, false, 0, null],
    ];
    let n = 0;
    for (const [state, status, opened, clicked, retries, error] of rows) {
      n += 1;
      await queryDb(
        t,
        `INSERT INTO email_logs (dedupe_key, campaign_id, to_email, email_type, template_used, state, status,
           opened_at, clicked_at, retry_count, error_message)
         VALUES ($1, $2, $3, 'campaign', 'new_meditation', $4, $5, $6, $7, $8, $9)`,
        [
          `campaign:${id}:${n}`,
          id,
          `persona${n}@correo.test`,
          state,
          status,
          opened ? new Date() : null,
          clicked ? new Date() : null,
          retries,
          error,
        ],
      );
    }
    const got = await t.http.get(`/api/admin/email-campaigns/${id}`).set(as(admin)).expect(200);
    expect(got.body).toMatchObject({
      id,
      pendingEmailId: pending.id,
      recipients: 10,
      queued: 2,
      sent: 5,
      delivered: 5,
      bounced: 1,
      failed: 1,
      skipped: 1,
      opened: 3,
      clicked: 1,
      deliveryRate: 50,
      openRate: 60,
      progress: 'sending',
    });
    await queryDb(
      t,
      `UPDATE email_logs SET state = 'sent', status = 'sent' WHERE campaign_id = $1 AND state IN ('queued', 'sending')`,
      [id],
    );
    await queryDb(t, `UPDATE email_logs SET status = 'bounced' WHERE dedupe_key = $1`, [`campaign:${id}:10`]);
    const done = await t.http.get('/api/admin/email-campaigns?q=prueba').set(as(admin)).expect(200);
    expect(done.body.items).toEqual([
      expect.objectContaining({ id, sent: 7, delivered: 6, bounced: 2, progress: 'done', deliveryRate: 60 }),
    ]);
    const pendingRow = await t.http.get(`/api/admin/pending-emails/${pending.id}`).set(as(admin)).expect(200);
    expect(pendingRow.body.campaignId).toBe(id);
    await t.http.get('/api/admin/email-campaigns/999999').set(as(admin)).expect(404);

    const logs = await t.http
      .get(`/api/admin/email-logs?campaignId=${id}&status=failed`)
      .set(as(admin))
      .expect(200);
    expect(logs.body.items).toEqual([
      expect.objectContaining({
        toEmail: 'persona6@correo.test',
        retryCount: 5,
        errorMessage: '451 Try later',
        state: 'failed',
      }),
    ]);
    const byAddress = await t.http.get('/api/admin/email-logs?q=persona5%40').set(as(admin)).expect(200);
    expect(byAddress.body.items.map((l: { status: string }) => l.status)).toEqual(['bounced']);
    const byTemplate = await t.http
      .get(`/api/admin/email-logs?q=new_meditation&limit=3&page=2`)
      .set(as(admin))
      .expect(200);
    expect(byTemplate.body).toMatchObject({ total: 10, page: 2, limit: 3, totalPages: 4 });
    const bad = await t.http.get('/api/admin/email-logs?status=perdido').set(as(admin)).expect(400);
    expect(bad.body.message).toBe('El estado debe ser enviado, fallido, entregado, abierto o rebotado');
  });

  it('should answer 403 to clients and leads and 401 to visitors', async () => {
    const calls: Array<[string, string]> = [
      ['get', '/api/admin/pending-emails'],
      ['get', '/api/admin/pending-emails/1'],
      ['put', '/api/admin/pending-emails/1'],
      ['post', '/api/admin/pending-emails/1/schedule'],
      ['post', '/api/admin/pending-emails/1/send-now'],
      ['post', '/api/admin/pending-emails/1/cancel'],
      ['get', '/api/admin/email-campaigns'],
      ['get', '/api/admin/email-campaigns/1'],
      ['get', '/api/admin/email-logs'],
    ];
    const before = await auditCount();
    for (const email of ['cliente@inhala.local', 'lead@inhala.local']) {
      const sessionId = await signIn(t.http, email);
      for (const [method, path] of calls) {
        const res = await t.http[method as 'get'](path).set(as(sessionId)).send({ emailSubject: 'x' });
        expect([method, path, res.status]).toEqual([method, path, 403]);
      }
    }
    for (const [method, path] of calls) {
      const res = await t.http[method as 'get'](path).send({});
      expect([method, path, res.status]).toEqual([method, path, 401]);
    }
    expect(await auditCount()).toBe(before);
  });
});
