import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { UPLOAD_MESSAGES, type UploadPurpose } from '@inhala/domain';
import { sample } from '../../../../../test/media-samples';
import { queryDb, registerUser, signIn, startTestApp, type TestApp } from '../../../../../test/test-app';
import { sunrisePng } from '../../../../seed/chat.seed';
import { wavFile } from '../../../../seed/demo-audio';

const MB = 1024 * 1024;
const BOUNDARY = 'inhala-test-boundary';

describe('admin uploads API', () => {
  let t: TestApp;
  let admin: string;
  let port: number;

  const as = (sessionId: string) => ({ 'x-session-id': sessionId });
  const upload = (purpose: string, file: Buffer | null, name = 'archivo.bin', sessionId = admin) => {
    const call = t.http.post(`/api/admin/uploads?purpose=${purpose}`).set(as(sessionId));
    return file ? call.attach('file', file, name) : call.field('nota', 'sin archivo');
  };
  const uploadsDir = () => join(t.dataDir, 'uploads');
  /** Every file in DATA_DIR/uploads, half-written ones ('.…part') included. */
  const uploads = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).sort() : []);
  const auditRows = async () =>
    (await queryDb<{ n: number }>(t, `SELECT count(*)::int AS n FROM admin_audit_log`))[0]!.n;

  /** Waits for a condition on the server's side effects (checked every 20 ms, for 5 s at most). */
  const until = async (condition: () => boolean) => {
    const deadline = Date.now() + 5000;
    while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  /** A request as a browser sends it, its path untouched (no client-side '..' resolution). */
  const raw = (
    path: string,
    options: { method?: string; headers?: Record<string, string | number> } = {},
    write?: (req: ReturnType<typeof httpRequest>) => Promise<void>,
  ) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
          req.destroy();
        });
      });
      req.on('error', reject);
      if (write) write(req).catch(() => undefined);
      else req.end();
    });

  /** The head of a multipart body whose only part is `file`, with its bytes still to come. */
  const partHead = (name: string) =>
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n`,
    );

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.http, 'admin@inhala.local');
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('should store an image, an mp3, an m4a and an mp4 video under server names, typed by their bytes', async () => {
    const audit = await auditRows();
    const png = await sunrisePng();
    const cases: Array<[UploadPurpose, Buffer, string, object, RegExp]> = [
      [
        'image',
        png,
        'C:\\Users\\ana\\Amanecer.png',
        { kind: 'image', contentType: 'image/png', originalName: 'Amanecer.png' },
        /\.png$/,
      ],
      [
        'audio',
        sample.mp3Id3(),
        '../../Meditación del alba.mp3',
        { kind: 'audio', contentType: 'audio/mpeg', originalName: 'Meditación del alba.mp3' },
        /\.mp3$/,
      ],
      [
        'audio',
        sample.m4a(),
        'Respira\u202e3pm.m4a',
        { kind: 'audio', contentType: 'audio/mp4', originalName: 'Respira3pm.m4a' },
        /\.m4a$/,
      ],
      [
        'video',
        sample.mp4(),
        'bosque.mp4',
        { kind: 'video', contentType: 'video/mp4', originalName: 'bosque.mp4' },
        /\.mp4$/,
      ],
      // A 'media' slot: the m4a's brand says audio; a generic mp4 is kept as a video.
      ['media', sample.m4a(), 'nota.m4a', { kind: 'audio', contentType: 'audio/mp4' }, /\.m4a$/],
      ['media', sample.mp4(), 'clase.mp4', { kind: 'video', contentType: 'video/mp4' }, /\.mp4$/],
      // An audio-only slot keeps the same generic mp4 as audio.
      ['audio', sample.mp4(), 'grabación.mp4', { kind: 'audio', contentType: 'audio/mp4' }, /\.m4a$/],
      ['media', sample.webm(), 'clase.webm', { kind: 'video', contentType: 'video/webm' }, /\.webm$/],
      ['audio', sample.webm(), 'nota.webm', { kind: 'audio', contentType: 'audio/webm' }, /\.weba$/],
    ];
    for (const [purpose, bytes, name, expected, extension] of cases) {
      const res = await upload(purpose, bytes, name);
      expect([purpose, name, res.status]).toEqual([purpose, name, 201]);
      expect(res.body).toMatchObject({ ...expected, size: bytes.length });
      expect(res.body.url).toMatch(
        /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\./,
      );
      expect(res.body.url).toMatch(extension);
      const served = await raw(res.body.url as string);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(res.body.contentType);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.body).toEqual(bytes);
    }
    // The upload is not an admin change: the item's save that uses it is.
    expect(await auditRows()).toBe(audit);
  });

  it('should take a WAV in audio and media slots and answer how long each recording plays, read from its bytes', async () => {
    // 2:05 of silence at 8 kHz: the same writer as the demo's own recordings.
    const wav = wavFile(new Float32Array(8_000 * 125), 8_000);
    for (const purpose of ['audio', 'media'] as const) {
      const res = await upload(purpose, wav, 'Respiración lenta.wav').expect(201);
      expect(res.body).toMatchObject({
        kind: 'audio',
        contentType: 'audio/wav',
        size: wav.length,
        seconds: 125,
      });
      expect(res.body.url).toMatch(/\.wav$/);
    }
    // A file that does not tell its length still uploads; it answers no seconds. An image has none.
    expect((await upload('audio', sample.m4a(), 'nota.m4a').expect(201)).body.seconds).toBeNull();
    expect((await upload('image', await sunrisePng(), 'sol.png').expect(201)).body.seconds).toBeNull();
  });

  it("should keep a meditation's file length and show its minutes over the typed ones, never a client's number", async () => {
    const wav = wavFile(new Float32Array(8_000 * 125), 8_000);
    const { url } = (await upload('media', wav, 'alba.wav').expect(201)).body as { url: string };
    const ids = async (table: string) =>
      (await queryDb<{ id: number }>(t, `SELECT id FROM ${table} ORDER BY id LIMIT 1`)).map((r) => r.id);
    const body = {
      name: 'Alba con archivo',
      description: 'Una práctica con su grabación.',
      duration: 20,
      mediaUrl: url,
      categoryIds: await ids('categories'),
      keywordIds: await ids('keywords'),
      typeIds: await ids('types'),
    };
    // The length is the server's reading of the file: a number a client sends is dropped.
    const created = await t.http
      .post('/api/admin/meditations')
      .set(as(admin))
      .send({ ...body, mediaSeconds: 3600 })
      .expect(201);
    expect(created.body).toMatchObject({ mediaUrl: url, mediaType: 'audio', mediaSeconds: 125, duration: 2 });
    const content = (await t.http.get('/api/content').expect(200)).body as {
      meditations: Array<{
        id: number;
        duration: string;
        mediaSeconds: number | null;
        mediaUrl: string | null;
      }>;
    };
    expect(content.meditations.find((m) => m.id === created.body.id)).toMatchObject({
      duration: '2 min',
      mediaSeconds: 125,
    });
    // Without the file, the typed minutes stand and the length goes with it.
    const cleared = await t.http
      .put(`/api/admin/meditations/${created.body.id as number}`)
      .set(as(admin))
      .send({ ...body, mediaUrl: null, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })
      .expect(200);
    expect(cleared.body).toMatchObject({ mediaSeconds: null, duration: 20 });
  });

  it.each([
    ['a .png that is really HTML', 'image', sample.html(), 'foto.png', UPLOAD_MESSAGES.unsupported.image],
    ['an mp3 in an image slot', 'image', sample.mp3Id3(), 'foto.png', UPLOAD_MESSAGES.unsupported.image],
    ['a GIF in an image slot', 'image', sample.gif(), 'baile.gif', UPLOAD_MESSAGES.unsupported.image],
    ['an image in an audio slot', 'audio', sample.jpeg(), 'nota.mp3', UPLOAD_MESSAGES.unsupported.audio],
    [
      'a WebP (RIFF, like a WAV) in an audio slot',
      'audio',
      sample.webp(),
      'nota.wav',
      UPLOAD_MESSAGES.unsupported.audio,
    ],
    ['a video in an audio slot', 'audio', sample.m4v(), 'clase.m4v', UPLOAD_MESSAGES.unsupported.audio],
    ['an m4a in a video slot', 'video', sample.m4a(), 'clase.mp4', UPLOAD_MESSAGES.unsupported.video],
    [
      'a QuickTime movie in a video slot',
      'video',
      sample.mov(),
      'clase.mov',
      UPLOAD_MESSAGES.unsupported.video,
    ],
    ['an image in a media slot', 'media', sample.png(), 'clase.mp4', UPLOAD_MESSAGES.unsupported.media],
    ['HTML in a media slot', 'media', sample.html(), 'clase.mp4', UPLOAD_MESSAGES.unsupported.media],
  ] as const)('should refuse %s (415) and keep no file', async (_name, purpose, bytes, name, message) => {
    const before = uploads();
    const res = await upload(purpose, bytes, name);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ statusCode: 415, errorCode: 'FILE_UNSUPPORTED', message });
    expect(uploads()).toEqual(before);
  });

  it('should refuse an image over 15 MB while it arrives, naming the limit (413)', async () => {
    const before = uploads();
    const big = Buffer.concat([sample.jpeg(), Buffer.alloc(15 * MB + 1 - 512)]);
    const res = await upload('image', big, 'enorme.jpg');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      statusCode: 413,
      errorCode: 'FILE_TOO_LARGE',
      message: 'El archivo no puede ser mayor a 15 MB',
    });
    expect(uploads()).toEqual(before);
    // Exactly the limit is fine.
    const fits = await upload('image', big.subarray(0, 15 * MB), 'justo.jpg');
    expect(fits.status).toBe(201);
  });

  it('should hold an audio in a media slot to 50 MB as it streams, whatever the video limit', async () => {
    const before = uploads();
    const chunk = Buffer.alloc(256 * 1024, 0x55);
    let sent = 0;
    const res = await raw(
      '/api/admin/uploads?purpose=media',
      {
        method: 'POST',
        headers: {
          ...as(admin),
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Transfer-Encoding': 'chunked',
        },
      },
      async (req) => {
        req.write(Buffer.concat([partHead('larga.mp3'), sample.mp3Id3()]));
        // 51 MB, never held at once: the same chunk again, at the pace the server reads it.
        while (sent < 51 * MB && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) await new Promise((resolve) => req.once('drain', resolve));
        }
        req.end(`\r\n--${BOUNDARY}--\r\n`);
      },
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString())).toMatchObject({
      errorCode: 'FILE_TOO_LARGE',
      message: 'El archivo no puede ser mayor a 50 MB',
    });
    expect(uploads()).toEqual(before);
  });

  it('should refuse a video that says it is over 500 MB before reading it', async () => {
    const res = await raw(
      '/api/admin/uploads?purpose=video',
      {
        method: 'POST',
        headers: {
          ...as(admin),
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Content-Length': 501 * MB,
        },
      },
      async (req) => {
        req.write(Buffer.concat([partHead('pelicula.mp4'), sample.mp4()]));
      },
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString())).toMatchObject({
      errorCode: 'FILE_TOO_LARGE',
      message: 'El archivo no puede ser mayor a 500 MB',
    });
  });

  it('should keep nothing of an upload that breaks off halfway', async () => {
    const before = uploads();
    let cut: () => void = () => undefined;
    const broken = raw(
      '/api/admin/uploads?purpose=audio',
      {
        method: 'POST',
        headers: {
          ...as(admin),
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Transfer-Encoding': 'chunked',
        },
      },
      async (req) => {
        req.write(Buffer.concat([partHead('cortada.mp3'), sample.mp3Id3(200_000)]));
        cut = () => req.destroy();
      },
    ).catch(() => null);
    // Wait until the server is writing the file, then cut the connection.
    await until(() => uploads().some((file) => file.endsWith('.part')));
    cut();
    await broken;
    await until(() => uploads().length === before.length);
    expect(uploads()).toEqual(before);
  });

  it.each([
    [
      'no file part',
      'image',
      null,
      400,
      'FILE_NOT_FOUND',
      'No se recibió ningún archivo. Elige uno e inténtalo de nuevo.',
    ],
    [
      'an empty file',
      'audio',
      Buffer.alloc(0),
      400,
      'FILE_NOT_FOUND',
      'No se recibió ningún archivo. Elige uno e inténtalo de nuevo.',
    ],
    ['no purpose', '', sample.png(), 400, 'VALIDATION.FAILED', UPLOAD_MESSAGES.purposeInvalid],
    [
      'an unknown purpose',
      'document',
      sample.png(),
      400,
      'VALIDATION.FAILED',
      UPLOAD_MESSAGES.purposeInvalid,
    ],
  ] as const)('should refuse %s (%s)', async (_name, purpose, file, status, errorCode, message) => {
    const before = uploads();
    const res = await upload(purpose, file);
    expect(res.body).toEqual({ statusCode: status, errorCode, message });
    expect(uploads()).toEqual(before);
  });

  it('should refuse a body that is not multipart as no file received', async () => {
    const res = await t.http
      .post('/api/admin/uploads?purpose=image')
      .set(as(admin))
      .set('Content-Type', 'application/octet-stream')
      .send(sample.png());
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('FILE_NOT_FOUND');
  });

  it('should answer 403 to clients and leads and 401 to visitors, keeping nothing', async () => {
    const before = uploads();
    const lead = await registerUser(t.fromNewAddress());
    for (const sessionId of [await signIn(t.fromNewAddress(), 'cliente@inhala.local'), lead.sessionId]) {
      const res = await upload('image', sample.png(), 'foto.png', sessionId);
      expect(res.status).toBe(403);
    }
    const visitor = await t.http
      .post('/api/admin/uploads?purpose=image')
      .attach('file', sample.png(), 'foto.png');
    expect(visitor.status).toBe(401);
    expect(uploads()).toEqual(before);
  });

  describe('serving /uploads/', () => {
    const bytes = sample.mp3Id3(4000);
    let url: string;

    beforeAll(async () => {
      url = (await upload('audio', bytes, 'campana.mp3').expect(201)).body.url as string;
      writeFileSync(join(t.dataDir, 'secret.txt'), 'secreto');
      writeFileSync(join(uploadsDir(), '.env'), 'SECRET=1');
      writeFileSync(join(uploadsDir(), '.0b5c2f3e-8d1a-4c3b-9f6e-2a7d4e1b9c80.part'), 'ID3 a medias');
      writeFileSync(join(uploadsDir(), 'pagina.html'), '<script>alert(1)</script>');
    });

    it('should answer a Range request with 206 and exactly those bytes', async () => {
      const part = await raw(url, { headers: { Range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 100-199/4000');
      expect(part.headers['content-length']).toBe('100');
      expect(part.headers['content-type']).toBe('audio/mpeg');
      expect(part.headers['x-content-type-options']).toBe('nosniff');
      expect(part.body).toEqual(bytes.subarray(100, 200));

      const tail = await raw(url, { headers: { Range: 'bytes=-10' } });
      expect(tail.status).toBe(206);
      expect(tail.headers['content-range']).toBe('bytes 3990-3999/4000');
      expect(tail.body).toEqual(bytes.subarray(3990));

      const whole = await raw(url);
      expect(whole.status).toBe(200);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.body).toEqual(bytes);
    });

    it('should answer 416 with the length for a range past the end', async () => {
      const res = await raw(url, { headers: { Range: 'bytes=5000-6000' } });
      expect(res.status).toBe(416);
      expect(res.headers['content-range']).toBe('bytes */4000');
      expect(JSON.parse(res.body.toString())).toMatchObject({
        statusCode: 416,
        message: 'El rango pedido no está disponible',
      });
    });

    it.each([
      ['a missing file', '/uploads/0b5c2f3e-8d1a-4c3b-9f6e-2a7d4e1b9c80.mp3'],
      ['a half-written file', '/uploads/.0b5c2f3e-8d1a-4c3b-9f6e-2a7d4e1b9c80.part'],
      ['a dotfile', '/uploads/.env'],
      ['a path out of the folder', '/uploads/../secret.txt'],
      ['an encoded path out of the folder', '/uploads/%2e%2e/secret.txt'],
      ['an encoded slash', '/uploads/..%2fsecret.txt'],
      ['a badly encoded name', '/uploads/%E0%A4%A.mp3'],
      ['a file of a type never stored', '/uploads/pagina.html'],
      ['the folder', '/uploads/'],
      ['the folder without a slash', '/uploads'],
      ['a subfolder', '/uploads/sub/x.mp3'],
    ])('should answer %s with a JSON 404', async (_name, path) => {
      const res = await raw(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(res.body.toString())).toEqual({
        statusCode: 404,
        errorCode: 'RESOURCE.NOT_FOUND',
        message: 'No encontramos lo que buscas',
      });
    });
  });
});
