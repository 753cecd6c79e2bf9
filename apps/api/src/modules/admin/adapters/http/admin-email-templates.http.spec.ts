import { EMAIL_MESSAGES, EMAIL_TEMPLATE_DEFAULTS, EMAIL_TEMPLATE_KEYS } from '@inhala/domain';
import { queryDb, signIn, startTestApp, type TestApp } from '../../../../../test/test-app';

const NOT_FOUND = 'Este elemento no existe o ya fue eliminado';

describe('admin e-mail templates API', () => {
  let t: TestApp;
  let admin: string;
  const as = (sessionId: string) => ({ 'x-session-id': sessionId });
  const original = EMAIL_TEMPLATE_DEFAULTS.new_meditation;
  const input = (change: Record<string, unknown> = {}) => ({
    name: 'Nueva meditación',
    subject: 'Hay algo nuevo: {{contentTitle}}',
    body: '<p>Hola {{firstName}}, te espera <strong>{{contentTitle}}</strong>.</p>',
    buttonText: 'Escuchar ahora',
    buttonPosition: 'start',
    isActive: true,
    ...change,
  });
  const put = (body: Record<string, unknown>, key = 'new_meditation') =>
    t.http.put(`/api/admin/email-templates/${key}`).set(as(admin)).send(body);
  const auditCount = async () =>
    (await queryDb<{ n: number }>(t, `SELECT count(*)::int AS n FROM admin_audit_log`))[0]!.n;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.http, 'admin@inhala.local');
  });
  afterAll(() => t.close());

  it('should list every template and find them by name or key', async () => {
    const all = await t.http.get('/api/admin/email-templates').set(as(admin)).expect(200);
    expect(all.body.map((x: { key: string }) => x.key)).toEqual([...EMAIL_TEMPLATE_KEYS]);
    expect(all.body[4]).toMatchObject({
      key: 'new_meditation',
      name: 'Nueva meditación',
      kind: 'news',
      subject: original.subject,
      variables: ['firstName', 'appUrl', 'contentTitle', 'contentDescription', 'contentUrl'],
      buttonText: 'Ir a la Aplicación ✨',
      buttonPosition: 'end',
      isActive: true,
      isCustomized: false,
      sample: original.sample,
    });
    const byName = await t.http
      .get('/api/admin/email-templates?q=recuperaci%C3%B3n')
      .set(as(admin))
      .expect(200);
    expect(byName.body.map((x: { key: string }) => x.key)).toEqual(['password_reset']);
    const byKey = await t.http.get('/api/admin/email-templates?q=new_').set(as(admin)).expect(200);
    expect(byKey.body.map((x: { key: string }) => x.key)).toEqual([
      'new_meditation',
      'new_challenge',
      'new_angel_monday',
    ]);
  });

  it('should save a template with its body sanitised, audit it, and restore the original', async () => {
    const saved = await put(
      input({ body: '<p onclick="x()">Hola {{firstName}}</p><script>alert(1)</script><img src=x>' }),
    ).expect(200);
    expect(saved.body).toMatchObject({
      subject: 'Hay algo nuevo: {{contentTitle}}',
      body: '<p>Hola {{firstName}}</p>',
      buttonText: 'Escuchar ahora',
      buttonPosition: 'start',
      isCustomized: true,
    });
    const read = await t.http.get('/api/admin/email-templates/new_meditation').set(as(admin)).expect(200);
    expect(read.body).toMatchObject({ body: '<p>Hola {{firstName}}</p>', lastEditedBy: expect.any(String) });

    await put(input({ name: 'Meditación recién salida', isActive: false })).expect(200);
    const restored = await t.http
      .post('/api/admin/email-templates/new_meditation/restore')
      .set(as(admin))
      .expect(200);
    expect(restored.body).toMatchObject({
      name: 'Meditación recién salida',
      isActive: false,
      subject: original.subject,
      body: original.body,
      buttonText: 'Ir a la Aplicación ✨',
      buttonPosition: 'end',
      isCustomized: false,
    });
    const audit = await queryDb<{ action: string; entity_id: string; entity_name: string; changes: unknown }>(
      t,
      `SELECT action, entity_id, entity_name, changes FROM admin_audit_log
        WHERE entity_type = 'email_template' ORDER BY id`,
    );
    expect(audit.map((a) => [a.action, a.entity_id])).toEqual([
      ['update', 'new_meditation'],
      ['update', 'new_meditation'],
      ['restore', 'new_meditation'],
    ]);
    expect(audit[2]!.changes).toMatchObject({
      before: { subject: 'Hay algo nuevo: {{contentTitle}}' },
      after: { subject: original.subject },
    });
    await put(input({ ...original, name: 'Nueva meditación', isActive: true })).expect(200);
  });

  it('should refuse each broken field with its Spanish message and write nothing', async () => {
    const before = await auditCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '  ' }, EMAIL_MESSAGES.nameRequired],
      [{ name: 'n'.repeat(121) }, EMAIL_MESSAGES.tooLong('El nombre', 120)],
      [{ name: undefined }, EMAIL_MESSAGES.nameRequired],
      [{ subject: '' }, EMAIL_MESSAGES.subjectRequired],
      [{ subject: 's'.repeat(301) }, EMAIL_MESSAGES.tooLong('El asunto', 300)],
      [{ subject: 'Hola {{nombre}}' }, EMAIL_MESSAGES.unknownVariable(['nombre'])],
      [{ body: '<p>&nbsp;</p>' }, EMAIL_MESSAGES.bodyRequired],
      [{ body: '<script>alert(1)</script>' }, EMAIL_MESSAGES.bodyRequired],
      [{ body: '<p>{{streak}} y {{code}}</p>' }, EMAIL_MESSAGES.unknownVariable(['streak', 'code'])],
      [{ body: `<p>${'a'.repeat(50_001)}</p>` }, EMAIL_MESSAGES.tooLong('El contenido', 50_000)],
      [{ buttonText: ' ' }, EMAIL_MESSAGES.buttonTextRequired],
      [{ buttonText: 'b'.repeat(81) }, EMAIL_MESSAGES.tooLong('El texto del botón', 80)],
      [{ buttonPosition: 'middle' }, EMAIL_MESSAGES.buttonPositionInvalid],
      [{ isActive: 'sí' }, 'El estado activo debe ser verdadero o falso'],
    ];
    for (const [change, message] of cases) {
      const res = await put(input(change));
      expect([change, res.status, res.body.message]).toEqual([change, 400, message]);
    }
    // Without a button its text may be empty.
    await put(input({ buttonText: '', buttonPosition: 'none' })).expect(200);
    expect(await auditCount()).toBe(before + 1);
    await put(input()).expect(200);
  });

  it('should keep the reset code template switched on and its {{code}} in it', async () => {
    const { name, subject, body, buttonText, buttonPosition } = (
      await t.http.get('/api/admin/email-templates/password_reset').set(as(admin)).expect(200)
    ).body as Record<string, unknown>;
    const res = await put(
      { name, subject, body, buttonText, buttonPosition, isActive: false },
      'password_reset',
    ).expect(400);
    expect(res.body.message).toBe(EMAIL_MESSAGES.alwaysActive);
    const withoutCode = await put(
      { name, subject: 'Tu código', body: '<p>Hola</p>', buttonText, buttonPosition, isActive: true },
      'password_reset',
    ).expect(400);
    expect(withoutCode.body.message).toBe(EMAIL_MESSAGES.requiredVariable(['code', 'resetUrl']));
    // The code and the link are secrets: in the body only, never in the subject (lock screens show it).
    const inSubject = await put(
      { name, subject: 'Tu código: {{code}}', body, buttonText, buttonPosition, isActive: true },
      'password_reset',
    ).expect(400);
    expect(inSubject.body.message).toBe(
      '{{code}} solo puede ir en el contenido: el asunto se ve en la pantalla bloqueada del teléfono',
    );
    const codeInSubjectOnly = await put(
      {
        name,
        subject: 'Tu código: {{code}}',
        body: '<p>{{resetUrl}}</p>',
        buttonText,
        buttonPosition,
        isActive: true,
      },
      'password_reset',
    ).expect(400);
    expect(codeInSubjectOnly.body.message).toBe(EMAIL_MESSAGES.requiredVariable(['code']));
  });

  it('should answer 404 in Spanish for a key that names no template', async () => {
    for (const [method, path] of [
      ['get', '/api/admin/email-templates/nope'],
      ['put', '/api/admin/email-templates/nope'],
      ['post', '/api/admin/email-templates/nope/preview'],
      ['post', '/api/admin/email-templates/nope/restore'],
    ] as const) {
      const res = await t.http[method](path).set(as(admin)).send(input());
      expect([path, res.status, res.body.message]).toEqual([path, 404, NOT_FOUND]);
    }
  });

  it('should preview the mail with sample data, every value escaped and the button where it is put', async () => {
    const res = await t.http
      .post('/api/admin/email-templates/new_meditation/preview')
      .set(as(admin))
      .send({
        subject: 'Nueva: {{contentTitle}}',
        body: '<p>Hola {{firstName}}: {{contentTitle}}</p><script>alert(2)</script>',
        buttonText: 'Ir a la Aplicación ✨',
        buttonPosition: 'end',
        sample: { contentTitle: '<script>alert(1)</script>' },
      })
      .expect(200);
    const html = res.body.html as string;
    expect(res.body.subject).toBe('Nueva: <script>alert(1)</script>');
    expect(html).toContain('Hola Lucía: &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Ir a la Aplicación ✨');
    expect(html.indexOf('Hola Lucía')).toBeLessThan(html.indexOf('Ir a la Aplicación'));
    expect(html).toContain('Darse de baja');
    expect(res.body.text).toContain('Hola Lucía: <script>alert(1)</script>');

    const start = await t.http
      .post('/api/admin/email-templates/new_meditation/preview')
      .set(as(admin))
      .send({ subject: 'x', body: '<p>Cuerpo</p>', buttonText: 'Botón', buttonPosition: 'start' })
      .expect(200);
    expect(start.body.html.indexOf('Botón')).toBeLessThan(start.body.html.indexOf('Cuerpo'));
    const none = await t.http
      .post('/api/admin/email-templates/password_reset/preview')
      .set(as(admin))
      .send({
        subject: 'Código {{code}}',
        body: '<p>{{code}}</p>',
        buttonText: 'Botón',
        buttonPosition: 'none',
      })
      .expect(200);
    expect(none.body.subject).toBe('Código 482913');
    expect(none.body.html).not.toContain('Botón');
    expect(none.body.html).not.toContain('Darse de baja');

    const unknown = await t.http
      .post('/api/admin/email-templates/password_reset/preview')
      .set(as(admin))
      .send({ subject: 'x', body: '<p>{{contentTitle}}</p>', buttonText: 'b', buttonPosition: 'end' })
      .expect(400);
    expect(unknown.body.message).toBe(EMAIL_MESSAGES.unknownVariable(['contentTitle']));

    const notText = await t.http
      .post('/api/admin/email-templates/new_meditation/preview')
      .set(as(admin))
      .send({
        subject: 'x',
        body: '<p>y</p>',
        buttonText: 'b',
        buttonPosition: 'end',
        sample: { contentUrl: 1 },
      })
      .expect(400);
    expect(notText.body.message).toBe(EMAIL_MESSAGES.sampleInvalid);
  });

  it('should answer 403 to clients and leads and 401 to visitors', async () => {
    const calls: Array<[string, string]> = [
      ['get', '/api/admin/email-templates'],
      ['get', '/api/admin/email-templates/welcome'],
      ['put', '/api/admin/email-templates/welcome'],
      ['post', '/api/admin/email-templates/welcome/preview'],
      ['post', '/api/admin/email-templates/welcome/restore'],
    ];
    const before = await auditCount();
    for (const email of ['cliente@inhala.local', 'lead@inhala.local']) {
      const sessionId = await signIn(t.http, email);
      for (const [method, path] of calls) {
        const res = await t.http[method as 'get'](path).set(as(sessionId)).send(input());
        expect([method, path, res.status]).toEqual([method, path, 403]);
      }
    }
    for (const [method, path] of calls) {
      const res = await t.http[method as 'get'](path).send(input());
      expect([method, path, res.status]).toEqual([method, path, 401]);
    }
    expect(await auditCount()).toBe(before);
  });
});
