// The e-mail worker (issue 16): a campaign to N people (10,000) sent by two worker processes
// (production build, `npm run worker`) on one fresh PostgreSQL database to a local SMTP server,
// one worker SIGKILLed halfway. Rows: mails per second from the campaign's due time to the last
// ledger row written (the killed worker's leases running out included), people missing, people
// mailed twice (distinct Message-IDs), and raw re-deliveries of one Message-ID (what the killed
// worker had in flight: SMTP cannot be exactly-once across a crash, RFC 5321 §6.1). Baseline, in
// the same run: a bare nodemailer pool with the two workers' connections sending pre-made
// messages of the same size to the same server, without a database.
//
//   node tests/perf/run.mjs email            (after a build; `npm run bench -- email` builds first)
//   BENCH_EMAIL_PEOPLE=2000 node tests/perf/run.mjs email
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { row } from '../lib/measure.mjs';
import { withAdmin } from '../lib/server.mjs';
import { startSmtpSink } from '../lib/smtp-sink.mjs';

const ROOT = new URL('../../../', import.meta.url).pathname;
const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PEOPLE = Number(process.env.BENCH_EMAIL_PEOPLE ?? 10_000);
if (!Number.isInteger(PEOPLE) || PEOPLE < 100 || PEOPLE > 200_000)
  throw new Error('BENCH_EMAIL_PEOPLE must be 100..200000');
const CONNECTIONS = 5;
const LEASE_SECONDS = 5;
const WORKER_ENV = {
  EMAIL_RATE_PER_SECOND: '2000',
  EMAIL_BATCH_SIZE: '50',
  EMAIL_SMTP_CONNECTIONS: String(CONNECTIONS),
  EMAIL_LEASE_SECONDS: String(LEASE_SECONDS),
  EMAIL_POLL_MS: '200',
};

export const title = `E-mail worker: a campaign to ${PEOPLE} people, 2 worker processes, one SIGKILLed halfway`;

function startWorker({ databaseUrl, smtpUrl, dataDir, logFile }) {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['dist/apps/api/worker.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...WORKER_ENV,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://inhala.bench',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid,
    async ready() {
      const deadline = Date.now() + 120_000;
      while (!readFileSync(logFile, 'utf8').includes('Worker de correo en marcha')) {
        if (child.exitCode !== null) throw new Error(`a worker exited: ${readFileSync(logFile, 'utf8')}`);
        if (Date.now() > deadline) throw new Error('a worker did not start within 120 s');
        await sleep(50);
      }
    },
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
    },
  };
}

/** The baseline: pre-made messages through a bare nodemailer pool, as fast as the server takes them. */
async function bareNodemailer(sink, count, sample) {
  const transport = nodemailer.createTransport({
    url: sink.url('bare'),
    pool: true,
    maxConnections: CONNECTIONS * 2,
    maxMessages: Infinity,
  });
  const before = sink.mails.length;
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      await transport.sendMail({
        from: 'Inhala <hola@inhala.local>',
        to: `bare${i}@inhala.bench`,
        subject: sample.subject,
        text: sample.text,
        html: sample.html,
        messageId: `<bare-${i}@inhala.bench>`,
      });
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS * 2 }, lane));
  const seconds = (performance.now() - started) / 1000;
  transport.close();
  if (sink.mails.length - before !== count) throw new Error('the baseline lost mails');
  return count / seconds;
}

export async function run() {
  const workDir = mkdtempSync(join(tmpdir(), 'inhala-bench-email-'));
  const database = `inhala_bench_email_${process.pid}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const sink = await startSmtpSink();
  const workers = [];
  let keep = false;
  await withAdmin((c) => c.query(`CREATE DATABASE ${database}`));
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    // The first worker migrates the fresh database; the second starts once it has.
    const start = (name) =>
      startWorker({
        databaseUrl,
        smtpUrl: sink.url(name),
        dataDir: workDir,
        logFile: join(workDir, `${name}.log`),
      });
    const a = start('worker-a');
    workers.push(a);
    await a.ready();
    const b = start('worker-b');
    workers.push(b);
    await b.ready();

    await db.connect();
    await db.query(
      `INSERT INTO users (first_name, last_name, email, password_hash)
       SELECT 'Persona' || g, 'Banco', 'persona' || g || '@inhala.bench', 'x' FROM generate_series(1, $1::int) g`,
      [PEOPLE],
    );
    const {
      rows: [meditation],
    } = await db.query(
      `INSERT INTO meditations (name, slug, description, status) VALUES ('Respira profundo', 'respira-profundo-banco',
         'Diez minutos para volver al cuerpo.', 'published') RETURNING id`,
    );
    const body =
      '<p>Hola {{firstName}}:</p><p>Tenemos una meditación nueva para ti: <strong>{{contentTitle}}</strong>.</p>' +
      '<p>{{contentDescription}}</p><p>Regálate unos minutos hoy.</p>';
    // Due now: the clock starts at its due time.
    const {
      rows: [due],
    } = await db.query(
      `INSERT INTO pending_emails (content_type, content_id, content_title, email_subject, email_body, scheduled_for, status)
       VALUES ('meditation', $1, 'Respira profundo', 'Nueva meditación: {{contentTitle}}', $2, now(), 'scheduled')
       RETURNING extract(epoch FROM scheduled_for) * 1000 AS at`,
      [meditation.id, body],
    );
    const dueAt = Number(due.at);

    // Kill A once half the people have their mail.
    while (new Set(sink.mails.map((m) => m.to)).size < PEOPLE / 2) await sleep(20);
    await a.kill('SIGKILL');
    const atKill = sink.mails.length;

    let campaign;
    for (;;) {
      const { rows } = await db.query(
        `SELECT c.id, c.sent_at IS NOT NULL AS closed,
                (SELECT max(updated_at) FROM email_logs l WHERE l.campaign_id = c.id) AS last,
                (SELECT count(*)::int FROM email_logs l WHERE l.campaign_id = c.id AND state IN ('queued', 'sending')) AS open
           FROM email_campaigns c`,
      );
      campaign = rows[0];
      if (campaign && campaign.open === 0 && campaign.closed) break;
      await sleep(100);
    }
    const seconds = (new Date(campaign.last).getTime() - dueAt) / 1000;
    const perSecond = PEOPLE / seconds;
    const { rows: ledger } = await db.query(
      `SELECT state, count(*)::int AS n FROM email_logs WHERE campaign_id = $1 GROUP BY state`,
      [campaign.id],
    );
    const { rows: takenOver } = await db.query(
      `SELECT count(*)::int AS n FROM email_logs WHERE campaign_id = $1 AND retry_count > 0`,
      [campaign.id],
    );

    const ids = new Map();
    for (const mail of sink.mails) {
      if (!mail.to.endsWith('@inhala.bench') || mail.to.startsWith('bare')) continue;
      const set = ids.get(mail.to) ?? new Set();
      set.add(mail.messageId);
      ids.set(mail.to, set);
    }
    let missing = 0;
    for (let i = 1; i <= PEOPLE; i++) if (!ids.has(`persona${i}@inhala.bench`)) missing++;
    const twice = [...ids.values()].filter((set) => set.size > 1).length;
    const raw = sink.mails.length;
    const redeliveries = raw - [...ids.values()].reduce((n, set) => n + set.size, 0);
    const byB = sink.mails.filter((m) => m.client === 'worker-b').length;
    process.stdout.write(
      `  ${PEOPLE} people in ${seconds.toFixed(1)} s; ${atKill} delivered when A was killed; B sent ${byB}; ` +
        `${takenOver[0].n} rows taken over after A's leases ran out; ledger ${JSON.stringify(ledger)}\n`,
    );

    await Promise.all(workers.map((w) => w.kill('SIGTERM')));
    workers.length = 0;
    const sample = {
      subject: 'Nueva meditación: Respira profundo',
      text: body.replace(/<[^>]+>/g, ' '),
      html: body,
    };
    const bare = await bareNodemailer(sink, Math.min(PEOPLE, 5000), sample);

    const setup = `${CONNECTIONS} SMTP connections and at most ${WORKER_ENV.EMAIL_RATE_PER_SECOND}/s per worker, batches of ${WORKER_ENV.EMAIL_BATCH_SIZE}, lease ${LEASE_SECONDS} s`;
    return [
      row({
        what: `E-mail worker: mails/s, ${PEOPLE} people, 2 processes, one SIGKILLed halfway`,
        value: perSecond,
        unit: 'mails/s',
        goal: '≥ 200 mails/s',
        pass: (v) => v >= 200,
        note: `${seconds.toFixed(1)} s from due to last write; ${setup}; a bare nodemailer pool sends ${bare.toFixed(0)}/s to the same server`,
      }),
      row({
        what: 'E-mail worker vs a bare nodemailer pool (same server, no database)',
        value: perSecond,
        baseline: bare,
        unit: 'mails/s',
        goal: 'reported',
        pass: () => true,
      }),
      row({
        what: 'E-mail worker: people missing their mail',
        value: missing,
        unit: 'people',
        goal: '0',
        pass: (v) => v === 0,
      }),
      row({
        what: 'E-mail worker: people mailed twice (distinct Message-IDs)',
        value: twice,
        unit: 'people',
        goal: '0',
        pass: (v) => v === 0,
      }),
      row({
        what: 'E-mail worker: raw re-deliveries of one Message-ID (the killed worker in flight)',
        value: redeliveries,
        unit: 'mails',
        goal: `≤ ${CONNECTIONS}`,
        pass: (v) => v <= CONNECTIONS,
        note: `${takenOver[0].n} rows taken over after the leases ran out`,
      }),
    ];
  } catch (error) {
    keep = true;
    process.stdout.write(`  worker logs kept in ${workDir}\n`);
    throw error;
  } finally {
    await Promise.all(workers.map((w) => w.kill('SIGTERM')));
    await db.end().catch(() => undefined);
    await sink.close();
    await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    if (!keep) rmSync(workDir, { recursive: true, force: true });
  }
}
