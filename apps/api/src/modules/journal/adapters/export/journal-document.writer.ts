import type { Writable } from 'node:stream';
import { spanishDay, type JournalExportEntry } from '@inhala/domain';

/** What a writer lays out: the header, then each batch as it is read. */
export interface JournalDocument {
  rangeText: string;
  entries: number;
  batches: AsyncIterable<JournalExportEntry[]>;
}

/** A file format of the export; it writes to `out` as it goes and never holds the whole file. */
export interface JournalDocumentWriter {
  readonly contentType: string;
  write(document: JournalDocument, out: Writable): Promise<void>;
}

/**
 * Waits until `out` wants more: the writer never runs ahead of a slow reader. Rejects when the
 * output is closed or fails first (the person cancelled the download).
 */
export function drained(out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('La descarga se cerró antes de terminar'));
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', done);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('La descarga se cerró antes de terminar'));
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', done);
  });
}

/** spanishDay for entries in day order: one formatting per day, not per entry. */
export function spanishDays(): (day: string) => string {
  let last = '';
  let text = '';
  return (day) => {
    if (day !== last) {
      last = day;
      text = spanishDay(day);
    }
    return text;
  };
}
