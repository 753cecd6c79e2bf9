import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type * as fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../../../platform/config/app-config';
import { NodemailerMailer } from './nodemailer.mailer';

// Lets a test hold a write half-way, as a slow disk or a busy machine does.
let holdWrites: Promise<void> | null = null;
jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof fsPromises>('node:fs/promises');
  return {
    ...actual,
    writeFile: async (path: string, data: Buffer | string) => {
      const bytes = Buffer.from(data);
      const half = Math.floor(bytes.length / 2);
      await actual.writeFile(path, bytes.subarray(0, half));
      if (holdWrites) await holdWrites;
      await actual.appendFile(path, bytes.subarray(half));
    },
  };
});

describe('the embedded outbox (no SMTP_URL)', () => {
  let dataDir: string;
  let mailer: NodemailerMailer;
  const outbox = () => join(dataDir, 'outbox');
  const emlFiles = () => readdirSync(outbox()).filter((f) => f.endsWith('.eml'));

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'inhala-outbox-'));
    mailer = new NodemailerMailer({
      smtpUrl: null,
      dataDir,
      mailFrom: 'Inhala <hola@inhala.app>',
      email: { smtpConnections: 1, leaseSeconds: 60 },
    } as unknown as AppConfig);
  });
  afterEach(async () => {
    holdWrites = null;
    jest.restoreAllMocks();
    await mailer.onApplicationShutdown();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const mail = (to: string, text: string) => ({ to, subject: 'Tu código', text, html: `<p>${text}</p>` });

  it('shows a reader no .eml file until the whole message is written', async () => {
    let release = () => {};
    holdWrites = new Promise((resolve) => (release = resolve));
    const sending = mailer.send(mail('ana@example.com', 'x'.repeat(20_000)));
    for (;;) {
      // Wait until the write is under way (the outbox and the first half exist), then look.
      try {
        if (readdirSync(outbox()).length > 0) break;
      } catch {
        /* the outbox appears with the first message */
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(emlFiles()).toEqual([]);
    release();
    await sending;
    const [file] = emlFiles();
    const written = readFileSync(join(outbox(), file ?? ''), 'utf8').replace(/=\r?\n/g, '');
    expect(written).toContain('x'.repeat(20_000));
    expect(readdirSync(outbox())).toEqual([file]);
  });

  it('keeps every mail to one address sent in the same millisecond', async () => {
    jest.spyOn(Date.prototype, 'toISOString').mockReturnValue('2026-11-27T10:00:00.000Z');
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => mailer.send(mail('ana@example.com', `mensaje ${i}`))),
    );
    const bodies = emlFiles().map((f) => readFileSync(join(outbox(), f), 'utf8'));
    expect(bodies).toHaveLength(5);
    for (let i = 0; i < 5; i++) expect(bodies.some((body) => body.includes(`mensaje ${i}`))).toBe(true);
  });
});
