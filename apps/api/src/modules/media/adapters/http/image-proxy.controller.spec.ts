import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../../../../test/test-app';

/** A storage host on loopback that counts the requests it answers. */
async function startStorage() {
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#6f8f66' } })
    .png()
    .toBuffer();
  const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/photo.png') return res.writeHead(200, { 'Content-Type': 'image/png' }).end(photo);
    if (req.url === '/bomb.png') return res.writeHead(200, { 'Content-Type': 'image/png' }).end(bomb);
    if (req.url === '/notes.txt') return res.writeHead(200, { 'Content-Type': 'text/plain' }).end('hola');
    if (req.url === '/fake.png')
      return res.writeHead(200, { 'Content-Type': 'image/png' }).end('not really a png');
    if (req.url === '/huge.png') {
      // No Content-Length: the proxy must stop reading by itself.
      res.writeHead(200, { 'Content-Type': 'image/png' });
      const chunk = Buffer.alloc(1024 * 1024, 1);
      let sent = 0;
      const pump = () => {
        while (sent < 20 && res.write(chunk)) sent += 1;
        if (sent >= 20) res.end();
        else res.once('drain', pump);
      };
      res.on('error', () => undefined);
      return pump();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('image proxy', () => {
  let t: TestApp;
  let storage: Awaited<ReturnType<typeof startStorage>>;

  beforeAll(async () => {
    storage = await startStorage();
    t = await startTestApp({ IMAGE_PROXY_HOSTS: storage.host });
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  const proxy = (url: string, params = '') =>
    t.http.get(`/api/images/proxy?url=${encodeURIComponent(url)}${params}`);

  it('resizes an allowed image to the asked size and format, with long caching', async () => {
    const res = await proxy(`http://${storage.host}/photo.png`, '&w=400&h=300&q=85&f=webp')
      .buffer(true)
      .expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 300]);
  });

  it('serves the second identical request from its cache without fetching again', async () => {
    const url = `http://${storage.host}/photo.png`;
    const first = await proxy(url, '&w=150&h=150').expect(200);
    const fetches = storage.hits.filter((h) => h === '/photo.png').length;
    const second = await proxy(url, '&w=150&h=150').expect(200);
    expect(first.headers['x-image-cache']).toBe('miss');
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(storage.hits.filter((h) => h === '/photo.png').length).toBe(fetches);
  });

  it('never fetches another host: the URL comes back unchanged', async () => {
    const before = storage.hits.length;
    const other = await proxy('http://169.254.169.254/latest/meta-data').expect(302);
    expect(other.headers.location).toBe('http://169.254.169.254/latest/meta-data');
    const local = await proxy('/api/art/meditation/calma.svg').expect(302);
    expect(local.headers.location).toBe('/api/art/meditation/calma.svg');
    expect(storage.hits.length).toBe(before);
  });

  it('refuses oversized, decompression-bomb and non-image sources with a 4xx', async () => {
    const huge = await proxy(`http://${storage.host}/huge.png`).expect(413);
    expect(huge.body.message).toBe('La imagen es demasiado grande');
    await proxy(`http://${storage.host}/bomb.png`).expect(413);
    const text = await proxy(`http://${storage.host}/notes.txt`).expect(415);
    expect(text.body.message).toBe('El archivo no es una imagen compatible');
    await proxy(`http://${storage.host}/fake.png`).expect(415);
  });

  it('checks its parameters', async () => {
    await t.http.get('/api/images/proxy').expect(400);
    await proxy('javascript:alert(1)').expect(400);
    const wide = await proxy(`http://${storage.host}/photo.png`, '&w=99999').expect(400);
    expect(wide.body.message).toBe('w debe ser un número entero entre 1 y 2000');
    await proxy(`http://${storage.host}/photo.png`, '&f=gif').expect(400);
    await proxy(`http://${storage.host}/missing.png`).expect(502);
  });
});
