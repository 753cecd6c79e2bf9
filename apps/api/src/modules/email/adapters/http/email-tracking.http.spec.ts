import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { queryDb, signIn, startTestApp, type TestApp } from '../../../../../test/test-app';
import { waitUntil } from '../../../../../test/worker-process';
import { EmailLinks } from '../../application/email-links';

/** The .eml's quoted-printable parts as the reader sees them (soft breaks joined, bytes decoded). */
const decoded = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * The worker inside the API process (EMAIL_WORKER=inline: the embedded default and the
 * end-to-end server), writing .eml files to DATA_DIR/outbox, and the open and click endpoints
 * the mails it wrote point to.
 */
describe('e-mail tracking and the inline worker', () => {
  let t: TestApp;
  let campaignId: number;
  let mail: string;
  let headers: string;

  beforeAll(async () => {
    t = await startTestApp({ EMAIL_WORKER: 'inline', EMAIL_POLL_MS: '50', PUBLIC_URL: 'http://inhala.test' });
    const [meditation] = await queryDb<{ id: number; name: string }>(
      t,
      `SELECT id, name FROM meditations WHERE status = 'published' AND deleted_at IS NULL ORDER BY sort_order, id LIMIT 1`,
    );
    const [pending] = await queryDb<{ id: number }>(
      t,
      `INSERT INTO pending_emails (content_type, content_id, content_title, email_subject, email_body, scheduled_for, status)
       VALUES ('meditation', $1, $2, 'Nueva meditación: {{contentTitle}}', '<p>Hola {{firstName}}: {{contentTitle}}</p>', now(), 'scheduled')
       RETURNING id`,
      [meditation!.id, meditation!.name],
    );
    await waitUntil('the inline worker to finish the campaign', async () => {
      const [row] = await queryDb<{ id: number; sentAt: Date | null }>(
        t,
        `SELECT id, sent_at AS "sentAt" FROM email_campaigns WHERE pending_email_id = $1`,
        [pending!.id],
      );
      campaignId = row?.id ?? 0;
      return row?.sentAt != null;
    });
    const outbox = join(t.dataDir, 'outbox');
    const file = readdirSync(outbox).find((name) => name.includes('cliente@inhala.local'));
    const raw = readFileSync(join(outbox, file!), 'utf8');
    headers = raw.slice(0, raw.indexOf('\n\n'));
    mail = decoded(raw);
  });
  afterAll(() => t.close());

  it('should write the campaign as .eml files with the first name, the button to the meditation, and the unsubscribe headers', async () => {
    const [person] = await queryDb<{ firstName: string }>(
      t,
      `SELECT first_name AS "firstName" FROM users WHERE email = 'cliente@inhala.local'`,
    );
    expect(mail).toContain(`Hola ${person!.firstName}`);
    expect(headers).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/inhala\.test\/api\/email\/unsubscribe\/[\w~-]+>/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // On MAIL_FROM's domain (the default 'Inhala <hola@inhala.local>'), not the app's host.
    expect(headers).toMatch(/^Message-ID: <[0-9a-f-]{36}@inhala\.local>/im);
    expect(mail).toContain('Ir a la Aplicación');
  });

  it('should count an open from the pixel, always answering a 1×1 GIF that is never cached', async () => {
    const pixel = /http:\/\/inhala\.test(\/api\/email\/open\/[\w~-]+\.gif)/.exec(mail)?.[1];
    expect(pixel).toBeDefined();
    for (let i = 0; i < 2; i++) {
      const res = await t.http.get(pixel!).expect(200);
      expect(res.headers['content-type']).toBe('image/gif');
      expect(res.headers['cache-control']).toBe('no-store');
      expect((res.body as Buffer).subarray(0, 6).toString()).toBe('GIF89a');
    }
    const [row] = await queryDb<{ status: string; openCount: number; openedAt: Date | null }>(
      t,
      `SELECT status, open_count AS "openCount", opened_at AS "openedAt" FROM email_logs
        WHERE campaign_id = $1 AND to_email = 'cliente@inhala.local'`,
      [campaignId],
    );
    expect(row).toMatchObject({ status: 'opened', openCount: 2 });
    expect(row!.openedAt).not.toBeNull();

    // Anything else still gets the image, and counts nothing.
    for (const path of [
      '/api/email/open/nada.gif',
      '/api/email/open/x',
      `${pixel!.replace('.gif', 'x.gif')}`,
    ]) {
      const res = await t.http.get(path).expect(200);
      expect(res.headers['content-type']).toBe('image/gif');
    }
    const [again] = await queryDb<{ n: number }>(
      t,
      `SELECT sum(open_count)::int AS n FROM email_logs WHERE campaign_id = $1`,
      [campaignId],
    );
    expect(again!.n).toBe(2);
  });

  it("should count a click and redirect to the meditation's page, only for this app's own signed links", async () => {
    const click = /http:\/\/inhala\.test(\/api\/email\/click\/[\w~-]+)/.exec(mail)?.[1];
    expect(click).toBeDefined();
    const res = await t.http.get(click!).expect(302);
    // The first meditation of the published catalogue: /meditation/{position} as the app routes it.
    expect(res.headers.location).toBe('http://inhala.test/meditation/1');
    const [row] = await queryDb<{ clickCount: number; clickedAt: Date | null }>(
      t,
      `SELECT click_count AS "clickCount", clicked_at AS "clickedAt" FROM email_logs
        WHERE campaign_id = $1 AND to_email = 'cliente@inhala.local'`,
      [campaignId],
    );
    expect(row!.clickCount).toBe(1);
    expect(row!.clickedAt).not.toBeNull();

    const links = t.app.get(EmailLinks);
    const [log] = await queryDb<{ id: string }>(
      t,
      `SELECT id::text FROM email_logs WHERE campaign_id = $1 LIMIT 1`,
      [campaignId],
    );
    const refused = [
      'nada',
      // Signed by this app, but for someone else's site: never an open redirect.
      await links.token({ purpose: 'click', logId: log!.id, url: 'https://otro.example/phishing' }),
      await links.token({ purpose: 'click', logId: log!.id, url: 'http://inhala.test.otro.example/' }),
      // An open token is not a click token.
      await links.token({ purpose: 'open', logId: log!.id }),
      `${click!.split('/').pop()!}x`,
    ];
    for (const token of refused) {
      const bad = await t.http.get(`/api/email/click/${token}`).expect(400);
      expect(bad.body).toMatchObject({
        errorCode: 'EMAIL.LINK_INVALID',
        message: 'Este enlace no es válido o ha caducado',
      });
      expect(bad.headers.location).toBeUndefined();
    }
  });

  it('should give the campaign totals the admin list shows', async () => {
    const admin = await signIn(t.http, 'admin@inhala.local');
    const totals = (
      await t.http.get(`/api/admin/email-campaigns/${campaignId}`).set({ 'x-session-id': admin }).expect(200)
    ).body as Record<string, unknown>;
    const [count] = await queryDb<{ n: number }>(
      t,
      `SELECT count(*)::int AS n FROM email_logs WHERE campaign_id = $1`,
      [campaignId],
    );
    expect(count!.n).toBeGreaterThanOrEqual(3);
    expect(totals).toMatchObject({
      id: campaignId,
      recipients: count!.n,
      queued: 0,
      sent: count!.n,
      delivered: count!.n,
      bounced: 0,
      failed: 0,
      skipped: 0,
      opened: 1,
      clicked: 1,
    });
  });

  it('should document both calls in OpenAPI', async () => {
    const paths = (await t.http.get('/api/docs-json').expect(200)).body.paths as Record<string, unknown>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/email/open/{file}', '/api/email/click/{token}']),
    );
  });

  it("should announce a challenge and an Angel Monday with their own template, path and the person's choice for that kind", async () => {
    const [challenge] = await queryDb<{ id: number; name: string; shortDesc: string | null }>(
      t,
      `SELECT id, name, short_desc AS "shortDesc" FROM challenges WHERE deleted_at IS NULL ORDER BY id LIMIT 1`,
    );
    const [angel] = await queryDb<{ id: number; title: string }>(
      t,
      `SELECT id, title FROM angel_mondays WHERE deleted_at IS NULL ORDER BY id LIMIT 1`,
    );
    // The client turned Angel Mondays off, and keeps 'Novedades'.
    await queryDb(
      t,
      `INSERT INTO email_preferences (user_id, angel_mondays) SELECT id, false FROM users WHERE email = 'cliente@inhala.local'`,
    );
    const pending = await queryDb<{ id: number; type: string }>(
      t,
      `INSERT INTO pending_emails (content_type, content_id, content_title, email_subject, email_body, scheduled_for, status)
       VALUES ('challenge', $1, $2, 'Reto: {{contentTitle}}', '<p>{{contentDescription}}</p>', now(), 'scheduled'),
              ('angel_monday', $3, $4, 'Angel Monday: {{contentTitle}}', '<p>{{contentTitle}}</p>', now(), 'scheduled')
       RETURNING id, content_type AS type`,
      [challenge!.id, challenge!.name, angel!.id, angel!.title],
    );
    await waitUntil('both campaigns to be sent', async () => {
      const [row] = await queryDb<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM email_campaigns WHERE pending_email_id = ANY($1) AND sent_at IS NOT NULL`,
        [pending.map((p) => p.id)],
      );
      return row!.n === 2;
    });
    const rows = await queryDb<{
      type: string;
      template: string;
      action: string;
      variables: Record<string, string>;
      to: string;
    }>(
      t,
      `SELECT c.content_type AS type, l.template_used AS template, l.action, l.variables, l.to_email AS "to"
         FROM email_logs l JOIN email_campaigns c ON c.id = l.campaign_id
        WHERE c.pending_email_id = ANY($1)`,
      [pending.map((p) => p.id)],
    );
    const challengeRows = rows.filter((r) => r.type === 'challenge');
    const angelRows = rows.filter((r) => r.type === 'angel_monday');
    expect(challengeRows[0]).toMatchObject({
      template: 'new_challenge',
      action: `/challenges/${challenge!.id}`,
      variables: {
        contentTitle: challenge!.name,
        contentDescription: challenge!.shortDesc ?? '',
        contentUrl: `http://inhala.test/challenges/${challenge!.id}`,
      },
    });
    expect(angelRows[0]).toMatchObject({
      template: 'new_angel_monday',
      action: '/angel-mondays',
      variables: { contentTitle: angel!.title, contentUrl: 'http://inhala.test/angel-mondays' },
    });
    expect(challengeRows.map((r) => r.to)).toContain('cliente@inhala.local');
    expect(angelRows.map((r) => r.to)).not.toContain('cliente@inhala.local');
    expect(angelRows.length).toBe(challengeRows.length - 1);
  });
});
