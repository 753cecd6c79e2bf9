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
describe('the e-mail worker processes (PostgreSQL, real SMTP)', () => {
  let t: TestApp;
  const workers: WorkerProcess[] = [];

  const workerEnv = (smtp: SmtpCapture, name: string, extra: Record<string, string> = {}) => ({
    DATABASE_URL: t.databaseUrl,
    DATA_DIR: t.dataDir,
    SMTP_URL: smtp.url(name),
    PUBLIC_URL: 'http://inhala.test',
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
      const rows = await queryDb<{ id: string; to: string; state: string; status: string }>(
        t,
        `SELECT id::text, lower(to_email) AS "to", state, status FROM email_logs WHERE campaign_id = $1`,
        [campaign!.id],
      );
      expect(rows).toHaveLength(expected.length);
      expect(rows.filter((r) => r.state !== 'sent' || r.status !== 'delivered')).toEqual([]);
      for (const row of rows) expect([...idsByPerson.get(row.to)!]).toEqual([`<mail-${row.id}@inhala.test>`]);

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
      await smtp.close();
    }
  }, 180_000);
});
