import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { JOURNAL_EXPORT, JOURNAL_EXPORT_TEXTS, entriesText, type JournalExportEntry } from '@inhala/domain';
import {
  drained,
  spanishDays,
  type JournalDocument,
  type JournalDocumentWriter,
} from './journal-document.writer';
import { fontBytes, fontName, fontRuns, parsedFont, type Face, type Family } from './pdf-fonts';

/**
 * The person's text as the PDF draws it: composed (NFC), line breaks kept, tabs as spaces, other
 * control characters left out. Every other character stays: the embedded fonts draw them.
 */
export function printable(text: string): string {
  return [...text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, '    ')]
    .filter((char) => char === '\n' || !isControl(char))
    .join('')
    .replace(/[ ]{2,}/g, ' ');
}

/** C0 and C1 control characters (the line break is kept apart). */
function isControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

const COLOURS = {
  ink: '#2f3a33',
  soft: '#6b756e',
  rule: '#d9e2dc',
  title: '#4f7a5f',
  badges: { 'Ritual Diario': '#4f7a5f', 'Página Matutina': '#b7793a', Retos: '#7a5aa6' } as Record<
    string,
    string
  >,
};
const MARGIN = 64;

interface PageTree {
  _root: { data: { Pages: { data: { Kids: Array<{ id: number; gen: number }> } } } };
}

/**
 * pdfkit writes each page as it ends but keeps the page's objects for the page tree it writes
 * last, which needs only each page's reference ('12 0 R'). The page before the new one has
 * ended: keep only its reference (same class, so pdfkit still writes it as one), so a long
 * journal costs a few bytes a page instead of a kilobyte.
 */
function forgetEndedPage(doc: PDFKit.PDFDocument): void {
  const kids = (doc as unknown as PageTree)._root.data.Pages.data.Kids;
  const ended = kids.length - 2;
  const page = kids[ended];
  if (!page) return;
  kids[ended] = Object.assign(Object.create(Object.getPrototypeOf(page) as object) as object, {
    id: page.id,
    gen: page.gen,
  });
}
const FOOTER = 40;

interface Style {
  face: Face;
  size: number;
  colour: string;
}

/**
 * Draws text in runs, each in the embedded font that has its characters (pdf-fonts.ts); a font
 * is registered with the document the first time a run needs it, so only those are embedded.
 */
class Typesetter {
  private readonly registered = new Set<string>();
  /** pdfkit's embedded fonts of this document, each with its cache of laid-out words. */
  private readonly embedded: Array<{ layoutCache?: object }> = [];
  /** The font drawing now: a page that begins in the middle of a run goes on in it. */
  current = fontName('text', 'regular');

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  use(family: Family, face: Face): void {
    const name = fontName(family, face);
    if (!this.registered.has(name)) {
      this.doc.registerFont(name, fontBytes(family, face)).font(name);
      // pdfkit parses the font anew for each document, and a font's first layout reads its
      // OpenType tables (about 0.2 s of CPU for Noto Sans): this document lays out its text with
      // the process's parsed copy instead. Same file, same glyph ids, so pdfkit's own copy still
      // embeds the glyphs used.
      const embedded = (this.doc as unknown as { _font: { font: unknown; layoutCache?: object } })._font;
      embedded.font = parsedFont(family, face);
      this.embedded.push(embedded);
      this.registered.add(name);
    }
    this.current = name;
    this.doc.font(name);
  }

  /**
   * pdfkit keeps every word it laid out for the whole document (about 1 KB each): a long
   * journal's distinct words would pile up. Forgotten after each batch, so memory stays flat.
   */
  forgetLayouts(): void {
    for (const font of this.embedded) if (font.layoutCache) font.layoutCache = Object.create(null) as object;
  }

  /**
   * Line by line: pdfkit's runs of one line ('continued' text) wrap well, but a line break inside
   * a continued run would start the next line where the run before ended.
   */
  text(content: string, face: Face, options: PDFKit.Mixins.TextOptions = {}): void {
    for (const line of content.split('\n')) {
      const runs = fontRuns(line || ' ', face);
      runs.forEach((run, i) => {
        this.use(run.family, face);
        this.doc.text(run.text, { ...options, continued: i < runs.length - 1 });
      });
    }
  }
}

/**
 * A4, generous margins, a title block, then each entry: date, a small coloured badge, title and
 * text; 'Página N' in every footer. Pages are written out as they fill (pdfkit keeps no page
 * once the next starts), and the writer waits for the reader after each batch.
 */
export class PdfkitJournalWriter implements JournalDocumentWriter {
  readonly contentType = 'application/pdf';

  async write(document: JournalDocument, out: Writable): Promise<void> {
    const doc = new PDFDocument({
      size: 'A4',
      autoFirstPage: false,
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
      info: { Title: JOURNAL_EXPORT.title, Author: 'Inhala' },
      displayTitle: true,
      lang: 'es-ES',
    });
    const type = new Typesetter(doc);
    let current: Style = { face: 'regular', size: 11, colour: COLOURS.ink };
    const style = (next: Style) => {
      current = next;
      type.use('text', next.face);
      doc.fontSize(next.size).fillColor(next.colour);
    };
    let pages = 0;
    doc.on('pageAdded', () => {
      pages += 1;
      forgetEndedPage(doc);
      const { bottom } = doc.page.margins;
      doc.page.margins.bottom = 0;
      const drawing = type.current;
      // A paragraph of several runs (pdfkit's 'continued' text) may be flowing onto this page:
      // set that flow aside while the footer is drawn, or the footer would join it.
      const flow = doc as unknown as { _wrapper: unknown; _textOptions: unknown };
      const paused = { wrapper: flow._wrapper, options: flow._textOptions };
      flow._wrapper = null;
      flow._textOptions = null;
      type.use('text', 'regular');
      doc
        .fontSize(9)
        .fillColor(COLOURS.soft)
        .text(`Página ${pages}`, MARGIN, doc.page.height - MARGIN, {
          width: doc.page.width - 2 * MARGIN,
          align: 'center',
          lineBreak: false,
        });
      doc.page.margins.bottom = bottom;
      flow._wrapper = paused.wrapper;
      flow._textOptions = paused.options;
      doc.x = MARGIN;
      doc.y = MARGIN;
      doc.font(drawing).fontSize(current.size).fillColor(current.colour);
    });
    const finished = new Promise<void>((resolve, reject) => {
      out.once('finish', resolve);
      out.once('close', resolve);
      out.once('error', reject);
    });
    // Awaited at the end; a failure before then is the loop's own rejection, not an unhandled one.
    finished.catch(() => undefined);
    doc.pipe(out);
    try {
      doc.addPage();
      this.header(doc, type, document, style);
      const spanishDay = spanishDays();
      let any = false;
      for await (const batch of document.batches) {
        for (const entry of batch) {
          any = true;
          this.entry(doc, type, entry, style, spanishDay(entry.day));
        }
        type.forgetLayouts();
        await this.caughtUp(doc, out);
      }
      if (!any) {
        style({ face: 'italic', size: 11, colour: COLOURS.soft });
        doc.text(JOURNAL_EXPORT_TEXTS.empty);
      }
    } catch (error) {
      doc.unpipe(out);
      throw error;
    }
    doc.end();
    await finished;
  }

  /** Waits until everything made so far has gone to the reader. */
  private async caughtUp(doc: PDFKit.PDFDocument, out: Writable): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (doc.readableLength > 0 || out.writableNeedDrain) {
      await drained(out);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  private header(
    doc: PDFKit.PDFDocument,
    type: Typesetter,
    document: JournalDocument,
    style: (s: Style) => void,
  ): void {
    style({ face: 'bold', size: 26, colour: COLOURS.title });
    doc.text(JOURNAL_EXPORT.title);
    doc.moveDown(0.3);
    style({ face: 'regular', size: 13, colour: COLOURS.ink });
    type.text(printable(document.rangeText), 'regular');
    style({ face: 'regular', size: 10, colour: COLOURS.soft });
    doc.text(entriesText(document.entries));
    doc.moveDown(0.8);
    this.rule(doc);
    doc.moveDown(1.2);
  }

  private rule(doc: PDFKit.PDFDocument): void {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(doc.page.width - MARGIN, doc.y)
      .lineWidth(0.75)
      .strokeColor(COLOURS.rule)
      .stroke();
  }

  private entry(
    doc: PDFKit.PDFDocument,
    type: Typesetter,
    entry: JournalExportEntry,
    style: (s: Style) => void,
    day: string,
  ): void {
    // The date, badge and title never sit alone at the foot of a page.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
    style({ face: 'bold', size: 13, colour: COLOURS.ink });
    doc.text(day);
    doc.moveDown(0.25);
    this.badge(doc, type, entry.badge);
    if (entry.title) {
      style({ face: 'bold', size: 12, colour: COLOURS.ink });
      type.text(printable(entry.title.replace(/\s*[\r\n]+\s*/g, ' ')), 'bold');
      doc.moveDown(0.2);
    }
    style({ face: 'regular', size: 11, colour: COLOURS.ink });
    type.text(printable(entry.text).trim() || ' ', 'regular', { lineGap: 3 });
    doc.moveDown(0.8);
    this.rule(doc);
    doc.moveDown(1);
  }

  /** A small coloured label with the entry's type. */
  private badge(doc: PDFKit.PDFDocument, type: Typesetter, badge: string): void {
    type.use('text', 'bold');
    doc.fontSize(8);
    const label = badge.toUpperCase();
    const width = doc.widthOfString(label) + 12;
    const top = doc.y;
    doc
      .roundedRect(MARGIN, top, width, 14, 7)
      .fill(COLOURS.badges[badge] ?? COLOURS.title)
      .fillColor('#ffffff')
      .text(label, MARGIN + 6, top + 3.5, { lineBreak: false });
    doc.x = MARGIN;
    doc.y = top + 20;
  }
}
