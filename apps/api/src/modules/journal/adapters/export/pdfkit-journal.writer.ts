import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { JOURNAL_EXPORT, JOURNAL_EXPORT_TEXTS, entriesText, type JournalExportEntry } from '@inhala/domain';
import {
  drained,
  spanishDays,
  type JournalDocument,
  type JournalDocumentWriter,
} from './journal-document.writer';

/** Windows-1252 (WinAnsi) beyond Latin-1: what the standard PDF fonts can draw besides ASCII and Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/**
 * Text the standard Helvetica fonts can draw: accents and ñ, ¿ and ¡ stay; a letter with another
 * accent keeps its base letter (ā → a); what the font cannot draw at all (emoji, other scripts)
 * is left out rather than printed as garbage. Line breaks are kept.
 */
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, '    ')) {
    if (char === '\n' || drawable(char)) out += char;
    else {
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      if (base !== char && [...base].every(drawable)) out += base;
    }
  }
  return out.replace(/[ ]{2,}/g, ' ');
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
  font: string;
  size: number;
  colour: string;
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
    let current: Style = { font: 'Helvetica', size: 11, colour: COLOURS.ink };
    const style = (next: Style) => {
      current = next;
      doc.font(next.font).fontSize(next.size).fillColor(next.colour);
    };
    let pages = 0;
    doc.on('pageAdded', () => {
      pages += 1;
      forgetEndedPage(doc);
      const { bottom } = doc.page.margins;
      doc.page.margins.bottom = 0;
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(COLOURS.soft)
        .text(`Página ${pages}`, MARGIN, doc.page.height - MARGIN, {
          width: doc.page.width - 2 * MARGIN,
          align: 'center',
          lineBreak: false,
        });
      doc.page.margins.bottom = bottom;
      doc.x = MARGIN;
      doc.y = MARGIN;
      style(current);
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
      this.header(doc, document, style);
      const spanishDay = spanishDays();
      let any = false;
      for await (const batch of document.batches) {
        for (const entry of batch) {
          any = true;
          this.entry(doc, entry, style, spanishDay(entry.day));
        }
        await this.caughtUp(doc, out);
      }
      if (!any) {
        style({ font: 'Helvetica-Oblique', size: 11, colour: COLOURS.soft });
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

  private header(doc: PDFKit.PDFDocument, document: JournalDocument, style: (s: Style) => void): void {
    style({ font: 'Helvetica-Bold', size: 26, colour: COLOURS.title });
    doc.text(JOURNAL_EXPORT.title);
    doc.moveDown(0.3);
    style({ font: 'Helvetica', size: 13, colour: COLOURS.ink });
    doc.text(printable(document.rangeText));
    style({ font: 'Helvetica', size: 10, colour: COLOURS.soft });
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
    entry: JournalExportEntry,
    style: (s: Style) => void,
    day: string,
  ): void {
    // The date, badge and title never sit alone at the foot of a page.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
    style({ font: 'Helvetica-Bold', size: 13, colour: COLOURS.ink });
    doc.text(day);
    doc.moveDown(0.25);
    this.badge(doc, entry.badge);
    if (entry.title) {
      style({ font: 'Helvetica-Bold', size: 12, colour: COLOURS.ink });
      doc.text(printable(entry.title.replace(/\s*[\r\n]+\s*/g, ' ')));
      doc.moveDown(0.2);
    }
    style({ font: 'Helvetica', size: 11, colour: COLOURS.ink });
    doc.text(printable(entry.text).trim() || ' ', { lineGap: 3 });
    doc.moveDown(0.8);
    this.rule(doc);
    doc.moveDown(1);
  }

  /** A small coloured label with the entry's type. */
  private badge(doc: PDFKit.PDFDocument, badge: string): void {
    doc.font('Helvetica-Bold').fontSize(8);
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
