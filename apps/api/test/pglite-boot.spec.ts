import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../src/create-app';

/**
 * `npm start`'s path: no DATABASE_URL, no SMTP_URL. The API must migrate and seed PGlite in
 * DATA_DIR, print-worthy demo accounts must sign in, and mail must land in DATA_DIR/outbox.
 */
describe('embedded default (PGlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'inhala-pglite-'));
  const saved = { ...process.env };
  let app: Awaited<ReturnType<typeof createApp>>;

  beforeAll(async () => {
    delete process.env.DATABASE_URL;
    delete process.env.SMTP_URL;
    delete process.env.SEED_DEMO;
    process.env.DATA_DIR = dataDir;
    app = await createApp();
    await app.init();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    process.env = saved;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should migrate, seed the demo accounts and answer health', async () => {
    const http = request(app.getHttpServer());
    await http.get('/api/health').expect(200);
    for (const email of ['admin@inhala.local', 'cliente@inhala.local', 'lead@inhala.local']) {
      await http.post('/api/auth/signin').send({ email, password: 'inhala-demo' }).expect(200);
    }
    const list = await http.get('/api/angel-mondays').expect(200);
    expect(list.body.length).toBeGreaterThan(0);
  });

  it('should write the reset code e-mail to the outbox', async () => {
    await request(app.getHttpServer())
      .post('/api/auth/forgot-password')
      .send({ email: 'lead@inhala.local' })
      .expect(200);
    const files = readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = readFileSync(join(dataDir, 'outbox', files[0] as string), 'utf8');
    expect(raw).toContain('To: lead@inhala.local');
    expect(raw.replace(/=\r?\n/g, '')).toMatch(/font-weight:700">\d{6}</);
  });
});
