import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bufferedLogDestination, drainLog } from './log-destination';

const ROOT = join(__dirname, '../../../../..');
const LINES = 5000;

/**
 * A process that writes LINES lines through the destination and then ends as `how` says: by
 * process.exit, as main.ts and worker.ts end after SIGTERM, or by an uncaught error.
 */
function writeThenEnd(file: string, how: 'exit' | 'crash'): Promise<number | null> {
  const script = `
    const { openSync } = require('node:fs');
    const { bufferedLogDestination } = require(${JSON.stringify(join(__dirname, 'log-destination.ts'))});
    const stream = bufferedLogDestination(openSync(${JSON.stringify(file)}, 'w'));
    for (let n = 0; n < ${LINES}; n++) stream.write(JSON.stringify({ n, msg: 'request completed' }) + '\\n');
    if (${JSON.stringify(how)} === 'crash') throw new Error('the process fails');
    process.exit(0);
  `;
  const child = spawn(process.execPath, ['-r', join(ROOT, 'tools/test/swc-register.cjs'), '-e', script], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.once('exit', resolve));
}

const numbers = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { n: number }).n);

describe('bufferedLogDestination', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'inhala-log-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('should hold a line in memory instead of writing it while the request waits', async () => {
    const file = join(dir, 'log');
    const stream = bufferedLogDestination(openSync(file, 'w'));
    stream.write('{"msg":"request completed"}\n');
    expect(readFileSync(file, 'utf8')).toBe('');

    await drainLog(stream);
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"request completed"}\n');
    await new Promise((resolve) => {
      stream.once('close', resolve);
      stream.end();
    });
  });

  it.each(['exit', 'crash'] as const)(
    'should write every line, in order, when the process ends by %s',
    async (how) => {
      const file = join(dir, 'log');
      const code = await writeThenEnd(file, how);
      expect(code).toBe(how === 'exit' ? 0 : 1);
      expect(numbers(file)).toEqual(Array.from({ length: LINES }, (_, n) => n));
    },
  );
});
