import { randomUUID } from 'node:crypto';
import { queryDb, registerClient, signIn, startTestApp, uniqueEmail, type TestApp } from './test-app';

type Request = ReturnType<TestApp['http']['post']>;

/**
 * Every single-line text a person or an admin types refuses line breaks and other control
 * characters with a Spanish 400 and writes nothing (TEXT_MESSAGES in @inhala/domain): one row per
 * field, each tried with CR, LF, CRLF, NUL, ESC, DEL and U+2028 in the middle of a valid value.
 * Multi-line texts keep their line breaks and tabs, and refuse the rest.
 */
const SINGLE_LINE_BREAKERS = ['\r', '\n', '\r\n', '\u0000', '\u001b', '\u007f', '\u2028'];
const MULTI_LINE_BREAKERS = ['\u0000', '\u0007', '\u001b', '\u007f'];
const NUL_MESSAGE = 'El texto contiene caracteres no válidos';

describe('control characters in typed text', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let arcangelId: number;
  let challengeId: number;
  let pendingId: number;
  let lookups: { categories: number[]; keywords: number[]; types: number[] };
  const as = (sessionId: string) => ({ 'x-session-id': sessionId });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.fromNewAddress(), 'admin@inhala.local');
    client = (await registerClient(t)).sessionId;
    arcangelId = (await queryDb<{ id: number }>(t, `SELECT id FROM archangels ORDER BY id LIMIT 1`))[0]!.id;
    const first = async (table: string) =>
      (await queryDb<{ id: number }>(t, `SELECT id FROM ${table} ORDER BY id LIMIT 1`)).map((r) => r.id);
    lookups = {
      categories: await first('categories'),
      keywords: await first('keywords'),
      types: await first('types'),
    };
    const challenge = await t.http
      .post('/api/admin/challenges')
      .set(as(admin))
      .send({ name: `Reto ${randomUUID()}`, shortDesc: 'Cinco días.', totalDays: 5, isPremium: false })
      .expect(201);
    challengeId = challenge.body.id as number;
    const [meditation] = await queryDb<{ id: number; name: string }>(
      t,
      `SELECT id, name FROM meditations ORDER BY id LIMIT 1`,
    );
    pendingId = (
      await queryDb<{ id: number }>(
        t,
        `INSERT INTO pending_emails (content_type, content_id, content_title, email_subject, email_body)
         VALUES ('meditation', $1, $2, 'Nueva meditación', '<p>Hola {{firstName}}</p>') RETURNING id`,
        [meditation!.id, meditation!.name],
      )
    )[0]!.id;
  });
  afterAll(() => t.close());

  const register = (change: Record<string, string>) =>
    t
      .fromNewAddress()
      .post('/api/auth/register')
      .send({ firstName: 'Ana', lastName: 'Luz', email: uniqueEmail(), password: 'secreto1', ...change });
  const day = (change: Record<string, unknown> = {}, section: Record<string, unknown> = {}) => ({
    moduleTitle: 'Agradecer al despertar',
    preview: 'Empieza el día con tres gracias.',
    sections: [
      { meta: 'journal', title: 'Tu reflexión', content: '¿Qué agradeces hoy?', ...section },
      { meta: null },
      { meta: null },
      { meta: null },
    ],
    ...change,
  });
  const template = (change: Record<string, string>) => ({
    name: 'Nueva meditación',
    subject: 'Hay algo nuevo: {{contentTitle}}',
    body: '<p>Hola {{firstName}}</p>',
    buttonText: 'Escuchar ahora',
    buttonPosition: 'end',
    isActive: true,
    ...change,
  });
  const meditation = (change: Record<string, unknown>) => ({
    name: `Respirar ${randomUUID()}`,
    description: 'Una práctica para volver a la calma.',
    duration: 12,
    categoryIds: lookups.categories,
    keywordIds: lookups.keywords,
    typeIds: lookups.types,
    ...change,
  });

  /** [field, its label in the message, a request that puts `text` in that field]. */
  const SINGLE_LINE: Array<[string, string, (text: string) => Request]> = [
    ['register: firstName', 'El nombre', (v) => register({ firstName: `Ana${v}María` })],
    ['register: lastName', 'El apellido', (v) => register({ lastName: `Luz${v}Sol` })],
    ['register: email', 'El email', (v) => register({ email: `ana${v}@inhala.test` })],
    [
      'signin: email',
      'El email',
      (v) =>
        t
          .fromNewAddress()
          .post('/api/auth/signin')
          .send({ email: `cliente@inhala.local${v}x`, password: 'x' }),
    ],
    [
      'forgot-password: email',
      'El email',
      (v) =>
        t
          .fromNewAddress()
          .post('/api/auth/forgot-password')
          .send({ email: `cliente${v}@inhala.local` }),
    ],
    [
      'reset-password: email',
      'El email',
      (v) =>
        t
          .fromNewAddress()
          .post('/api/auth/reset-password')
          .send({ email: `cliente${v}@inhala.local`, otpCode: '123456', newPassword: 'nueva-clave' }),
    ],
    [
      'admin oracle card: name',
      'El nombre',
      (v) =>
        t.http
          .post('/api/admin/oracle-cards')
          .set(as(admin))
          .send({
            name: `Confía${v}en la luz`,
            description: 'Una carta.',
            explanation: 'Respira.',
            arcangelId,
          }),
    ],
    [
      'admin archangel: name',
      'El nombre',
      (v) =>
        t.http
          .post('/api/admin/archangels')
          .set(as(admin))
          .send({ name: `Arcángel${v}Haniel` }),
    ],
    [
      'admin archangel: topic',
      'El tema',
      (v) =>
        t.http
          .post('/api/admin/archangels')
          .set(as(admin))
          .send({ name: `Arcángel ${randomUUID()}`, topic: `Intui${v}ción` }),
    ],
    [
      'admin meditation: name',
      'El título',
      (v) =>
        t.http
          .post('/api/admin/meditations')
          .set(as(admin))
          .send(meditation({ name: `Respirar${v}mar` })),
    ],
    [
      'admin meditation: image link',
      'El enlace',
      (v) =>
        t.http
          .post('/api/admin/meditations')
          .set(as(admin))
          .send(meditation({ imageUrl: `https://img.inhala.app/a${v}b.jpg` })),
    ],
    [
      'admin lookup: name',
      'El nombre',
      (v) =>
        t.http
          .post('/api/admin/lookups/keywords')
          .set(as(admin))
          .send({ name: `calma${v}profunda` }),
    ],
    [
      'admin Angel Monday: title',
      'El título',
      (v) =>
        t.http
          .post('/api/admin/angel-mondays')
          .set(as(admin))
          .send({
            title: `Respira${v}hoy`,
            text: '<p>Respira.</p>',
            timestamp: '2026-11-30',
            gradientOption: 4,
          }),
    ],
    [
      'admin challenge: name',
      'El nombre',
      (v) =>
        t.http
          .post('/api/admin/challenges')
          .set(as(admin))
          .send({ name: `Reto${v}gratitud`, shortDesc: 'Cinco días.', totalDays: 5, isPremium: false }),
    ],
    [
      'admin challenge day: module title',
      'El título del módulo',
      (v) =>
        t.http
          .put(`/api/admin/challenges/${challengeId}/days/1`)
          .set(as(admin))
          .send(day({ moduleTitle: `Agradecer${v}al despertar` })),
    ],
    [
      'admin challenge day: section title',
      'El título de la sección',
      (v) =>
        t.http
          .put(`/api/admin/challenges/${challengeId}/days/2`)
          .set(as(admin))
          .send(day({}, { title: `Tu${v}reflexión` })),
    ],
    [
      'admin e-mail template: subject',
      'El asunto',
      (v) =>
        t.http
          .put('/api/admin/email-templates/new_meditation')
          .set(as(admin))
          .send(template({ subject: `Hola${v}Bcc: x@y.z` })),
    ],
    [
      'admin e-mail template: subject, at its end',
      'El asunto',
      (v) =>
        t.http
          .put('/api/admin/email-templates/new_meditation')
          .set(as(admin))
          .send(template({ subject: `Hola${v}` })),
    ],
    [
      'admin e-mail template: name',
      'El nombre',
      (v) =>
        t.http
          .put('/api/admin/email-templates/new_meditation')
          .set(as(admin))
          .send(template({ name: `Nueva${v}meditación` })),
    ],
    [
      'admin e-mail template: button text',
      'El texto del botón',
      (v) =>
        t.http
          .put('/api/admin/email-templates/new_meditation')
          .set(as(admin))
          .send(template({ buttonText: `Escuchar${v}ahora` })),
    ],
    [
      'admin pending e-mail: subject',
      'El asunto',
      (v) =>
        t.http
          .put(`/api/admin/pending-emails/${pendingId}`)
          .set(as(admin))
          .send({ emailSubject: `Nueva${v}meditación`, emailBody: '<p>Hola</p>' }),
    ],
    [
      'morning page: title',
      'El título',
      (v) =>
        t.http
          .post('/api/morning-pages')
          .set(as(client))
          .send({ title: `Hoy${v}mañana`, content: 'Amanecí en calma.' }),
    ],
  ];

  describe.each(SINGLE_LINE)('%s', (_field, label, send) => {
    it.each(SINGLE_LINE_BREAKERS.map((c) => [JSON.stringify(c), c]))(
      'should refuse %s with a Spanish 400',
      async (_name, char) => {
        const res = await send(char);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          statusCode: 400,
          errorCode: 'VALIDATION.FAILED',
          // NUL is refused in any field by the validation pipe before any rule reads the body.
          message:
            char === '\u0000'
              ? NUL_MESSAGE
              : `${label} no puede tener saltos de línea ni caracteres de control`,
        });
      },
    );
  });

  it('should have written nothing for any refused text', async () => {
    const leaks = await queryDb<{ n: number }>(
      t,
      `SELECT ((SELECT count(*) FROM users WHERE first_name ~ '[[:cntrl:]]' OR last_name ~ '[[:cntrl:]]' OR email ~ '[[:cntrl:]]')
            + (SELECT count(*) FROM oracle_cards WHERE name ~ '[[:cntrl:]]')
            + (SELECT count(*) FROM archangels WHERE name ~ '[[:cntrl:]]' OR topic ~ '[[:cntrl:]]')
            + (SELECT count(*) FROM meditations WHERE name ~ '[[:cntrl:]]' OR image_url ~ '[[:cntrl:]]')
            + (SELECT count(*) FROM keywords WHERE name ~ '[[:cntrl:]]')
            + (SELECT count(*) FROM angel_mondays WHERE title ~ '[[:cntrl:]]')
            + (SELECT count(*) FROM challenges WHERE name ~ '[[:cntrl:]]')
            + (SELECT count(*) FROM challenge_days WHERE challenge_id = $1)
            + (SELECT count(*) FROM email_templates WHERE subject ~ '[[:cntrl:]]' OR name ~ '[[:cntrl:]]' OR button_text ~ '[[:cntrl:]]')
            + (SELECT count(*) FROM pending_emails WHERE email_subject ~ '[[:cntrl:]]')
            + (SELECT count(*) FROM morning_pages WHERE title ~ '[[:cntrl:]]'))::int AS n`,
      [challengeId],
    );
    expect(leaks[0]!.n).toBe(0);
  });

  /** [field, its label, a request with `text` in that multi-line field, the status it answers when valid]. */
  const MULTI_LINE: Array<[string, string, (text: string) => Request, number]> = [
    [
      'morning page: content',
      'El texto',
      (v) =>
        t.http
          .post('/api/morning-pages')
          .set(as(client))
          .send({ content: `Amanecí en calma.${v}Respiré.` }),
      201,
    ],
    [
      'chat: message',
      'El mensaje',
      (v) =>
        t.http
          .post('/api/chat/messages')
          .set(as(client))
          .send({ content: `Hola,${v}comunidad`, messageType: 'text', clientId: randomUUID() }),
      201,
    ],
    [
      'admin meditation: description',
      'La descripción',
      (v) =>
        t.http
          .post('/api/admin/meditations')
          .set(as(admin))
          .send(meditation({ description: `Una práctica.${v}Respira.` })),
      201,
    ],
  ];

  describe.each(MULTI_LINE)('%s', (_field, label, send, ok) => {
    it('should keep line breaks and tabs', async () => {
      expect((await send('\n\tY luego,\r\n')).status).toBe(ok);
    });
    it.each(MULTI_LINE_BREAKERS.map((c) => [JSON.stringify(c), c]))(
      'should refuse %s with a Spanish 400',
      async (_name, char) => {
        const res = await send(char);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(
          char === '\u0000' ? NUL_MESSAGE : `${label} no puede tener caracteres de control`,
        );
      },
    );
  });
});
