// The production build, started as `npm start` starts it, on its own port and data folder.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const ROOT = new URL('../../../', import.meta.url).pathname;
const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let nextPort = Number(process.env.BENCH_PORT ?? 3400);

/**
 * Starts `dist/apps/api/main.js` with a deployment's default settings (LOG_LEVEL info, a JSON
 * line per API call), so a row measures what people run. `database: 'pglite'` is the embedded
 * default; 'postgres' gets a
 * fresh database of its own on the local server (dropped on stop); `databaseUrl` joins another
 * server's database instead (a second process on the same data; its owner drops it). `nodeArgs`
 * go before the script (e.g. `--cpu-prof`). The server's stdout (its JSON log) goes to a file, as
 * `npm start > inhala.log` would: `logFile` (which also receives stderr), else `server.log` in
 * the data folder. Resolves once /api/health answers; `startedInMs` is the time from spawn to
 * that answer.
 */
export async function startServer({
  database = 'pglite',
  databaseUrl: sharedUrl,
  env = {},
  dataDir: keptDir,
  nodeArgs = [],
  logFile,
} = {}) {
  const port = nextPort++;
  // A given data folder is kept (a later start reuses its embedded database); a fresh one is removed.
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'inhala-bench-'));
  let databaseName = null;
  let databaseUrl = sharedUrl ?? '';
  if (!sharedUrl && database === 'postgres') {
    databaseName = `inhala_bench_${process.pid}_${port}`;
    await withAdmin((c) => c.query(`CREATE DATABASE ${databaseName}`));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const started = Date.now();
  const log = openSync(logFile ?? join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [...nodeArgs, 'dist/apps/api/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', log, logFile ? log : 'inherit'],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
    if (databaseName) await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  const startedInMs = Date.now() - started;
  return { url, pid: child.pid, dataDir, databaseUrl, startedInMs, stop };
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer /api/health within 120 s`);
}

export async function withAdmin(work, url = ADMIN_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A signed-in session of the demo client (or any account). */
export async function signIn(url, email = 'cliente@inhala.local', password = 'inhala-demo') {
  const res = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${res.status}`);
  return (await res.json()).sessionId;
}
