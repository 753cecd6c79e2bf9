import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const READY = 'Worker de correo en marcha';

export interface WorkerProcess {
  pid: number;
  /** Everything it wrote (stdout and stderr), for the log assertions. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * `apps/api/src/worker.ts` as its own OS process, from the sources (the API tests run before the
 * build): tools/test/swc-register.cjs compiles each file on require. Resolves once it is running.
 */
export async function startWorker(env: Record<string, string>): Promise<WorkerProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['-r', join(ROOT, 'tools/test/swc-register.cjs'), join(ROOT, 'apps/api/src/worker.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const handle: WorkerProcess = {
    pid: child.pid ?? 0,
    output: () => output,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
    },
  };
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes(READY)) return resolve();
      if (child.exitCode !== null) return reject(new Error(`the worker exited: ${output}`));
      setTimeout(check, 20);
    };
    check();
  });
  return handle;
}

/** Polls `probe` until it is true; fails with `what` after `ms` (generous: a loaded machine is slow). */
export async function waitUntil(what: string, probe: () => Promise<boolean> | boolean, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what} after ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
