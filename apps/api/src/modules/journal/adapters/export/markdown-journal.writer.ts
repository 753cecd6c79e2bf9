import type { Writable } from 'node:stream';
import { JOURNAL_EXPORT, JOURNAL_EXPORT_TEXTS, entriesText, type JournalExportEntry } from '@inhala/domain';
import {
  drained,
  spanishDays,
  type JournalDocument,
  type JournalDocumentWriter,
} from './journal-document.writer';

/** A title on one line (a heading cannot hold a line break). */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/**
 * The person's text as they wrote it: nothing escaped, and every line break kept (a single
 * break becomes a Markdown hard break, two trailing spaces, invisible in the raw file).
 */
function keepLines(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split('\n')
    .map((line, i, lines) => (line.trim() !== '' && (lines[i + 1] ?? '').trim() !== '' ? `${line}  ` : line))
    .join('\n');
}

function entryMarkdown(entry: JournalExportEntry, spanishDay: (day: string) => string): string {
  const title = entry.title ? oneLine(entry.title) : '';
  return [
    `## ${spanishDay(entry.day)} · ${entry.badge}`,
    '',
    ...(title ? [`### ${title}`, ''] : []),
    keepLines(entry.text),
    '',
    '---',
    '',
    '',
  ].join('\n');
}

/** One .md file: the title, the range in Spanish, then each entry (date and badge, title, text). */
export class MarkdownJournalWriter implements JournalDocumentWriter {
  readonly contentType = 'text/markdown; charset=utf-8';

  async write(document: JournalDocument, out: Writable): Promise<void> {
    out.write(
      `# ${JOURNAL_EXPORT.title}\n\n${document.rangeText} · ${entriesText(document.entries)}\n\n---\n\n`,
    );
    const spanishDay = spanishDays();
    let any = false;
    for await (const batch of document.batches) {
      await drained(out);
      if (batch.length > 0) any = true;
      out.write(batch.map((entry) => entryMarkdown(entry, spanishDay)).join(''));
    }
    if (!any) out.write(`${JOURNAL_EXPORT_TEXTS.empty}\n`);
    await drained(out);
  }
}
