import type { JournalEntryType } from '../contracts/journal';
import { formatCalendarDate } from '../dates/calendar-dates';

/**
 * 'Exportar mi diario' (issue 19): the person's journal between two of their days, as one
 * Markdown file or a PDF. The rules both the server and the client need live here.
 */
export const JOURNAL_EXPORT_FORMATS = ['markdown', 'pdf'] as const;
export type JournalExportFormat = (typeof JOURNAL_EXPORT_FORMATS)[number];

export const JOURNAL_EXPORT = {
  /** Rows read from the database per statement: the most the server holds at once. */
  batchSize: 200,
  /** Exports per person per window. */
  limit: 10,
  windowMs: 10 * 60_000,
  /** The number of entries, counted before the file is streamed, for the progress indicator. */
  entriesHeader: 'X-Inhala-Entries',
  title: 'Mi diario en Inhala',
} as const;

export const JOURNAL_EXPORT_TEXTS = {
  invalidFrom: 'La fecha «Desde» no es válida: usa el formato AAAA-MM-DD',
  invalidTo: 'La fecha «Hasta» no es válida: usa el formato AAAA-MM-DD',
  invertedRange: 'La fecha «Desde» debe ser anterior o igual a la fecha «Hasta»',
  invalidFormat: 'Elige el formato Markdown o PDF',
  tooMany: 'Has exportado tu diario muchas veces seguidas. Espera unos minutos e inténtalo de nuevo.',
  everything: 'Todo tu diario',
  empty: 'Aún no hay entradas en este periodo.',
} as const;

/** The badge each entry carries, as on its journal card; a reflection written in a challenge is 'Retos'. */
export const JOURNAL_EXPORT_BADGES: Record<JournalEntryType, string> = {
  ritual: 'Ritual Diario',
  morning_page: 'Página Matutina',
  challenge: 'Retos',
};

export function exportBadge(type: JournalEntryType, challengeId: number | null): string {
  return challengeId !== null ? JOURNAL_EXPORT_BADGES.challenge : JOURNAL_EXPORT_BADGES[type];
}

/** One entry as the export writes it: its day is already the person's own (YYYY-MM-DD). */
export interface JournalExportEntry {
  type: JournalEntryType;
  id: number;
  day: string;
  badge: string;
  /** Null when the entry has none. */
  title: string | null;
  text: string;
}

/** Inclusive range of the person's days; null ends are open. */
export interface JournalExportRange {
  from: string | null;
  to: string | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 9999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** The range asked for, or the Spanish message that names what is wrong with it. */
export function parseExportRange(
  from: string | undefined,
  to: string | undefined,
): { range: JournalExportRange } | { error: string } {
  const start = from?.trim() || null;
  const end = to?.trim() || null;
  if (start !== null && !isCalendarDay(start)) return { error: JOURNAL_EXPORT_TEXTS.invalidFrom };
  if (end !== null && !isCalendarDay(end)) return { error: JOURNAL_EXPORT_TEXTS.invalidTo };
  if (start !== null && end !== null && start > end) return { error: JOURNAL_EXPORT_TEXTS.invertedRange };
  return { range: { from: start, to: end } };
}

/** A person's day in Spanish: '21 de noviembre, 2026' (the day is already theirs). */
export function spanishDay(day: string): string {
  return formatCalendarDate(day);
}

/** 'Del 1 de noviembre, 2026 al 24 de noviembre, 2026', 'Desde …', 'Hasta …' or 'Todo tu diario'. */
export function exportRangeText(range: JournalExportRange): string {
  if (range.from && range.to) return `Del ${spanishDay(range.from)} al ${spanishDay(range.to)}`;
  if (range.from) return `Desde el ${spanishDay(range.from)}`;
  if (range.to) return `Hasta el ${spanishDay(range.to)}`;
  return JOURNAL_EXPORT_TEXTS.everything;
}

/** 'inhala-diario-2026-11-01-a-2026-11-24.md'; open ends read 'inicio' and the export's day. */
export function exportFileName(
  range: JournalExportRange,
  today: string,
  format: JournalExportFormat,
): string {
  const extension = format === 'pdf' ? 'pdf' : 'md';
  return `inhala-diario-${range.from ?? 'inicio'}-a-${range.to ?? today}.${extension}`;
}

/** '1.240': thousands always grouped with a point, as written in Spanish (also below 10.000). */
export function spanishCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** '1 entrada', '1.240 entradas' */
export function entriesText(count: number): string {
  return count === 1 ? '1 entrada' : `${spanishCount(count)} entradas`;
}

/** '0 KB', '850 KB', '2,3 MB' */
export function spanishSize(bytes: number): string {
  if (bytes < 1_000_000) return `${spanishCount(Math.ceil(bytes / 1000))} KB`;
  return `${(bytes / 1_000_000).toFixed(1).replace('.', ',')} MB`;
}

/** The progress line: 'Preparando tu diario… 1.240 entradas · 2,3 MB'. */
export function exportProgressText(entries: number | null, bytes: number): string {
  const parts = [entries === null ? null : entriesText(entries), bytes > 0 ? spanishSize(bytes) : null];
  const known = parts.filter((part): part is string => part !== null);
  return known.length > 0 ? `Preparando tu diario… ${known.join(' · ')}` : 'Preparando tu diario…';
}
