import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { freePort } from './throwaway-postgres';

const ROOT = join(__dirname, '../../..');
const READY = 'Inhala está lista en';

export interface ApiProcess {
  pid: number;
  url: string;
  port: number;
  /** Its standard output (the JSON log, then the banner), for pausing a slow reader. */
  stdout: Readable;
  /** Everything it wrote to stdout so far. */
  output(): string;
  /** Its JSON log lines so far, parsed (the banner and other text left out). */
  logLines(): Array<Record<string, unknown>>;
  /** Resolves with the exit code once it has exited and its output has all been read. */
  exited: Promise<number | null>;
  signal(signal: NodeJS.Signals): void;
}

/**
 * `apps/api/src/main.ts` as its own OS process, as `npm start` runs it but from the sources
 * (the API tests run before the build; tools/test/swc-register.cjs compiles each file on require),
 * with a deployment's default logging: JSON lines on stdout, level info. Resolves once it has
 * printed its banner.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['-r', join(ROOT, 'tools/test/swc-register.cjs'), join(ROOT, 'apps/api/src/main.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'info', LOG_FORMAT: 'json', PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  // 'close': exited, and every byte it wrote has been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (!output.includes(READY)) return;
      child.stdout.off('data', onData);
      resolve();
    };
    child.stdout.on('data', onData);
    void exited.then((code) => reject(new Error(`the API exited with ${code}:\n${output}\n${errors}`)));
  });
  return {
    pid: child.pid ?? 0,
    port,
    url: `http://127.0.0.1:${port}`,
    stdout: child.stdout,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
    signal: (signal) => child.kill(signal),
  };
}
