import { startSmtpCapture, type SmtpCapture } from './smtp-capture';
import { queryDb, startTestApp, type TestApp } from './test-app';
import { startWorker, waitUntil, type WorkerProcess } from './worker-process';

const PEOPLE = 500;

/** A failure carries what the workers logged (they are other processes). */
const withWorkerLogs = (error: unknown, workers: WorkerProcess[]) =>
  new Error(
    `${error instanceof Error ? error.message : String(error)}\n${workers
      .map((w, i) => `--- worker ${i + 1} (pid ${w.pid}):\n${w.output().slice(-3000)}`)
      .join('\n')}`,
  );
const CONNECTIONS = 5;

/**
 * The e-mail worker as it runs in production: separate OS processes (worker.ts) on one
 * PostgreSQL database, sending to a real SMTP server on 127.0.0.1 (issue 16 'Proof').
 *
 * Exactly once, honestly: SMTP cannot be exactly-once across a crash between the server's 250
 * and our commit (RFC 5321 §6.1). The Message-ID is stable per ledger row, so a re-sent mail is
 * the same message. The tests count (a) distinct Message-IDs per person, which must be exactly
 * one, and (b) raw re-deliveries of a Message-ID, which may only be the mails the killed worker
 * had in flight (at most its SMTP connections).
 */
const MAIL_DOMAIN = 'correo.inhala.test';

describe('the e-mail worker processes (PostgreSQL, real SMTP)', () => {
  let t: TestApp;
  const workers: WorkerProcess[] = [];

  const workerEnv = (smtp: SmtpCapture, name: string, extra: Record<string, string> = {}) => ({
    DATABASE_URL: t.databaseUrl,
    DATA_DIR: t.dataDir,
    SMTP_URL: smtp.url(name),
    PUBLIC_URL: 'http://inhala.test',
    MAIL_FROM: `Inhala <hola@${MAIL_DOMAIN}>`,
    SEED_DEMO: 'false',
    EMAIL_POLL_MS: '100',
    EMAIL_LEASE_SECONDS: '3',
    EMAIL_BATCH_SIZE: '20',
    EMAIL_SMTP_CONNECTIONS: String(CONNECTIONS),
    ...extra,
  });

  beforeEach(async () => {
    // The API process on PostgreSQL leaves the sending to worker processes (EMAIL_WORKER=off).
    t = await startTestApp({ PUBLIC_URL: 'http://inhala.test' });
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.kill('SIGKILL')));
    await t.close();
  });

  it('should mail a campaign to 500 people once each with two workers, one SIGKILLed mid-run, and record how late it started', async () => {
    // The 40th message from worker A is held before the server's 250: A is SIGKILLed right then,
    // with that mail (and the rest of its batch) leased. The server then takes the held message
    // anyway, as a real server may once it has the data (RFC 5321 §6.1): the one case where a
    // person gets the same message twice, which B's re-send must keep to the same Message-ID.
    let fromA = 0;
    let holding = false;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const smtp = await startSmtpCapture({
      beforeAccept: (mail) => {
        if (mail.client !== 'worker-a' || ++fromA !== 40) return;
        holding = true;
        return released;
      },
    });
    try {
      await queryDb(
        t,
        `INSERT INTO users (first_name, last_name, email, password_hash)
         SELECT 'Persona' || g, 'Prueba', 'persona' || g || '@inhala.test', 'x' FROM generate_series(1, $1::int) g`,
        [PEOPLE],
      );
      // Two who turned 'Novedades' off and one whose address bounced before: none gets the mail.
      const [off1, off2] = await queryDb<{ id: string }>(
        t,
        `SELECT id FROM users WHERE email IN ('persona7@inhala.test', 'persona8@inhala.test') ORDER BY email`,
      );
      await queryDb(t, `INSERT INTO email_preferences (user_id, news) VALUES ($1, false), ($2, false)`, [
        off1!.id,
        off2!.id,
      ]);
      await queryDb(
        t,
        `INSERT INTO email_suppressions (email, reason) VALUES ('persona9@inhala.test', 'bounced')`,
      );
      const expected = (
        await queryDb<{ email: string }>(
          t,
          `SELECT email FROM users WHERE email NOT IN ('persona7@inhala.test', 'persona8@inhala.test', 'persona9@inhala.test')`,
        )
      ).map((r) => r.email.toLowerCase());
      expect(expected.length).toBeGreaterThanOrEqual(PEOPLE - 3);

      // Due ten minutes ago, while no worker ran.
      const [meditation] = await queryDb<{ id: number; name: string }>(
        t,
        `SELECT id, name FROM meditations WHERE status = 'published' AND deleted_at IS NULL ORDER BY sort_order, id LIMIT 1`,
      );
      const [pending] = await queryDb<{ id: number }>(
        t,
        `INSERT INTO pending_emails (content_type, content_id, content_title, email_subject, email_body, scheduled_for, status)
         VALUES ('meditation', $1, $2, 'Nueva meditación: {{contentTitle}}', '<p>Hola {{firstName}}: {{contentTitle}}</p>',
                 now() - interval '10 minutes', 'scheduled')
         RETURNING id`,
        [meditation!.id, meditation!.name],
      );

      // Each worker sends at most 60 a second, so the run lasts long enough to kill one mid-way.
      const pace = { EMAIL_RATE_PER_SECOND: '60' };
      const [a, b] = await Promise.all([
        startWorker(workerEnv(smtp, 'worker-a', pace)),
        startWorker(workerEnv(smtp, 'worker-b', pace)),
      ]);
      workers.push(a, b);
      await waitUntil('worker A to send its 40th mail', () => holding, 30_000);
      await a.kill('SIGKILL');
      const atKill = smtp.mails.length;
      release();
      expect(atKill).toBeLessThan(expected.length);

      const [campaign] = await queryDb<{ id: number }>(
        t,
        `SELECT id FROM email_campaigns WHERE pending_email_id = $1`,
        [pending!.id],
      );
      expect(campaign).toBeDefined();
      // A's leases run out (3 s) and B takes its rows.
      await waitUntil('every ledger row to be final', async () => {
        const [left] = await queryDb<{ n: number }>(
          t,
          `SELECT count(*)::int AS n FROM email_logs WHERE campaign_id = $1 AND state IN ('queued', 'sending')`,
          [campaign!.id],
        );
        return left!.n === 0;
      });
      await waitUntil('the campaign to be closed', async () => {
        const [row] = await queryDb<{ sentAt: Date | null }>(
          t,
          `SELECT sent_at AS "sentAt" FROM email_campaigns WHERE id = $1`,
          [campaign!.id],
        );
        return row!.sentAt !== null;
      });

      // (a) Exactly one distinct message per person, nobody missing, nobody extra.
      const idsByPerson = new Map<string, Set<string>>();
      for (const mail of smtp.mails) {
        const ids = idsByPerson.get(mail.to) ?? new Set<string>();
        ids.add(mail.messageId);
        idsByPerson.set(mail.to, ids);
      }
      expect([...idsByPerson.keys()].sort()).toEqual([...expected].sort());
      expect([...idsByPerson.values()].filter((ids) => ids.size !== 1)).toEqual([]);
      // The Message-ID is the ledger row's: one row per person for this campaign.
      const rows = await queryDb<{ key: string; to: string; state: string; status: string }>(
        t,
        `SELECT message_key::text AS key, lower(to_email) AS "to", state, status FROM email_logs WHERE campaign_id = $1`,
        [campaign!.id],
      );
      expect(rows).toHaveLength(expected.length);
      expect(rows.filter((r) => r.state !== 'sent' || r.status !== 'delivered')).toEqual([]);
      for (const row of rows) expect([...idsByPerson.get(row.to)!]).toEqual([`<${row.key}@${MAIL_DOMAIN}>`]);

      // (b) Raw re-deliveries: only what A had in flight when it died (one per SMTP connection),
      // and at least the held one.
      const redeliveries = smtp.mails.length - expected.length;
      process.stdout.write(
        `  email worker: ${expected.length} people, ${smtp.mails.length} raw deliveries, ${redeliveries} re-deliveries of the same Message-ID (killed worker: ${CONNECTIONS} connections); ${atKill} delivered at the kill\n`,
      );
      expect(redeliveries).toBeGreaterThanOrEqual(1);
      expect(redeliveries).toBeLessThanOrEqual(CONNECTIONS);
      // Both processes did part of it; B took over A's rows when their leases ran out (a lease
      // that runs out counts as a try).
      expect(smtp.mails.some((m) => m.client === 'worker-b')).toBe(true);
      const [takenOver] = await queryDb<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM email_logs WHERE campaign_id = $1 AND retry_count = 1`,
        [campaign!.id],
      );
      expect(takenOver!.n).toBeGreaterThanOrEqual(1);

      // The campaign was due 10 minutes before any worker ran: it went out, and the lateness is recorded and logged.
      const [started] = await queryDb<{ lateness: number; status: string }>(
        t,
        `SELECT c.lateness_seconds AS lateness, p.status FROM email_campaigns c
           JOIN pending_emails p ON p.id = c.pending_email_id WHERE c.id = $1`,
        [campaign!.id],
      );
      expect(started!.status).toBe('sent');
      expect(started!.lateness).toBeGreaterThanOrEqual(600);
      expect(started!.lateness).toBeLessThan(900);
      expect(a.output() + b.output()).toMatch(new RegExp(`campaña ${campaign!.id} .*empezó \\d+ s tarde`));
    } catch (error) {
      throw withWorkerLogs(error, workers);
    } finally {
      // A stopped worker closes its SMTP connections; the server waits for open ones on close.
      await Promise.all(workers.splice(0).map((w) => w.kill('SIGTERM')));
      await smtp.close();
    }
  }, 180_000);

  it('should retry a 451 with backoff then deliver it, give up after 5 tries, fail a 554 and bounce a 550 without retrying, and skip people who opted out, bounced or left', async () => {
    const smtp = await startSmtpCapture({
      rcpt: (to, attempt) =>
        to === 'retry@inhala.test' && attempt === 1
          ? 451
          : to === 'busy@inhala.test'
            ? 451
            : to === 'bounce@inhala.test'
              ? 550
              : null,
      data: (to) => (to === 'reject@inhala.test' ? 554 : null),
    });
    try {
      const names = ['retry', 'busy', 'bounce', 'reject', 'optout', 'suppressed', 'gone'];
      const users = await queryDb<{ id: string; email: string }>(
        t,
        `INSERT INTO users (first_name, last_name, email, password_hash)
         SELECT initcap(n), 'Prueba', n || '@inhala.test', 'x' FROM unnest($1::text[]) n RETURNING id, email`,
        [names],
      );
      const id = (name: string) => users.find((u) => u.email === `${name}@inhala.test`)!.id;
      const queue = (key: string, name: string, template = 'welcome') =>
        queryDb(
          t,
          `INSERT INTO email_logs (dedupe_key, user_id, to_email, email_type, template_used)
           VALUES ($1, $2, $3, $4, $4)`,
          [key, id(name), `${name}@inhala.test`, template],
        );
      for (const name of ['retry', 'busy', 'bounce', 'reject', 'suppressed', 'gone'])
        await queue(`welcome:${name}`, name);
      await queue('news:optout', 'optout', 'new_meditation');
      // Since they were queued: one turned 'Novedades' off, one address bounced elsewhere, one left.
      await queryDb(t, `INSERT INTO email_preferences (user_id, news) VALUES ($1, false)`, [id('optout')]);
      await queryDb(
        t,
        `INSERT INTO email_suppressions (email, reason) VALUES ('suppressed@inhala.test', 'bounced')`,
      );
      await queryDb(t, `DELETE FROM users WHERE id = $1`, [id('gone')]);

      workers.push(await startWorker(workerEnv(smtp, 'worker', { EMAIL_RETRY_BASE_SECONDS: '1' })));
      const final = async () =>
        (
          await queryDb<{ n: number }>(
            t,
            `SELECT count(*)::int AS n FROM email_logs WHERE state IN ('queued', 'sending')`,
          )
        )[0]!.n === 0;
      // busy@ is tried 5 times, 1 + 2 + 4 + 8 s apart.
      await waitUntil('every mail to be final', final);

      const rows = await queryDb<{
        key: string;
        state: string;
        status: string | null;
        retries: number;
        error: string | null;
      }>(
        t,
        `SELECT dedupe_key AS key, state, status, retry_count AS retries, error_message AS error
           FROM email_logs ORDER BY dedupe_key`,
      );
      const row = (key: string) => rows.find((r) => r.key === key);
      expect(row('welcome:retry')).toMatchObject({ state: 'sent', status: 'delivered', retries: 1 });
      expect(smtp.rcptAttempts.get('retry@inhala.test')).toBe(2);
      expect(smtp.mails.filter((m) => m.to === 'retry@inhala.test')).toHaveLength(1);

      expect(row('welcome:busy')).toMatchObject({ state: 'failed', status: 'failed', retries: 5 });
      expect(row('welcome:busy')!.error).toMatch(/451/);
      expect(smtp.rcptAttempts.get('busy@inhala.test')).toBe(5);

      expect(row('welcome:reject')).toMatchObject({ state: 'failed', status: 'failed', retries: 1 });
      expect(row('welcome:reject')!.error).toMatch(/554/);
      expect(smtp.rcptAttempts.get('reject@inhala.test')).toBe(1);

      expect(row('welcome:bounce')).toMatchObject({ state: 'failed', status: 'bounced', retries: 0 });
      expect(row('welcome:bounce')!.error).toMatch(/550/);
      expect(smtp.rcptAttempts.get('bounce@inhala.test')).toBe(1);
      expect(
        await queryDb(t, `SELECT 1 FROM email_suppressions WHERE email = 'bounce@inhala.test'`),
      ).toHaveLength(1);

      expect(row('news:optout')).toMatchObject({ state: 'skipped', status: null });
      expect(row('news:optout')!.error).toBe('La persona desactivó los correos de «Novedades»');
      expect(row('welcome:suppressed')).toMatchObject({ state: 'skipped', status: null });
      expect(row('welcome:suppressed')!.error).toMatch(/rebotó/);
      expect(row('welcome:gone')).toMatchObject({ state: 'skipped', status: null });
      expect(row('welcome:gone')!.error).toMatch(/eliminó su cuenta/);
      for (const name of ['optout', 'suppressed', 'gone'])
        expect(smtp.rcptAttempts.has(`${name}@inhala.test`)).toBe(false);

      // A bounced address is never mailed again: a later mail to it is skipped.
      await queue('welcome:bounce:again', 'bounce');
      await waitUntil('the second mail to the bounced address to be final', final);
      expect(
        (
          await queryDb<{ state: string }>(
            t,
            `SELECT state FROM email_logs WHERE dedupe_key = 'welcome:bounce:again'`,
          )
        )[0],
      ).toEqual({ state: 'skipped' });
      expect(smtp.rcptAttempts.get('bounce@inhala.test')).toBe(1);
    } catch (error) {
      throw withWorkerLogs(error, workers);
    } finally {
      // A stopped worker closes its SMTP connections; the server waits for open ones on close.
      await Promise.all(workers.splice(0).map((w) => w.kill('SIGTERM')));
      await smtp.close();
    }
  }, 120_000);

  it('should finish the mail in flight on SIGTERM and hand the rest of its batch back', async () => {
    let holding = false;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const smtp = await startSmtpCapture({
      beforeAccept: () => {
        if (holding) return;
        holding = true;
        return released;
      },
    });
    try {
      await queryDb(
        t,
        `INSERT INTO users (first_name, last_name, email, password_hash)
         SELECT 'Parada' || g, 'Prueba', 'parada' || g || '@inhala.test', 'x' FROM generate_series(1, 100) g`,
      );
      await queryDb(
        t,
        `INSERT INTO email_logs (dedupe_key, user_id, to_email, email_type, template_used)
         SELECT 'welcome:' || id, id, email, 'welcome', 'welcome' FROM users WHERE email LIKE 'parada%'`,
      );
      const worker = await startWorker(
        workerEnv(smtp, 'worker', { EMAIL_RATE_PER_SECOND: '20', EMAIL_LEASE_SECONDS: '600' }),
      );
      workers.push(worker);
      await waitUntil('the first mail to reach the server', () => holding, 30_000);
      const stopped = worker.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await stopped;

      const states = await queryDb<{ state: string; n: number }>(
        t,
        `SELECT state, count(*)::int AS n FROM email_logs WHERE dedupe_key LIKE 'welcome:%' GROUP BY state`,
      );
      const count = (state: string) => states.find((r) => r.state === state)?.n ?? 0;
      // The held mail was answered and written; nothing is left leased (the lease is 10 minutes).
      expect(count('sending')).toBe(0);
      expect(count('sent')).toBe(smtp.mails.length);
      expect(count('sent')).toBeGreaterThanOrEqual(1);
      expect(count('queued')).toBe(100 - count('sent'));
      expect(count('queued')).toBeGreaterThan(0);
    } catch (error) {
      throw withWorkerLogs(error, workers);
    } finally {
      release();
      await Promise.all(workers.splice(0).map((w) => w.kill('SIGTERM')));
      await smtp.close();
    }
  }, 120_000);
});
