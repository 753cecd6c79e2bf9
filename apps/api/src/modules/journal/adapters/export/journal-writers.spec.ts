import { PassThrough, Writable } from 'node:stream';
import { inflateSync } from 'node:zlib';
import type { JournalExportEntry } from '@inhala/domain';
import { MarkdownJournalWriter } from './markdown-journal.writer';
import { PdfkitJournalWriter, printable } from './pdfkit-journal.writer';

const entry = (id: number, text: string, title: string | null = null): JournalExportEntry => ({
  type: 'morning_page',
  id,
  day: '2026-11-03',
  badge: 'Página Matutina',
  title,
  text,
});

async function* batchesOf(...batches: JournalExportEntry[][]) {
  for (const batch of batches) yield batch;
}

async function markdownOf(batches: AsyncIterable<JournalExportEntry[]>, entries: number): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await new MarkdownJournalWriter().write({ rangeText: 'Todo tu diario', entries, batches }, out);
  out.end();
  return Buffer.concat(chunks).toString('utf8');
}

describe('the journal writers', () => {
  it('should keep the person’s text as written in Markdown, line breaks included, nothing escaped', async () => {
    const md = await markdownOf(
      batchesOf([entry(1, '*Hoy* sentí _calma_\r\nY luego <paz>\n\nOtro párrafo 🌿', 'Título\ncon salto')]),
      1,
    );
    expect(md).toBe(
      '# Mi diario en Inhala\n\nTodo tu diario · 1 entrada\n\n---\n\n' +
        '## 3 de noviembre, 2026 · Página Matutina\n\n### Título con salto\n\n' +
        '*Hoy* sentí _calma_  \nY luego <paz>\n\nOtro párrafo 🌿\n\n---\n\n',
    );
  });

  it('should say so when the range holds no entries', async () => {
    expect(await markdownOf(batchesOf(), 0)).toContain(
      '0 entradas\n\n---\n\nAún no hay entradas en este periodo.\n',
    );
  });

  it('should keep Spanish letters for the PDF font and leave out what it cannot draw', () => {
    expect(printable('¿Qué tal, Íñigo? ¡Sí! — «ánimo» … 20 €')).toBe(
      '¿Qué tal, Íñigo? ¡Sí! — «ánimo» … 20 €',
    );
    expect(printable('Gracias 🙏🏽 por hoy 🌿\nMañana más')).toBe('Gracias por hoy \nMañana más');
    expect(printable('Āyurveda y Łódź')).toBe('Ayurveda y ódz');
    expect(printable('日本 ok')).toBe(' ok');
  });

  it('should stop reading the journal when the person cancels the download', async () => {
    let read = 0;
    async function* endless() {
      for (;;) {
        read += 1;
        yield Array.from({ length: 50 }, (_, i) =>
          entry(read * 100 + i, 'Texto de una entrada. '.repeat(20)),
        );
      }
    }
    // A reader that takes a little and then goes away, as a closed browser tab does.
    let received = 0;
    const out = new Writable({
      highWaterMark: 16_384,
      write(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > 200_000) this.destroy();
        else setImmediate(callback);
      },
    });
    await expect(
      new PdfkitJournalWriter().write(
        { rangeText: 'Todo tu diario', entries: 1_000_000, batches: endless() },
        out,
      ),
    ).rejects.toThrow('La descarga se cerró antes de terminar');
    expect(read).toBeLessThan(20);
  });
});

/** The text drawn on each page of a PDF: its content streams inflated, its TJ strings decoded. */
function pdfPageTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const pages: string[] = [];
  for (const match of raw.matchAll(/\/Filter \/FlateDecode[^>]*>>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('\nendstream', start);
    const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    if (!content.includes(' Tf')) continue;
    const lines = [...content.matchAll(/\[([^\]]*)\] TJ/g)].map((tj) =>
      [...(tj[1] ?? '').matchAll(/<([0-9a-f]*)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    );
    pages.push(lines.join('\n'));
  }
  return pages;
}

describe('the PDF', () => {
  it('should draw the title, the range, each entry with its date, badge, title and text, and a numbered footer', async () => {
    const chunks: Buffer[] = [];
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const long = Array.from({ length: 80 }, (_, i) => `Línea ${i + 1} de mi página 🌿`).join('\n');
    await new PdfkitJournalWriter().write(
      {
        rangeText: 'Del 1 de noviembre, 2026 al 3 de noviembre, 2026',
        entries: 2,
        batches: batchesOf([entry(1, '¿Qué sentí hoy? Calma.', 'Mañana clara'), entry(2, long)]),
      },
      out,
    );
    const pages = pdfPageTexts(Buffer.concat(chunks));
    // 80 lines of about 16 pt do not fit under the header of page 1 and one more page.
    expect(pages).toHaveLength(3);
    pages.forEach((text, i) => expect(text).toContain(`Página ${i + 1}`));
    const [first = '', , last = ''] = pages;
    expect(first).toContain('Mi diario en Inhala');
    expect(first).toContain('Del 1 de noviembre, 2026 al 3 de noviembre, 2026');
    expect(first).toContain('2 entradas');
    expect(first).toContain('3 de noviembre, 2026');
    expect(first).toContain('PÁGINA MATUTINA');
    expect(first).toContain('Mañana clara');
    expect(first).toContain('¿Qué sentí hoy? Calma.');
    expect(first).toContain('Línea 1 de mi página');
    expect(last).toContain('Línea 80 de mi página');
    expect(pages.join('')).not.toContain('ð'); // no emoji bytes printed as Latin-1 garbage
  });
});
