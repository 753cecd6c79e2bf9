import { startTestApp, type TestApp } from '../../../../test/test-app';
import { ComposeEmail } from './compose-email';
import { EmailLinks } from './email-links';

describe('ComposeEmail and EmailLinks (PostgreSQL)', () => {
  let t: TestApp;
  let compose: ComposeEmail;
  let links: EmailLinks;
  const person = {
    userId: '5b0e8f4e-8a0e-4c55-9d6f-3c1f0e1f2a3b',
    email: 'ana@inhala.test',
    firstName: 'Ana <3',
  };

  beforeAll(async () => {
    t = await startTestApp({
      PUBLIC_URL: 'https://inhala.example',
      MAIL_FROM: 'Inhala <hola@correo.inhala.example>',
    });
    compose = t.app.get(ComposeEmail);
    links = t.app.get(EmailLinks);
  });
  afterAll(() => t.close());

  it('should sign links that read back, and refuse a forged or altered one', async () => {
    const token = await links.token({ purpose: 'unsubscribe', userId: person.userId, kind: 'news' });
    await expect(links.read(token)).resolves.toEqual({
      purpose: 'unsubscribe',
      userId: person.userId,
      kind: 'news',
    });
    const [payload, signature] = token.split('~');
    const other = Buffer.from(JSON.stringify(['u', 'someone-else', 'news'])).toString('base64url');
    await expect(links.read(`${other}~${signature}`)).resolves.toBeNull();
    await expect(links.read(`${payload}~${'A'.repeat(43)}`)).resolves.toBeNull();
    await expect(links.read('nada')).resolves.toBeNull();
  });

  it('should give an announcement the unsubscribe headers, the footer, the pixel and tracked own links', async () => {
    const mail = await compose.execute({
      templateKey: 'new_meditation',
      to: person,
      variables: {
        contentTitle: 'Calma',
        contentDescription: 'Diez minutos',
        contentUrl: 'https://inhala.example/meditation/3',
      },
      action: '/meditation/3',
      logId: '42',
      messageKey: '0b9a4c1e-52d7-4f0e-8c1a-6a1f3e2d9b70',
    });
    expect(mail.subject).toBe('Nueva meditación: Calma');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(https:\/\/inhala\.example\/api\/email\/unsubscribe\/[^>]+)>$/.exec(
      mail.headers?.['List-Unsubscribe'] ?? '',
    )?.[1];
    expect(unsubscribe).toBeDefined();
    const token = decodeURIComponent(unsubscribe?.split('/').pop() ?? '');
    await expect(links.read(token)).resolves.toEqual({
      purpose: 'unsubscribe',
      userId: person.userId,
      kind: 'news',
    });
    expect(mail.messageId).toBe('<0b9a4c1e-52d7-4f0e-8c1a-6a1f3e2d9b70@correo.inhala.example>');
    expect(mail.html).toContain('Hola Ana &lt;3');
    expect(mail.html).toContain('Ir a la Aplicación ✨');
    expect(mail.html).toContain('Preferencias de correo');
    expect(mail.html).toMatch(/src="https:\/\/inhala\.example\/api\/email\/open\/[^"]+\.gif"/);
    expect(mail.html).not.toContain('href="https://inhala.example/meditation/3"');
    expect(mail.html).toMatch(/href="https:\/\/inhala\.example\/api\/email\/click\/[^"]+"/);
  });

  it('should send transactional mail without unsubscribe headers, footer or tracking', async () => {
    const mail = await compose.execute({ templateKey: 'welcome', to: person, logId: '7' });
    expect(mail.headers).toBeUndefined();
    // Mail sent without a ledger row (the reset code) still gets a unique id on the sender domain.
    const again = await compose.execute({ templateKey: 'welcome', to: person });
    expect(again.messageId).toMatch(/^<[0-9a-f-]{36}@correo\.inhala\.example>$/);
    expect((await compose.execute({ templateKey: 'welcome', to: person })).messageId).not.toBe(
      again.messageId,
    );
    expect(mail.html).not.toContain('Darse de baja');
    expect(mail.html).not.toContain('/api/email/open/');
    expect(mail.html).toContain('href="https://inhala.example/"');
  });
});
