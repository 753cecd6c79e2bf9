import { Logger } from '@nestjs/common';
import { get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import type { Response } from 'superagent';
import { JOURNAL_EXPORT } from '@inhala/domain';
import {
  queryDb,
  registerClient,
  registerUser,
  startTestApp,
  type TestApp,
} from '../../../../../test/test-app';
import { JournalExportSource } from '../../ports/journal-export.source.port';

/** The response body as bytes (supertest leaves binary bodies alone only when told). */
function binary(res: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

/** Pages of a PDF: its page objects (`/Type /Page`, not `/Pages`), and the page tree's count. */
function pdfPages(pdf: Buffer): { objects: number; count: number } {
  const text = pdf.toString('latin1');
  const count = /\/Type \/Pages\s*\/Count (\d+)/.exec(text)?.[1] ?? /\/Count (\d+)/.exec(text)?.[1];
  return { objects: (text.match(/\/Type \/Page\b/g) ?? []).length, count: Number(count) };
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('journal export API', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const exportOf = (sessionId: string, query: string) =>
    t.fromNewAddress().get(`/api/journal/export?${query}`).set('x-session-id', sessionId);

  /** A client in Mexico City with one entry of each kind, on the days named below. */
  async function journalInMexico() {
    const person = await registerClient(t, { timezone: 'America/Mexico_City' });
    const [day] = await queryDb<{ id: number; challenge_id: number }>(
      t,
      `SELECT id, challenge_id FROM challenge_days ORDER BY id LIMIT 1`,
    );
    await queryDb(
      t,
      `INSERT INTO rituals (user_id, date, intention, duration, style, meditation_name, journal_entry, journal_title, created_at)
       VALUES ($1, date '2026-11-01', 'Calma', 10, 'Pasiva', 'Respira', 'Día uno: respiré hondo', '', timestamptz '2026-11-01 15:00Z'),
              ($1, date '2026-11-02', 'Calma', 10, 'Pasiva', 'Respira', E'Primera línea\nSegunda línea\n\n¿Y la tercera? ¡Sí!', 'Mi reflexión', timestamptz '2026-11-02 15:00Z'),
              ($1, date '2026-11-05', 'Calma', 10, 'Pasiva', 'Respira', NULL, '', timestamptz '2026-11-05 15:00Z')`,
      [person.user.id],
    );
    // 03:30 UTC on the 4th is still the 3rd in Mexico City: the page belongs to the 3rd.
    await queryDb(
      t,
      `INSERT INTO morning_pages (user_id, title, content, created_at, archived)
       VALUES ($1, 'Amanecer', 'Escribo antes del café', timestamptz '2026-11-04 03:30Z', false),
              ($1, 'Archivada', 'No se exporta', timestamptz '2026-11-03 12:00Z', true)`,
      [person.user.id],
    );
    await queryDb(
      t,
      `INSERT INTO challenge_journal_entries (user_id, challenge_id, day_id, section_number, response, created_at)
       VALUES ($1, $2, $3, 1, 'Mi respuesta al reto', timestamptz '2026-11-04 18:00Z')`,
      [person.user.id, day?.challenge_id, day?.id],
    );
    return person;
  }

  it('should write the journal as Markdown: title, range, Spanish dates, badges and texts, oldest first', async () => {
    const person = await journalInMexico();
    const log = jest.spyOn(Logger.prototype, 'log');
    const res = await exportOf(person.sessionId, 'format=markdown').expect(200);
    // Logged with who, what and how much; never the text.
    const line = log.mock.calls.find(([entry]) => (entry as { msg?: string }).msg === 'journal exported');
    log.mockRestore();
    expect(line?.[0]).toEqual({
      msg: 'journal exported',
      personId: person.user.id,
      format: 'markdown',
      entries: 4,
      bytes: Buffer.byteLength(res.text),
      ms: expect.any(Number),
    });
    expect(JSON.stringify(line)).not.toContain('respiré');
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-inhala-entries']).toBe('4');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="inhala-diario-inicio-a-\d{4}-\d{2}-\d{2}\.md"$/,
    );
    const md = res.text;
    expect(md.startsWith('# Mi diario en Inhala\n\nTodo tu diario · 4 entradas\n')).toBe(true);
    const headings = md.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual([
      '## 1 de noviembre, 2026 · Ritual Diario',
      '## 2 de noviembre, 2026 · Ritual Diario',
      '## 3 de noviembre, 2026 · Página Matutina',
      '## 4 de noviembre, 2026 · Retos',
    ]);
    expect(md).toContain('### Mi reflexión\n\nPrimera línea  \nSegunda línea\n\n¿Y la tercera? ¡Sí!\n');
    expect(md).toContain('### Amanecer\n\nEscribo antes del café\n');
    expect(md).toContain('Mi respuesta al reto');
    expect(md).not.toContain('No se exporta');
  });

  it('should keep only the days in the range, both ends included, counted in the person’s time zone', async () => {
    const person = await journalInMexico();
    const res = await exportOf(person.sessionId, 'from=2026-11-02&to=2026-11-03').expect(200);
    expect(res.headers['x-inhala-entries']).toBe('2');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="inhala-diario-2026-11-02-a-2026-11-03.md"',
    );
    expect(res.text).toContain('Del 2 de noviembre, 2026 al 3 de noviembre, 2026 · 2 entradas');
    expect(res.text).toContain('Segunda línea');
    expect(res.text).toContain('Escribo antes del café');
    expect(res.text).not.toContain('Día uno');
    expect(res.text).not.toContain('Mi respuesta al reto');

    const from = await exportOf(person.sessionId, 'from=2026-11-04').expect(200);
    expect(from.headers['x-inhala-entries']).toBe('1');
    expect(from.text).toContain('Desde el 4 de noviembre, 2026');
    const one = await exportOf(person.sessionId, 'from=2026-11-01&to=2026-11-01').expect(200);
    expect(one.text).toContain('Día uno: respiré hondo');
    expect(one.headers['x-inhala-entries']).toBe('1');
  });

  it('should never include another person’s entries', async () => {
    const me = await journalInMexico();
    const other = await registerClient(t);
    await queryDb(
      t,
      `INSERT INTO morning_pages (user_id, title, content, created_at) VALUES ($1, 'Ajena', 'Texto de otra persona', timestamptz '2026-11-02 12:00Z')`,
      [other.user.id],
    );
    const mine = await exportOf(me.sessionId, '').expect(200);
    expect(mine.headers['x-inhala-entries']).toBe('4');
    expect(mine.text).not.toContain('Texto de otra persona');
    const theirs = await exportOf(other.sessionId, '').expect(200);
    expect(theirs.headers['x-inhala-entries']).toBe('1');
    expect(theirs.text).toContain('Texto de otra persona');
    expect(theirs.text).not.toContain('Mi respuesta al reto');
  });

  it.each([
    ['from=2026-02-30', 'La fecha «Desde» no es válida: usa el formato AAAA-MM-DD'],
    ['from=01-11-2026', 'La fecha «Desde» no es válida: usa el formato AAAA-MM-DD'],
    ['to=ayer', 'La fecha «Hasta» no es válida: usa el formato AAAA-MM-DD'],
    ['from=2026-11-05&to=2026-11-04', 'La fecha «Desde» debe ser anterior o igual a la fecha «Hasta»'],
    ['format=docx', 'Elige el formato Markdown o PDF'],
  ])('should refuse %s in Spanish', async (query, message) => {
    const person = await registerClient(t);
    const res = await exportOf(person.sessionId, query).expect(400);
    expect(res.body).toEqual({ statusCode: 400, errorCode: 'VALIDATION.FAILED', message });
  });

  it('should refuse a person who is not signed in, and a lead without the journal', async () => {
    const signedOut = await t.fromNewAddress().get('/api/journal/export').expect(401);
    expect(signedOut.body.errorCode).toBe('SESSION_INVALID');
    const lead = await registerUser(t.fromNewAddress());
    const res = await exportOf(lead.sessionId, '');
    expect(res.status).toBe(403);
  });

  it('should allow 10 exports per person in 10 minutes, then answer 429 in Spanish', async () => {
    const person = await registerClient(t);
    for (let i = 0; i < JOURNAL_EXPORT.limit; i++) await exportOf(person.sessionId, '').expect(200);
    const res = await exportOf(person.sessionId, 'format=pdf').expect(429);
    expect(res.body.message).toBe(
      'Has exportado tu diario muchas veces seguidas. Espera unos minutos e inténtalo de nuevo.',
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const someoneElse = await registerClient(t);
    await exportOf(someoneElse.sessionId, '').expect(200);
  });

  it('should lay out a PDF: %PDF, A4, and the number of pages a known amount of text fills', async () => {
    const person = await journalInMexico();
    const small = await exportOf(person.sessionId, 'format=pdf').buffer(true).parse(binary).expect(200);
    const pdf = small.body as Buffer;
    expect(small.headers['content-type']).toBe('application/pdf');
    expect(small.headers['content-disposition']).toMatch(/filename="inhala-diario-inicio-a-[\d-]+\.pdf"/);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pdfPages(pdf)).toEqual({ objects: 1, count: 1 });

    // 120 lines of text per entry at 11 pt (Noto Sans, 15 pt a line) with a 3 pt gap is 18 pt a
    // line; a page holds about 37 of them: three such entries fill ten pages.
    const long = await registerClient(t);
    await queryDb(
      t,
      `INSERT INTO morning_pages (user_id, title, content, created_at)
       SELECT $1, 'Larga ' || n, (SELECT string_agg('Línea ' || l || ' 🌿', E'\\n') FROM generate_series(1, 120) l),
              timestamptz '2026-11-01 12:00Z' + make_interval(days => n)
         FROM generate_series(1, 3) n`,
      [long.user.id],
    );
    const big = await exportOf(long.sessionId, 'format=pdf').buffer(true).parse(binary).expect(200);
    expect(pdfPages(big.body as Buffer)).toEqual({ objects: 10, count: 10 });
  });

  it('should keep every entry once, in day order, across batches that mix rituals and pages with shared instants', async () => {
    const person = await registerClient(t, { timezone: 'Asia/Tokyo' });
    // 300 rituals, one a day; every third was written the day after its own day (a late sync).
    // 300 pages written at the very instants of the rituals: ties across sources at batch edges.
    await queryDb(
      t,
      `INSERT INTO rituals (user_id, date, intention, duration, style, meditation_name, journal_entry, created_at)
       SELECT $1, date '2025-01-01' + n, 'Calma', 10, 'Pasiva', 'Respira', 'Ritual ' || n,
              timestamptz '2025-01-01 03:00Z' + make_interval(days => n + CASE WHEN n % 3 = 0 THEN 1 ELSE 0 END)
         FROM generate_series(1, 300) n`,
      [person.user.id],
    );
    await queryDb(
      t,
      `INSERT INTO morning_pages (user_id, content, created_at)
       SELECT $1, 'Página ' || n, timestamptz '2025-01-01 03:00Z' + make_interval(days => n + CASE WHEN n % 3 = 0 THEN 1 ELSE 0 END)
         FROM generate_series(1, 300) n`,
      [person.user.id],
    );
    const expected = await queryDb<{ text: string }>(
      t,
      `SELECT text FROM (
         SELECT journal_entry AS text, date AS day, created_at, 'ritual' AS type, id FROM rituals WHERE user_id = $1
         UNION ALL
         SELECT content, (created_at AT TIME ZONE 'Asia/Tokyo')::date, created_at, 'morning_page', id FROM morning_pages WHERE user_id = $1
       ) e ORDER BY day, created_at, type, id`,
      [person.user.id],
    );
    const res = await exportOf(person.sessionId, 'from=2025-01-10&to=2025-10-20').expect(200);
    const texts = res.text.split('\n').filter((line) => /^(Ritual|Página) \d+$/.test(line));
    const inRange = await queryDb<{ text: string }>(
      t,
      `SELECT text FROM (
         SELECT journal_entry AS text, date AS day, created_at, 'ritual' AS type, id FROM rituals WHERE user_id = $1
         UNION ALL
         SELECT content, (created_at AT TIME ZONE 'Asia/Tokyo')::date, created_at, 'morning_page', id FROM morning_pages WHERE user_id = $1
       ) e WHERE day BETWEEN date '2025-01-10' AND date '2025-10-20' ORDER BY day, created_at, type, id`,
      [person.user.id],
    );
    expect(expected).toHaveLength(600);
    expect(inRange.length).toBeGreaterThan(2 * JOURNAL_EXPORT.batchSize);
    expect(texts).toEqual(inRange.map((row) => row.text));
    expect(res.headers['x-inhala-entries']).toBe(String(inRange.length));
  });

  it('should stop reading the journal and log it when the person cancels the download', async () => {
    const person = await registerClient(t);
    await queryDb(
      t,
      `INSERT INTO morning_pages (user_id, content, created_at)
       SELECT $1, repeat('Texto de una página larga. ', 40), timestamptz '2024-01-01 12:00Z' + make_interval(hours => n)
         FROM generate_series(1, 4000) n`,
      [person.user.id],
    );
    const source = t.app.get(JournalExportSource);
    const original = source.batches.bind(source);
    let batches = 0;
    const spy = jest.spyOn(source, 'batches').mockImplementation(async function* (...args) {
      for await (const batch of original(...args)) {
        batches += 1;
        yield batch;
      }
    });
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      await new Promise<void>((resolve, reject) => {
        const server: Server = t.app.getHttpServer();
        const listening = server.listening ? server : server.listen(0);
        const { port } = listening.address() as AddressInfo;
        const req = httpGet(
          { port, path: '/api/journal/export?format=pdf', headers: { 'x-session-id': person.sessionId } },
          (res) => {
            expect(res.statusCode).toBe(200);
            res.once('data', () => {
              req.destroy();
              resolve();
            });
          },
        );
        req.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
      });
      await waitFor(() =>
        warn.mock.calls.some(
          ([entry]) => (entry as { msg?: string }).msg === 'journal export ended before the end',
        ),
      );
      const logged = warn.mock.calls.find(
        ([entry]) => (entry as { msg?: string }).msg === 'journal export ended before the end',
      )?.[0];
      expect(logged).toMatchObject({ personId: person.user.id, format: 'pdf', entries: 4000 });
      expect(batches).toBeLessThan(4000 / JOURNAL_EXPORT.batchSize);
    } finally {
      spy.mockRestore();
      warn.mockRestore();
    }
  });

  it('should stream 10,000 entries in both formats in batches, with heap growth far below the file', async () => {
    const person = await registerClient(t);
    await queryDb(
      t,
      `INSERT INTO morning_pages (user_id, title, content, created_at)
       SELECT $1, 'Página ' || n, 'Entrada ' || n || '. ' || repeat('Respiro, agradezco y suelto lo que no es mío. ', 4),
              timestamptz '2020-01-01 12:00Z' + make_interval(hours => n * 7)
         FROM generate_series(1, 10000) n`,
      [person.user.id],
    );
    // Live heap after a full collection: what the server holds, not garbage waiting for the collector.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const liveHeap = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const source = t.app.get(JournalExportSource);
    const original = source.batches.bind(source);
    let batchSizes: number[] = [];
    let samples: number[] = [];
    const spy = jest.spyOn(source, 'batches').mockImplementation(async function* (...args) {
      for await (const batch of original(...args)) {
        batchSizes.push(batch.length);
        if (batchSizes.length % 10 === 0) samples.push(liveHeap());
        yield batch;
      }
    });
    // The PDF's fonts are read once per process, by its first PDF (pdf-fonts.ts): that one is
    // made before measuring, as a server that has made any PDF.
    const empty = await registerClient(t);
    await exportOf(empty.sessionId, 'format=pdf').buffer(true).parse(binary).expect(200);
    try {
      for (const format of ['markdown', 'pdf'] as const) {
        batchSizes = [];
        const before = liveHeap();
        samples = [];
        let bytes = 0;
        let last = '';
        const res = await exportOf(person.sessionId, `format=${format}`)
          .buffer(true)
          .parse((stream, callback) => {
            // Counted and let go: the test keeps no copy of the file either.
            stream.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
              last = (last + chunk.toString('latin1')).slice(-2000);
            });
            stream.on('end', () => callback(null, null));
          })
          .expect(200);
        expect(res.headers['x-inhala-entries']).toBe('10000');
        expect(batchSizes.reduce((a, b) => a + b, 0)).toBe(10_000);
        expect(Math.max(...batchSizes)).toBeLessThanOrEqual(JOURNAL_EXPORT.batchSize);
        expect(batchSizes.length).toBe(10_000 / JOURNAL_EXPORT.batchSize);
        const growth = Math.max(...samples) - before;
        const duringStream = Math.max(...samples) - (samples[0] ?? 0);
        expect(bytes).toBeGreaterThan(1_500_000);
        // Once the file has started (fonts loaded, first batches written), the live heap stays
        // flat: a writer that kept the file, or the journal, would grow by at least its size.
        expect(duringStream).toBeLessThan(bytes / 5);
        expect(growth).toBeLessThan(bytes);
        if (format === 'markdown') expect(last).toContain('Entrada 10000.');
        else expect(last).toContain('%%EOF');
      }
    } finally {
      spy.mockRestore();
    }
  }, 120_000); // a PDF in embedded fonts costs about twice the CPU of the standard Helvetica
});
