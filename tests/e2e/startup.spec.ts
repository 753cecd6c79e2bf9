import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from './support/paths';

/**
 * What `npm start` prints (README: LOG_FORMAT): the built server started on its own port and
 * data folder, its standard output read until the welcome banner is complete.
 */
const ROOT = join(__dirname, '../..');
const BANNER_END = 'lead@inhala.local\n\n';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The server's standard output up to its banner (and anything said right after), then `whileUp`
 * run against it, then SIGTERM: `atExit` is all it wrote by the time it exited, `code` its exit code.
 */
async function startupOutput(
  name: string,
  env: Record<string, string>,
  whileUp: (url: string) => Promise<void> = async () => undefined,
): Promise<{ out: string; atExit: string; code: number | null }> {
  const dataDir = `${E2E_DATA_DIR}-startup-${name}`;
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/apps/api/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  // 'close': exited, and everything it wrote has been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => out.includes(BANNER_END) && resolve());
      void exited.then((code) => reject(new Error(`the server exited with ${code}:\n${out}`)));
    });
    // Anything the server still had to say about its start-up would come now.
    await new Promise((r) => setTimeout(r, 300));
    const upToBanner = out;
    await whileUp(`http://127.0.0.1:${port}`);
    child.kill('SIGTERM');
    return { out: upToBanner, atExit: out, code: await exited };
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The lines before the banner, and whether the output ends with it. */
function split(out: string): { logs: string[]; endsWithBanner: boolean } {
  const at = out.indexOf('\n  Inhala está lista en ');
  expect(at).toBeGreaterThan(0);
  return { logs: out.slice(0, at).split('\n').filter(Boolean), endsWithBanner: out.endsWith(BANNER_END) };
}

test.describe('start-up output', () => {
  test('should print readable lines without Nest start-up chatter and the banner last (LOG_FORMAT=pretty)', async () => {
    const { logs, endsWithBanner } = split((await startupOutput('pretty', { LOG_FORMAT: 'pretty' })).out);
    expect(endsWithBanner).toBe(true);
    for (const line of logs) expect(line).toMatch(/^\d\d:\d\d:\d\d (INFO |WARN ) \S/);
    expect(logs.join('\n')).not.toMatch(/InstanceLoader|RouterExplorer|RoutesResolver/);
    expect(logs.length).toBeLessThan(15);
  });

  test('should keep JSON lines when stdout is not a terminal, with the banner after all of them', async () => {
    const { logs, endsWithBanner } = split((await startupOutput('json', {})).out);
    expect(endsWithBanner).toBe(true);
    const records = logs.map((line) => JSON.parse(line) as { msg: string });
    expect(records.map((r) => r.msg)).toContain('Nest application successfully started');
  });
});
