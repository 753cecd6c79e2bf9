import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../../../..');

/**
 * A process that writes `lines` lines through the writer in one turn and exits at once, its
 * output read by a reader that starts `readerLateMs` late (the pipe fills meanwhile).
 */
async function outputOf(lines: number, readerLateMs: number): Promise<string> {
  const script = `
    process.stdout.isTTY; // as the server does: stdout becomes a non-blocking pipe
    const { BatchedLineWriter } = require(${JSON.stringify(join(__dirname, 'batched-line-writer.ts'))});
    const out = new BatchedLineWriter(1);
    for (let i = 1; i <= ${lines}; i += 1) out.write('{"line":' + i + ',"text":"' + 'x'.repeat(100) + '"}\\n');
    process.exit(0);
  `;
  const child = spawn(process.execPath, ['-r', join(ROOT, 'tools/test/swc-register.cjs'), '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.pause();
  let output = '';
  const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
  setTimeout(() => {
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stdout.resume();
  }, readerLateMs);
  expect(await closed).toBe(0);
  return output;
}

describe('BatchedLineWriter', () => {
  it('should write every line, in order, when the process exits in the same turn', async () => {
    const output = await outputOf(20_000, 200);
    const numbers = output
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { line: number }).line);
    expect(numbers).toHaveLength(20_000);
    expect(numbers.every((n, i) => n === i + 1)).toBe(true);
  });
});
