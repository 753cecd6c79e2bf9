/** Types of byte-range.js, which is plain JavaScript so the service worker can hold it as it is. */
export type ByteRange =
  { type: 'whole' } | { type: 'part'; start: number; end: number } | { type: 'unsatisfiable' };

export interface RangeAnswer {
  status: 200 | 206 | 416;
  range: ByteRange;
  headers: Record<string, string>;
}

export function byteRangeOf(header: string | null, size: number): ByteRange;
export function rangeAnswerOf(header: string | null, size: number): RangeAnswer;
