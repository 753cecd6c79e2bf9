// Chat fan-out (issue 14): N sockets split evenly across two API processes (production build) on
// one fresh PostgreSQL database, 25 messages a second posted through REST alternating between the
// processes; per socket, each message's first arrival. Rows: delivery latency p50/p99, messages
// lost and duplicated, and delivered messages per second against a bare `ws` server doing the
// same fan-out (same sockets, rate, payload and client code), measured in the same run just before.
//
//   node tests/perf/run.mjs chat           (after a build; `npm run bench -- chat` builds first)
//   BENCH_CHAT_CLIENTS=100 BENCH_CHAT_SECONDS=10 node tests/perf/run.mjs chat
//   BENCH_CHAT_PROFILE=1 ...: CPU profiles of both API processes over the API phase (kept, path printed)
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startBareFanout } from '../lib/bare-ws-fanout.mjs';
import {
  CONTENT_LENGTH,
  closeClients,
  connectClients,
  sendMessages,
  summarise,
  waitForDelivery,
} from '../lib/chat-load.mjs';
import { row } from '../lib/measure.mjs';
import { startServer } from '../lib/server.mjs';

function setting(name, fallback, max) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be 1..${max}`);
  return value;
}

const CLIENTS = setting('BENCH_CHAT_CLIENTS', 1000, 5000);
const SECONDS = setting('BENCH_CHAT_SECONDS', 60, 600);
const RATE = 25;
/** Sender accounts (also the sockets' sessions): each posts RATE / ACCOUNTS a second, 6.25 per 10 s. */
const ACCOUNTS = 40;
/** After the last send, how long every socket may take to receive every acknowledged message. */
const DRAIN_MS = 15_000;
const PROFILE = process.env.BENCH_CHAT_PROFILE === '1';

export const title = `Chat fan-out: ${CLIENTS} sockets on two API processes, ${RATE} messages/s for ${SECONDS} s`;

/**
 * Bench-only setup, in the benchmark's own throwaway database: ACCOUNTS client accounts with an
 * active subscription (the demo client's password hash, so each could also sign in) and one
 * session each, written directly. Signing in or registering 40 people through the API would
 * trip the per-address limits (30 sign-ins per 15 min, 20 registrations per hour).
 */
async function makeAccounts(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `INSERT INTO users (first_name, last_name, email, password_hash, role, email_verified_at,
                          subscription_status, subscription_plan, subscription_ends_at)
       SELECT 'Banco', 'Charla ' || g, 'bench.chat.' || g || '@inhala.test', u.password_hash, 'client', now(),
              'active', 'yearly', now() + interval '300 days'
         FROM generate_series(1, $1::int) g JOIN users u ON u.email = 'cliente@inhala.local'
       RETURNING id`,
      [ACCOUNTS],
    );
    if (rows.length !== ACCOUNTS) throw new Error(`made ${rows.length} of ${ACCOUNTS} accounts`);
    const tokens = rows.map(() => randomBytes(16).toString('hex'));
    await db.query(
      `INSERT INTO sessions (id, user_id, expires_at)
       SELECT k, u, now() + interval '1 day' FROM unnest($1::text[], $2::uuid[]) AS t(k, u)`,
      [tokens.map((t) => createHash('sha256').update(t).digest('hex')), rows.map((r) => r.id)],
    );
    return tokens;
  } finally {
    await db.end();
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Connect, settle, send, drain, close: one side's figures, with where the CPU went meanwhile
 * (`cpu`: share of one core per process over the send and drain) and how late this process's
 * own event loop ran (`loopDelayP99`: the sockets' arrival times are taken on it).
 */
async function phase(label, { wsUrls, postUrls, sessions, pids }) {
  const messages = RATE * SECONDS;
  const prefix = `bench-${label}-${process.pid}:`;
  const connectStarted = Date.now();
  const fleet = await connectClients({ wsUrls, sessions, count: CLIENTS, messages, prefix });
  const connectSeconds = (Date.now() - connectStarted) / 1000;
  try {
    // Presence announcements of the new sockets settle before the clock starts.
    await sleep(2000);
    const watched = { bench: process.pid, ...pids };
    const cpuBefore = Object.fromEntries(Object.entries(watched).map(([k, pid]) => [k, cpuSeconds(pid)]));
    const started = Date.now();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const sent = await sendMessages({ postUrls, sessions, rate: RATE, seconds: SECONDS, prefix });
    const complete = await waitForDelivery(fleet, sent, DRAIN_MS);
    loop.disable();
    const elapsed = (Date.now() - started) / 1000;
    const cpu = Object.fromEntries(
      Object.entries(watched).map(([k, pid]) => [
        k,
        +((cpuSeconds(pid) - cpuBefore[k]) / elapsed).toFixed(2),
      ]),
    );
    const loopDelayP99 = Math.round(loop.percentile(99) / 1e6);
    const figures = { ...summarise(fleet, sent), complete, connectSeconds, cpu, loopDelayP99 };
    process.stdout.write(`  ${label}: ${JSON.stringify(figures)}\n`);
    return figures;
  } finally {
    closeClients(fleet);
  }
}

/** Warnings and errors in a server's JSON log: counts and the first few distinct messages. */
function logProblems(file) {
  if (!existsSync(file)) return { warn: 0, error: 0, samples: [] };
  let warn = 0;
  let error = 0;
  const samples = new Set();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (entry.level >= 50) error++;
    else if (entry.level >= 40) warn++;
    else continue;
    if (samples.size < 5) samples.add(String(entry.msg ?? entry.err?.message ?? '').slice(0, 160));
  }
  return { warn, error, samples: [...samples] };
}

const describe = (counts) =>
  Object.entries(counts)
    .map(([key, n]) => `${n}× ${key}`)
    .join(', ') || 'none';

export async function run() {
  const workDir = mkdtempSync(join(tmpdir(), 'inhala-bench-chat-'));
  const stops = [];
  const stopAll = async () => {
    while (stops.length)
      await stops
        .pop()()
        .catch(() => undefined);
  };
  const onSignal = () => void stopAll().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let keepWorkDir = PROFILE;
  try {
    const nodeArgs = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${join(workDir, 'profiles')}`] : [];
    const logs = [join(workDir, 'api-1.log'), join(workDir, 'api-2.log')];
    // The first process makes the database (migrations, demo seed); the second joins it.
    const one = await startServer({ database: 'postgres', nodeArgs, logFile: logs[0] });
    stops.push(one.stop);
    const two = await startServer({
      databaseUrl: one.databaseUrl,
      env: { SEED_DEMO: 'false' },
      nodeArgs,
      logFile: logs[1],
    });
    stops.push(two.stop);
    const sessions = await makeAccounts(one.databaseUrl);
    for (const app of [one, two]) {
      const res = await fetch(`${app.url}/api/chat/messages?limit=1`, {
        headers: { 'x-session-id': sessions[0] },
      });
      if (res.status !== 200)
        throw new Error(`${app.url}: a bench session reads the chat with ${res.status}`);
    }

    // Baseline first, while both API processes idle.
    const bareServer = await startBareFanout();
    stops.push(bareServer.stop);
    const bare = await phase('bare ws', {
      wsUrls: [`${bareServer.url.replace('http', 'ws')}/ws`],
      postUrls: [`${bareServer.url}/api/chat/messages`],
      sessions,
      pids: { bare: bareServer.pid },
    });
    await stops.pop()();

    const apps = [one, two];
    const api = await phase('API', {
      wsUrls: apps.map((app) => `${app.url.replace('http', 'ws')}/ws`),
      postUrls: apps.map((app) => `${app.url}/api/chat/messages`),
      sessions,
      pids: { api1: one.pid, api2: two.pid },
    });
    await sleep(500);
    await stopAll();

    const problems = logs.map(logProblems);
    for (const [i, p] of problems.entries())
      process.stdout.write(
        `  API ${i + 1} log: ${p.warn} warnings, ${p.error} errors ${JSON.stringify(p.samples)}\n`,
      );
    if (PROFILE) {
      const dir = join(workDir, 'profiles');
      const files = existsSync(dir) ? readdirSync(dir) : [];
      process.stdout.write(`  CPU profiles (${files.length}) in ${dir}\n`);
    }

    const setup = `${CLIENTS} sockets, ${api.acked}/${api.sent} sends acknowledged (${describe(api.statuses)})`;
    const drops = `dropped sockets: ${describe(api.dropped)}`;
    const logNote = `server log: ${problems.reduce((n, p) => n + p.warn, 0)} warnings, ${problems.reduce((n, p) => n + p.error, 0)} errors`;
    return [
      row({
        what: `Chat delivery latency p50, ${CLIENTS} sockets on 2 processes`,
        value: api.p50,
        unit: 'ms',
        goal: '< 250 ms',
        pass: (v) => v < 250,
        note: `bare ws ${bare.p50} ms`,
      }),
      row({
        what: `Chat delivery latency p99, ${CLIENTS} sockets on 2 processes`,
        value: api.p99,
        unit: 'ms',
        goal: '< 250 ms',
        pass: (v) => v < 250,
        note: `max ${api.max} ms; bare ws p99 ${bare.p99} ms`,
      }),
      row({
        what: 'Chat messages lost (acknowledged, never received, summed over sockets)',
        value: api.lost,
        unit: 'messages',
        goal: '0',
        pass: (v) => v === 0,
        note: `${setup}; ${drops}${api.complete ? '' : `; not all delivered ${DRAIN_MS / 1000} s after the last send`}`,
      }),
      row({
        what: 'Chat messages duplicated (same message twice on one socket)',
        value: api.duplicates,
        unit: 'messages',
        goal: '0',
        pass: (v) => v === 0,
        note: logNote,
      }),
      row({
        what: `Chat delivered messages/s vs a bare ws broadcast (${RATE}/s × ${CLIENTS} sockets, ${CONTENT_LENGTH}-character messages)`,
        value: api.perSecond,
        baseline: bare.perSecond,
        unit: 'msg/s',
        goal: '≥ 0.7 ×',
        pass: (r) => r >= 0.7,
        note: `bare ws lost ${bare.lost}, sends ${describe(bare.statuses)}`,
      }),
    ];
  } catch (error) {
    keepWorkDir = true;
    process.stdout.write(`  server logs kept in ${workDir}\n`);
    throw error;
  } finally {
    await stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (!keepWorkDir) rmSync(workDir, { recursive: true, force: true });
  }
}
