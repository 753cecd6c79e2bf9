/** Newest first by timestamp; the first one is the featured message (01 §2, §7). */
export function sortNewestFirst<T extends { timestamp: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
}
