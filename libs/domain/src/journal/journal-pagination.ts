import { JOURNAL_PREVIEW_LENGTH } from '../contracts/journal';

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a requested page inside 1..last. */
export function clampPage(page: number, total: number, pageSize: number): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), totalPages(total, pageSize));
}

/**
 * The page buttons (02 §2.8): up to 5 numbers around the current page, plus the last page.
 * A null stands for the gap before the last page.
 */
export function pageWindow(current: number, pages: number, size = 5): Array<number | null> {
  if (pages <= size + 1) return Array.from({ length: pages }, (_, i) => i + 1);
  const half = Math.floor(size / 2);
  const start = Math.max(1, Math.min(current - half, pages - size));
  const window: Array<number | null> = Array.from({ length: size }, (_, i) => start + i);
  const lastShown = start + size - 1;
  if (lastShown < pages - 1) window.push(null);
  if (lastShown < pages) window.push(pages);
  return window;
}

/** The 100-character preview with its 'Ver más' toggle. */
export function preview(text: string, max = JOURNAL_PREVIEW_LENGTH): { text: string; truncated: boolean } {
  const trimmed = text.trim();
  if (trimmed.length <= max) return { text: trimmed, truncated: false };
  return { text: `${trimmed.slice(0, max).trimEnd()}…`, truncated: true };
}
