import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import request from 'supertest';
import { answerFromMemory, loadStaticAssets } from './static-assets';

describe('static assets compressed once', () => {
  const root = mkdtempSync(join(tmpdir(), 'inhala-static-'));
  const code = 'console.log("respira");'.repeat(100);
  mkdirSync(join(root, 'icons'));
  writeFileSync(join(root, 'main.0123456789ab.js'), code);
  writeFileSync(join(root, 'main.0123456789ab.js.br'), brotliCompressSync(code));
  writeFileSync(join(root, 'main.0123456789ab.js.gz'), gzipSync(code));
  writeFileSync(join(root, 'main.0123456789ab.js.map'), '{}');
  writeFileSync(join(root, 'icons', 'icon.svg'), '<svg/>');
  const answer = answerFromMemory([['', loadStaticAssets(root)]], { 'X-Content-Type-Options': 'nosniff' });
  // What it does not answer goes on (here: a 418 stands for the framework).
  const app = createServer((req, res) => {
    if (!answer(req, res)) res.writeHead(418).end();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('should answer the brotli bytes made at build time to a client that accepts br', async () => {
    const res = await request(app)
      .get('/main.0123456789ab.js')
      .set('Accept-Encoding', 'gzip, br')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The client (superagent) decodes br itself; either way the bytes are the build's brotli file.
    const body = res.body as Buffer;
    const decoded = body.toString() === code ? body : brotliDecompressSync(body);
    expect(decoded.toString()).toBe(code);
    expect(res.headers['content-length']).toBe(String(brotliCompressSync(code).length));
  });

  it('should fall back to gzip, then to the plain bytes, and answer 304 to a matching ETag', async () => {
    const gzip = await request(app).get('/main.0123456789ab.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await request(app)
      .get('/main.0123456789ab.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(code);
    await request(app)
      .get('/main.0123456789ab.js')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', gzip.headers['etag'] as string)
      .expect(304);
    const brRefused = await request(app).get('/main.0123456789ab.js').set('Accept-Encoding', 'br;q=0, gzip');
    expect(brRefused.headers['content-encoding']).toBe('gzip');
  });

  it('should revalidate unhashed files and leave maps and unknown paths to the next handler', async () => {
    const icon = await request(app).get('/icons/icon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    await request(app).get('/main.0123456789ab.js.map').expect(418);
    await request(app).get('/api/content').expect(418);
    const withQuery = await request(app).get('/icons/icon.svg?v=2').expect(200);
    expect(withQuery.headers['content-type']).toBe('image/svg+xml');
    expect(withQuery.headers['content-length']).toBe('6');
    await request(app).post('/main.0123456789ab.js').expect(418);
  });
});
