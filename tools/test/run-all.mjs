// `npm test`: every check, in two lanes that share the machine's cores, stopping at the first failure.
//
//   lane 1: format → production build → Playwright journeys (on that build)
//   lane 2: type check + ESLint (one process, shared programs) → unit and component → API (PostgreSQL)
//
// Lane 2's first step runs on one core while the build uses the other; the suites after it are
// partly waiting on PostgreSQL and on browsers. A stage's output is printed whole when it ends, so
// the two lanes never interleave their lines (while it runs, `tail -f test-logs/<key>.log`
// follows it); each stage reports its wall time and the CPU time of its whole process tree.
//
// `node tools/test/run-all.mjs --only api` (or a comma-separated list of stage keys) runs a subset.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const UNIT_PROJECTS = ['domain', 'tools', 'ui', 'shell', 'mfe-practice', 'mfe-community', 'mfe-admin'];

/** Jest's results as JSON beside the stage's log, for `node tools/test/tier-counts.mjs`. */
const jestReport = (key) => ['--json', `--outputFile=test-logs/${key}.json`];

const STAGES = {
  format: ['format (Prettier)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  build: ['production build', 'npm', ['run', 'build']],
  e2e: ['end-to-end journeys (Playwright, Chromium)', 'npm', ['run', 'test:e2e']],
  check: ['type check and lint (TypeScript, ESLint)', 'node', ['tools/test/check.mjs']],
  unit: [
    'unit and component tests (Jest)',
    'npx',
    ['jest', '-c', 'jest.config.js', '--selectProjects', ...UNIT_PROJECTS, ...jestReport('unit')],
  ],
  api: ['API tests on PostgreSQL (Jest)', 'npm', ['run', 'test:api', '--', ...jestReport('api')]],
};
const LANES = [
  ['format', 'build', 'e2e'],
  ['check', 'unit', 'api'],
];

const only = process.argv.includes('--only')
  ? new Set(process.argv[process.argv.indexOf('--only') + 1]?.split(','))
  : null;
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
};
const LOGS = join(ROOT, 'test-logs');
const running = new Set();
let failed = false;

/** Runs one stage under cpu-of.mjs, which reports the CPU seconds of the stage's process tree. */
function run(key) {
  const [name, cmd, args] = STAGES[key];
  const cpuFile = join(tmpdir(), `inhala-stage-${process.pid}-${key}.cpu`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'tools/test/cpu-of.mjs'), cpuFile, cmd, ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    const output = [];
    mkdirSync(LOGS, { recursive: true });
    const log = createWriteStream(join(LOGS, `${key}.log`));
    log.on('error', () => undefined); // the copy on disk is for following a run; stdout has it all
    const keep = (chunk) => {
      output.push(chunk);
      log.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code, signal) => {
      running.delete(child);
      log.end();
      const wall = Math.round((Date.now() - started) / 1000);
      let cpu = '?';
      try {
        cpu = String(Math.round(Number(readFileSync(cpuFile, 'utf8'))));
        rmSync(cpuFile, { force: true });
      } catch {
        /* the stage was stopped before it could report */
      }
      const ok = code === 0;
      if (!failed || ok) {
        process.stdout.write(`\n=== ${name}\n`);
        process.stdout.write(Buffer.concat(output));
        process.stdout.write(
          `=== ${name}: ${ok ? 'ok' : signal ? `stopped (${signal})` : 'FAILED'} in ${wall} s (CPU ${cpu} s)\n`,
        );
      }
      resolve(ok);
    });
  });
}

/**
 * Stops every running stage: SIGINT first, which Playwright answers by stopping the server it
 * started in a process group of its own (SIGTERM left that server running, holding the port the
 * next run needs), then SIGTERM and SIGKILL for whatever has not gone within a few seconds.
 */
const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
};
async function stopEverything() {
  const stages = [...running];
  for (const child of stages) signalGroup(child, 'SIGINT');
  for (const [signal, graceMs] of [
    ['SIGTERM', 10_000],
    ['SIGKILL', 5_000],
  ]) {
    const deadline = Date.now() + graceMs;
    while (stages.some((child) => running.has(child)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    for (const child of stages) if (running.has(child)) signalGroup(child, signal);
  }
}

async function lane(keys) {
  for (const key of keys) {
    if (only && !only.has(key)) continue;
    if (failed) return;
    if (!(await run(key)) && !failed) {
      failed = true;
      await stopEverything();
    }
  }
}

const started = Date.now();
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, () => {
    void stopEverything().then(() => process.exit(code));
  });
}
await Promise.all(LANES.map(lane));
process.stdout.write(
  `\n=== npm test: ${failed ? 'FAILED' : 'ok'} in ${Math.round((Date.now() - started) / 1000)} s\n`,
);
process.exit(failed ? 1 : 0);
