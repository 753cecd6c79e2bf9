import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { IMAGE_CONTEXTS, IMAGE_DEFAULTS } from '@inhala/domain';
import { startTestApp, type TestApp } from '../../../../../test/test-app';

/**
 * A storage host on loopback that counts the requests it answers. /held/* answers only when the
 * test lets it go; /stall-* never finish.
 */
async function startStorage() {
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#6f8f66' } })
    .png()
    .toBuffer();
  const tiny = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9a86a' } })
    .png()
    .toBuffer();
  const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const hits: string[] = [];
  const held: Array<() => void> = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    hits.push(url);
    if (url === '/photo.png') return res.writeHead(200, { 'Content-Type': 'image/png' }).end(photo);
    if (url.startsWith('/tiny/')) return res.writeHead(200, { 'Content-Type': 'image/png' }).end(tiny);
    if (url.startsWith('/held/'))
      return held.push(() => res.writeHead(200, { 'Content-Type': 'image/png' }).end(tiny));
    if (url === '/stall-headers.png') return undefined;
    if (url === '/stall-body.png') {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(photo.length) });
      return res.write(photo.subarray(0, 1024));
    }
    if (url === '/bomb.png') return res.writeHead(200, { 'Content-Type': 'image/png' }).end(bomb);
    if (url === '/notes.txt') return res.writeHead(200, { 'Content-Type': 'text/plain' }).end('hola');
    if (url === '/fake.png')
      return res.writeHead(200, { 'Content-Type': 'image/png' }).end('not really a png');
    if (url === '/huge.png') {
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
    return res.writeHead(404).end();
  };
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    /** Answers every held request. */
    letGo: () => held.splice(0).forEach((answer) => answer()),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const until = async (done: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  if (!done()) throw new Error('gave up waiting');
};

describe('image proxy', () => {
  let t: TestApp;
  let storage: Awaited<ReturnType<typeof startStorage>>;

  beforeAll(async () => {
    storage = await startStorage();
    t = await startTestApp({
      IMAGE_PROXY_HOSTS: storage.host,
      // Long enough that reading the 15 MB the huge image must send before it is refused never
      // runs out on a busy machine (it did at 1 s); the stall tests wait this long.
      IMAGE_FETCH_TIMEOUT_MS: '5000',
      IMAGE_RENDER_CONCURRENCY: '1',
      IMAGE_RENDER_QUEUE: '0',
    });
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  const sizeOf = (c: { w: number; h: number; q: number }) => `&w=${c.w}&h=${c.h}&q=${c.q}`;
  const proxy = (url: string, params = '', http = t.http) =>
    http.get(`/api/images/proxy?url=${encodeURIComponent(url)}${params}`);

  it('resizes an allowed image to the asked size and format, with long caching', async () => {
    const res = await proxy(`http://${storage.host}/photo.png`, '&w=400&h=300&q=85&f=webp')
      .buffer(true)
      .expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 300]);
  });

  it.each(Object.entries(IMAGE_CONTEXTS))('renders the %s size of the spec', async (_name, size) => {
    const res = await proxy(`http://${storage.host}/photo.png`, sizeOf(size)).buffer(true).expect(200);
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([size.w, size.h]);
  });

  it('renders the default size (800x600, quality 80, webp) when none is asked for', async () => {
    const res = await proxy(`http://${storage.host}/photo.png`).buffer(true).expect(200);
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([IMAGE_DEFAULTS.f, 800, 600]);
  });

  it.each([
    ['&w=401&h=300&q=85', 'Este tamaño de imagen no está disponible'],
    ['&w=400&h=300&q=100', 'Este tamaño de imagen no está disponible'],
    ['&w=150&h=150', 'Este tamaño de imagen no está disponible'],
    ['&w=99999&h=300&q=85', 'Este tamaño de imagen no está disponible'],
    ['&w=400&h=300&q=85&f=avif', 'Formato de imagen no soportado'],
    ['&f=jpeg', 'Formato de imagen no soportado'],
    ['&w=abc', 'El tamaño de la imagen debe ser un número entero'],
  ])(
    'refuses any other size or format (%s) with a Spanish 400, without fetching',
    async (params, message) => {
      const before = storage.hits.length;
      const res = await proxy(`http://${storage.host}/photo.png`, params).expect(400);
      expect(res.body.message).toBe(message);
      expect(storage.hits.length).toBe(before);
    },
  );

  it('refuses a repeated or nested query parameter with a Spanish 400', async () => {
    const url = encodeURIComponent(`http://${storage.host}/photo.png`);
    const twice = await t.http.get(`/api/images/proxy?url=${url}&url=${url}`).expect(400);
    expect(twice.body).toEqual({
      statusCode: 400,
      errorCode: 'VALIDATION.FAILED',
      message: 'La dirección de la imagen no es válida',
    });
    const widths = await t.http.get(`/api/images/proxy?url=${url}&w=400&w=400&h=300&q=85`).expect(400);
    expect(widths.body.message).toBe('El tamaño de la imagen debe ser un número entero');
    await t.http.get(`/api/images/proxy?url[a]=b`).expect(400);
    const long = await proxy(`http://${storage.host}/${'a'.repeat(2100)}.png`).expect(400);
    expect(long.body.message).toBe('La dirección de la imagen es demasiado larga');
  });

  it('serves the second identical request from its cache without fetching again', async () => {
    const url = `http://${storage.host}/tiny/cached.png`;
    const avatar = sizeOf(IMAGE_CONTEXTS['profile-avatar']);
    const first = await proxy(url, avatar).expect(200);
    const second = await proxy(url, avatar).expect(200);
    expect(first.headers['x-image-cache']).toBe('miss');
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(storage.hits.filter((h) => h === '/tiny/cached.png')).toHaveLength(1);
  });

  it('refuses, never redirects to, a URL outside the storage hosts, and never fetches it', async () => {
    const before = storage.hits.length;
    const phish = await proxy('https://evil.example/phish').expect(400);
    expect(phish.headers.location).toBeUndefined();
    expect(phish.body.message).toBe('Solo se optimizan imágenes de los servidores de archivos de Inhala');
    await proxy('http://169.254.169.254/latest/meta-data').expect(400);
    await proxy('/api/art/meditation/calma.svg').expect(400);
    await proxy('//evil.example/phish').expect(400);
    // A storage host with a second port is no address at all: a 400, not the parser's 500.
    const twoPorts = await proxy(`http://${storage.host}:80/photo.png`).expect(400);
    expect(twoPorts.body).toMatchObject({ statusCode: 400, errorCode: 'IMAGE.INVALID_REQUEST' });
    expect(storage.hits.length).toBe(before);
  });

  it('names the storage hosts, so the app proxies only their images', async () => {
    const res = await t.http.get('/api/images/hosts').expect(200);
    expect(res.body).toEqual({ hosts: [storage.host] });
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
    const missing = await t.http.get('/api/images/proxy').expect(400);
    expect(missing.body.message).toBe('Falta la dirección de la imagen');
    await proxy('javascript:alert(1)').expect(400);
    await proxy(`http://${storage.host}/missing.png`).expect(502);
  });

  it('answers 504 when the storage host stalls, before or while sending the image', async () => {
    const headers = await proxy(`http://${storage.host}/stall-headers.png`).expect(504);
    expect(headers.body).toEqual({
      statusCode: 504,
      errorCode: 'IMAGE.TIMEOUT',
      message: 'La imagen tardó demasiado en llegar',
    });
    const body = await proxy(`http://${storage.host}/stall-body.png`).expect(504);
    expect(body.body.errorCode).toBe('IMAGE.TIMEOUT');
    // The one render slot is free again (IMAGE_RENDER_CONCURRENCY=1, no queue): not a 503.
    await proxy(`http://${storage.host}/tiny/after-stall.png`).expect(200);
  });

  it('renders one image at a time here (IMAGE_RENDER_CONCURRENCY=1): the next one is told to retry', async () => {
    const first = proxy(`http://${storage.host}/held/1.png`).then((r) => r);
    await until(() => storage.hits.includes('/held/1.png'));
    const busy = await proxy(`http://${storage.host}/tiny/busy.png`).expect(503);
    expect(busy.body).toEqual({
      statusCode: 503,
      errorCode: 'IMAGE.BUSY',
      message: 'Estamos preparando muchas imágenes. Inténtalo de nuevo en unos segundos.',
    });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect(storage.hits).not.toContain('/tiny/busy.png');
    storage.letGo();
    expect((await first).status).toBe(200);
    await proxy(`http://${storage.host}/tiny/busy.png`).expect(200);
  });

  it('limits new renders per address to sixty a minute; images already rendered are still served', async () => {
    const visitor = t.fromNewAddress();
    const thumbnail = sizeOf(IMAGE_CONTEXTS['meditation-thumbnail']);
    for (let i = 0; i < 60; i += 1)
      await proxy(`http://${storage.host}/tiny/${i}.png`, thumbnail, visitor).expect(200);
    const limited = await proxy(`http://${storage.host}/tiny/60.png`, thumbnail, visitor).expect(429);
    expect(limited.body.errorCode).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await proxy(`http://${storage.host}/tiny/0.png`, thumbnail, visitor).expect(200);
    await proxy(`http://${storage.host}/tiny/60.png`, thumbnail, t.fromNewAddress()).expect(200);
  });
});
