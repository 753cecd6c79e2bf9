import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
    // The e-mail goes out after the answer (the answer must not tell whether the account exists),
    // and its file may still be being written: wait for the code in it.
    const dir = join(dataDir, 'outbox');
    const outbox = () => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : []);
    const mail = () =>
      outbox().map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''))[0] ?? '';
    const code = /<h2>\d{6}<\/h2>/;
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && !code.test(mail())) await new Promise((r) => setTimeout(r, 20));
    expect(outbox()).toHaveLength(1);
    expect(mail()).toContain('To: lead@inhala.local');
    expect(mail()).toMatch(code);
  });

  it("should let the admin send the demo's drafted announcement, written to the outbox by the inline worker", async () => {
    const http = request(app.getHttpServer());
    const admin = (
      await http.post('/api/auth/signin').send({ email: 'admin@inhala.local', password: 'inhala-demo' })
    ).body.sessionId as string;
    const pending = await http.get('/api/admin/pending-emails').set('x-session-id', admin).expect(200);
    const draft = (pending.body.items as Array<{ id: number; status: string; contentType: string }>)[0];
    expect(draft).toMatchObject({ status: 'draft', contentType: 'angel_monday' });
    await http.post(`/api/admin/pending-emails/${draft!.id}/send-now`).set('x-session-id', admin).expect(200);
    const dir = join(dataDir, 'outbox');
    const forClient = () =>
      existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('-cliente@inhala.local.eml')) : [];
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && forClient().length === 0) await new Promise((r) => setTimeout(r, 100));
    const mail = readFileSync(join(dir, forClient()[0] ?? 'missing'), 'utf8').replace(/=\r?\n/g, '');
    expect(mail).toMatch(/^Subject: Angel Monday: /m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });

  // PGlite is one session lent to one transaction at a time: a statement of a write path that
  // left its unit of work would wait for that unit forever. These are the multi-row writes.
  it('should complete a ritual, a challenge reflection and a checkout, each in its one transaction', async () => {
    const http = request(app.getHttpServer());
    const signIn = async (email: string) =>
      (await http.post('/api/auth/signin').send({ email, password: 'inhala-demo' }).expect(200)).body
        .sessionId as string;
    const client = await signIn('cliente@inhala.local');
    const as = (method: 'get' | 'post' | 'patch', path: string, body?: object) =>
      http[method](path).set('x-session-id', client).send(body);

    const ritual = await as('post', '/api/ritual', {
      intention: 'Calma',
      duration: 5,
      style: 'Activa',
      date: 'x',
    });
    expect([200, 201]).toContain(ritual.status);
    await as('patch', `/api/ritual/${ritual.body.id}`, { meditationCompleted: true }).expect(200);
    await as('patch', `/api/ritual/${ritual.body.id}`, { journalEntry: 'Gracias' }).expect(200);
    await as('post', '/api/oracle-cards/draw', { context: 'ritual' }).expect(200);
    expect((await as('get', '/api/ritual/today').expect(200)).body).toMatchObject({ completed: true });

    const { activeChallenge } = (await as('get', '/api/challenges/active').expect(200)).body;
    const days = (await as('get', `/api/challenges/${activeChallenge.challengeId}/days`).expect(200))
      .body as Array<{
      id: number;
      dayNumber: number;
      sections: Array<{ number: number; meta: string }>;
    }>;
    const today = days.find((d) => d.dayNumber === activeChallenge.currentDay)!;
    const path = `/api/challenges/${activeChallenge.challengeId}/days/${today.id}/sections`;
    for (const section of today.sections.filter((s) => s.meta !== 'journal'))
      await as('post', `${path}/${section.number}/complete`).expect(200);
    const journal = today.sections.find((s) => s.meta === 'journal')!;
    await as('post', `${path}/${journal.number}/journal`, { response: 'Respiro.' }).expect(201);
    const active = (await as('get', '/api/challenges/active').expect(200)).body.activeChallenge;
    expect(active.completedDays).toContain(today.dayNumber);

    const lead = await signIn('lead@inhala.local');
    const checkout = await http
      .post('/api/subscription/create-checkout')
      .set('x-session-id', lead)
      .send({ priceId: 'price_local_monthly' })
      .expect(200);
    await http.post(`${checkout.body.url}/confirm`).expect(303);
    const status = await http.get('/api/subscription/status').set('x-session-id', lead).expect(200);
    expect(status.body.hasActiveSubscription).toBe(true);
  });
});
