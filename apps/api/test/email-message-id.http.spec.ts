import { startSmtpCapture, type SmtpCapture } from './smtp-capture';
import { queryDb, registerUser, startTestApp, type TestApp } from './test-app';
import { waitUntil } from './worker-process';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The raw header block of a captured message, folded lines joined. */
const headersOf = (raw: string) => raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');

/**
 * Two installations (two API instances, each on its own database) send their first mails to one
 * SMTP server: their ledger rows have the same ids, their Message-IDs must still differ, and be on
 * the sender's own domain (MAIL_FROM), never the app's host or localhost.
 */
describe('Message-IDs across two app instances', () => {
  let smtp: SmtpCapture;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    const env = (name: string) => ({
      SMTP_URL: smtp.url(name),
      EMAIL_WORKER: 'inline',
      EMAIL_POLL_MS: '50',
      MAIL_FROM: 'Inhala <hola@correo.inhala.app>',
      PUBLIC_URL: 'http://localhost:3000',
    });
    a = await startTestApp(env('a'));
    b = await startTestApp(env('b'));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await smtp.close();
  });

  it('should give each mail a unique Message-ID on the sender domain, the one its ledger row keeps', async () => {
    const people = [await registerUser(a.fromNewAddress()), await registerUser(b.fromNewAddress())];
    await waitUntil('both welcome mails to be delivered', () =>
      people.every((person) => smtp.mails.some((mail) => mail.to === person.email.toLowerCase())),
    );
    const rows = await Promise.all(
      [a, b].map(async (t, i) => {
        const [row] = await queryDb<{ id: string; key: string }>(
          t,
          `SELECT id::text AS id, message_key::text AS key FROM email_logs WHERE user_id = $1 AND template_used = 'welcome'`,
          [people[i]!.user.id],
        );
        return row!;
      }),
    );
    // The premise: two fresh databases number their rows alike, so a counter would collide.
    expect(rows[0]!.id).toBe(rows[1]!.id);
    const ids = people.map(
      (person) => smtp.mails.find((mail) => mail.to === person.email.toLowerCase())!.messageId,
    );
    for (const id of ids) expect(id).toMatch(new RegExp(`^<${UUID}@correo\\.inhala\\.app>$`));
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids).toEqual(rows.map((row) => `<${row.key}@correo.inhala.app>`));
  });

  it('should keep the reset code out of the subject, in the body only, with a Message-ID of its own', async () => {
    const person = await registerUser(a.fromNewAddress());
    const address = person.email.toLowerCase();
    const resetMails = () =>
      smtp.mails.filter((mail) => mail.to === address && /^Subject: .*recuperaci/im.test(mail.raw));
    const requestCode = async () => {
      const before = resetMails().length;
      await a.fromNewAddress().post('/api/auth/forgot-password').send({ email: person.email }).expect(200);
      await waitUntil('the reset mail', () => resetMails().length > before);
      const mail = resetMails()[before]!;
      const code = /<h2>(\d{6})<\/h2>/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1] ?? '';
      return { mail, code, subject: /^Subject: (.*)$/im.exec(headersOf(mail.raw))?.[1] ?? '' };
    };
    const first = await requestCode();
    expect(first.code).toMatch(/^\d{6}$/);
    expect(first.subject).not.toBe('');
    expect(first.subject).not.toContain(first.code);
    expect(first.mail.messageId).toMatch(new RegExp(`^<${UUID}@correo\\.inhala\\.app>$`));
    await a
      .fromNewAddress()
      .post('/api/auth/reset-password')
      .send({ email: person.email, otpCode: first.code, newPassword: 'nueva-clave' })
      .expect(200);
    const second = await requestCode();
    expect(second.subject).not.toContain(second.code);
    expect(second.mail.messageId).not.toBe(first.mail.messageId);
  });
});
