import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../../../test/test-app';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REMOTE_ADMIN_URL: 'https://admin.cdn.inhala.test/v3' });
    const web = join(t.dataDir, 'web');
    mkdirSync(join(web, 'shell'), { recursive: true });
    mkdirSync(join(web, 'mfe-practice'), { recursive: true });
    writeFileSync(join(web, 'shell', 'index.html'), '<!doctype html><head><title>Inhala</title></head>');
    writeFileSync(join(web, 'mfe-practice', 'remoteEntry.js'), 'var practice;');
  });
  afterAll(() => t.close());

  it('should report the database in /api/health', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body.info.database.status).toBe('up');
  });

  it('should describe every call in OpenAPI', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    const paths = Object.keys(res.body.paths);
    for (const path of [
      '/api/auth/signin',
      '/api/auth/register',
      '/api/auth/me',
      '/api/auth/refresh-session',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/logout',
      '/api/angel-mondays',
      '/api/morning-pages',
      '/api/morning-pages/{id}',
      '/api/admin/counts',
      '/api/health',
    ]) {
      expect(paths).toContain(path);
    }
    await t.http.get('/api/docs').expect(200);
  });

  it('should name where each remote lives, honouring REMOTE_<NAME>_URL', async () => {
    const res = await t.http.get('/remotes.json').expect(200);
    expect(res.body).toEqual({
      practice: '/remotes/practice/remoteEntry.js',
      community: '/remotes/community/remoteEntry.js',
      admin: 'https://admin.cdn.inhala.test/v3/remoteEntry.js',
    });
  });

  it('should allow exactly the remote origin in the CSP and send security headers', async () => {
    const res = await t.http.get('/').expect(200);
    const csp = res.headers['content-security-policy'] as string;
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    // The remote's scripts and the stylesheet it builds for itself; the path is not part of it.
    expect(directives.get('script-src')).toEqual(["'self'", 'https://admin.cdn.inhala.test']);
    expect(directives.get('style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://admin.cdn.inhala.test',
    ]);
    // Sockets only to this server (PUBLIC_URL is http://localhost:3000 here), never to any host.
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'ws://localhost:3000',
      'https://admin.cdn.inhala.test',
    ]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('should open no CORS to the remote origin: its code runs in the shell page, on our origin', async () => {
    for (const path of ['/api/content', '/remotes/practice/remoteEntry.js', '/']) {
      const res = await t.http.get(path).set('Origin', 'https://admin.cdn.inhala.test');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('should serve the shell for page routes and the remotes under /remotes', async () => {
    for (const path of ['/', '/admin', '/morning-pages', '/una/ruta/desconocida']) {
      const res = await t.http.get(path).expect(200);
      expect(res.text).toContain('<title>Inhala</title>');
    }
    const page = await t.http.get('/meditaciones').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    // The manifest travels inside the page, so the shell needs no /remotes.json round trip.
    const block = /<script id="remotes-manifest" type="application\/json">(.*?)<\/script><\/head>/.exec(
      page.text,
    );
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual((await t.http.get('/remotes.json')).body);
    const entry = await t.http.get('/remotes/practice/remoteEntry.js').expect(200);
    expect(entry.text).toBe('var practice;');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('should answer unknown API routes with a Spanish JSON 404', async () => {
    const res = await t.http.get('/api/no-existe').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      errorCode: 'RESOURCE.NOT_FOUND',
      message: 'No encontramos lo que buscas',
    });
  });
});
