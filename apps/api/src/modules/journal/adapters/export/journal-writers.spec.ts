import { PassThrough, Writable } from 'node:stream';
import { inflateSync } from 'node:zlib';
import type { JournalExportEntry } from '@inhala/domain';
import { MarkdownJournalWriter } from './markdown-journal.writer';
import { TEXT_FONT_DRAWS, fontRuns, hasGlyph } from './pdf-fonts';
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

  it('should keep every character a person wrote for the PDF, leaving out only control characters', () => {
    expect(printable('¿Qué tal, Íñigo? ¡Sí! — «ánimo» … 20 €')).toBe(
      '¿Qué tal, Íñigo? ¡Sí! — «ánimo» … 20 €',
    );
    expect(printable('Gracias 🙏🏽 por hoy 🌿\r\nMañana más')).toBe('Gracias 🙏🏽 por hoy 🌿\nMañana más');
    expect(printable('Āyurveda y Łódź, 日本\u0007\u001b ok')).toBe('Āyurveda y Łódź, 日本 ok');
    expect(printable('A\u0301 compuesta\ttab')).toBe('Á compuesta tab');
  });

  it('should give each character the embedded font that draws it, and keep an emoji in one piece', () => {
    expect(fontRuns('Łódź 🙏🏽 y 👩\u200d💻 今日は静か שלום ✓ 한국 fin', 'regular')).toEqual([
      { family: 'text', text: 'Łódź ' },
      { family: 'emoji', text: '🙏🏽' },
      { family: 'text', text: ' y ' },
      { family: 'emoji', text: '👩\u200d💻' },
      { family: 'text', text: ' ' },
      { family: 'cjk', text: '今日は静か' },
      { family: 'text', text: ' ' },
      { family: 'symbols', text: 'שלום' },
      { family: 'text', text: ' ' },
      { family: 'cjk', text: '✓' },
      // No font has Korean: the text font draws its empty box, so the letters never vanish unseen.
      { family: 'text', text: ' 한국 fin' },
    ]);
    expect(fontRuns('❤️ ♥ €', 'bold').map((run) => run.family)).toEqual(['emoji', 'text', 'emoji', 'text']);
  });

  it('should take a line in the text font whole only when every face of it draws each character', () => {
    const ranges = [
      [0x20, 0x7e],
      [0xa0, 0x17f],
    ];
    const chars = ranges.flatMap(([from, to]) =>
      Array.from({ length: to! - from! + 1 }, (_, i) => String.fromCodePoint(from! + i)),
    );
    chars.push('–', '—', '‘', '’', '“', '”', '…', '€');
    expect(TEXT_FONT_DRAWS.test(chars.join(''))).toBe(true);
    for (const face of ['regular', 'bold', 'italic'] as const)
      expect(chars.filter((char) => !hasGlyph('text', face, char))).toEqual([]);
    expect(TEXT_FONT_DRAWS.test('Łódź 今')).toBe(false);
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

/**
 * The text drawn on each page of a PDF, as a reader extracts it: each run's glyph codes mapped
 * back to characters through its font's ToUnicode map, runs of one line joined, lines apart.
 * Glyphs come in drawing order: a right-to-left word reads reversed.
 */
function pdfPageTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const starts = [...raw.matchAll(/(\d+) 0 obj\n/g)].map((m) => ({
    id: Number(m[1]),
    at: (m.index ?? 0) + m[0].length,
  }));
  const objects = new Map<number, { dict: string; stream: string | null }>();
  starts.forEach(({ id, at }, i) => {
    const body = raw.slice(at, starts[i + 1]?.at ?? raw.length);
    const opens = body.indexOf('\nstream\n');
    if (opens < 0) return objects.set(id, { dict: body, stream: null });
    const dict = body.slice(0, opens);
    const bytes = pdf.subarray(at + opens + 8, at + body.lastIndexOf('\nendstream'));
    const stream = (dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    return objects.set(id, { dict, stream });
  });
  const refOf = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  // Each font resource name (F1, F2…) → code → characters, from its ToUnicode map.
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const [, name, id] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const cmap = objects.get(refOf(objects.get(Number(id))?.dict ?? '', 'ToUnicode'))?.stream ?? '';
      const codes = new Map<number, string>();
      for (const [, start, , list] of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/g)) {
        [...(list ?? '').matchAll(/<([0-9a-f ]+)>/g)].forEach((entry, i) => {
          const units = (entry[1] ?? '').split(' ').map((hex) => parseInt(hex, 16));
          codes.set(parseInt(start ?? '0', 16) + i, String.fromCharCode(...units));
        });
      }
      fonts.set(name ?? '', codes);
    }
  }
  const pages: string[] = [];
  for (const { dict } of objects.values()) {
    if (!/\/Type \/Page\b/.test(dict)) continue;
    const content = objects.get(refOf(dict, 'Contents'))?.stream ?? '';
    let font = new Map<number, string>();
    let x: number | null = null;
    let text = '';
    for (const op of content.matchAll(/1 0 0 1 ([\d.-]+) [\d.-]+ Tm\n|\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1] !== undefined) {
        // A run goes on to the right of the one before; a new line starts back at the left.
        if (x !== null && Number(op[1]) <= x) text += '\n';
        x = Number(op[1]);
      } else if (op[2]) font = fonts.get(op[2]) ?? new Map();
      else
        for (const [, hex] of (op[3] ?? '').matchAll(/<([0-9a-f]*)>/g))
          for (let i = 0; i < (hex ?? '').length; i += 4)
            text += font.get(parseInt(hex!.slice(i, i + 4), 16)) ?? '';
    }
    pages.push(text);
  }
  return pages;
}

async function pdfOf(document: Parameters<PdfkitJournalWriter['write']>[0]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await new PdfkitJournalWriter().write(document, out);
  return Buffer.concat(chunks);
}

describe('the PDF', () => {
  it('should draw the title, the range, each entry with its date, badge, title and text, and a numbered footer', async () => {
    const long = Array.from({ length: 80 }, (_, i) => `Línea ${i + 1} de mi página 🌿`).join('\n');
    const pages = pdfPageTexts(
      await pdfOf({
        rangeText: 'Del 1 de noviembre, 2026 al 3 de noviembre, 2026',
        entries: 2,
        batches: batchesOf([entry(1, '¿Qué sentí hoy? Calma.', 'Mañana clara'), entry(2, long)]),
      }),
    );
    // 80 lines of 18 pt (Noto Sans, 11 pt, 3 pt apart) do not fit under the header of page 1
    // and one more page; each line is drawn once, in order, runs of two fonts across the breaks.
    expect(pages).toHaveLength(3);
    const lines = pages.join('\n').match(/Línea \d+ de mi página 🌿/g) ?? [];
    expect(lines).toEqual(Array.from({ length: 80 }, (_, i) => `Línea ${i + 1} de mi página 🌿`));
    pages.forEach((text, i) => expect(text).toContain(`Página ${i + 1}`));
    const [first = ''] = pages;
    const last = pages[pages.length - 1] ?? '';
    expect(first).toContain('Mi diario en Inhala');
    expect(first).toContain('Del 1 de noviembre, 2026 al 3 de noviembre, 2026');
    expect(first).toContain('2 entradas');
    expect(first).toContain('3 de noviembre, 2026');
    expect(first).toContain('PÁGINA MATUTINA');
    expect(first).toContain('Mañana clara');
    expect(first).toContain('¿Qué sentí hoy? Calma.');
    expect(first).toContain('Línea 1 de mi página 🌿');
    expect(last).toContain('Línea 80 de mi página 🌿');
  });

  it('should draw every character a person wrote: Latin Extended, Japanese, Hebrew and emoji', async () => {
    const pdf = await pdfOf({
      rangeText: 'Todo tu diario',
      entries: 1,
      batches: batchesOf([
        entry(
          1,
          'Łukasz me escribió: 今日はとても静かな朝でした。\nשלום ✓ — gracias 🙏🏽 por hoy 🌿',
          'Łódź 🌅',
        ),
      ]),
    });
    const [text = ''] = pdfPageTexts(pdf);
    expect(text).toContain('Łódź 🌅');
    expect(text).toContain('Łukasz me escribió: 今日はとても静かな朝でした。');
    expect(text).toContain('םולש ✓ — gracias 🙏'); // Hebrew, drawn right to left

    expect(text).toContain('por hoy 🌿');
    // Embedded, so any reader draws them: only the fonts the text needs, only the glyphs used.
    const embedded = [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map(
      (m) => m[1],
    );
    expect(new Set(embedded)).toEqual(
      new Set([
        'NotoSans-Regular',
        'NotoSans-Bold',
        'NotoSansJP-Regular',
        'NotoEmoji-Regular',
        'NotoEmoji-Bold',
        'DejaVuSans',
      ]),
    );
    expect(pdf.length).toBeLessThan(120_000);
  });
});
