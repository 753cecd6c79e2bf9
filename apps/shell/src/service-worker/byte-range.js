/*
 * The byte range a `Range` header asks of a stored file (RFC 9110 §14), for the service worker's
 * downloads: a downloaded recording answers the media element's range requests itself, so
 * seeking works offline. Plain functions with no imports: PwaPlugin writes this file into sw.js
 * (sw-parts.js), byte-range.spec.ts requires it, and sw-downloads.spec.ts runs the built worker.
 */

/**
 * `{ type: 'whole' }` when the whole file is the answer (no header, a unit other than bytes,
 * several ranges or a header that cannot be read: a server may ignore Range and send 200);
 * `{ type: 'part', start, end }` (inclusive) for one satisfiable range, clipped to the file;
 * `{ type: 'unsatisfiable' }` when the range starts past the end (416).
 */
function byteRangeOf(header, size) {
  if (!header) return { type: 'whole' };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return { type: 'whole' };
  if (match[1] === '') {
    // 'bytes=-500': the last 500 bytes.
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return { type: 'unsatisfiable' };
    return { type: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const last = match[2] === '' ? null : Number(match[2]);
  // 'bytes=20-10' is no range at all: ignored, like an unreadable header.
  if (last !== null && last < start) return { type: 'whole' };
  if (start >= size) return { type: 'unsatisfiable' };
  return { type: 'part', start, end: last === null ? size - 1 : Math.min(last, size - 1) };
}

/**
 * The status and headers of the answer to `header` for a stored file of `size` bytes: 200 with
 * its length, 206 with Content-Range and the part's length, or 416 with `bytes *\/size`. Every
 * answer says it accepts ranges, so the media element seeks by asking for one.
 */
function rangeAnswerOf(header, size) {
  const range = byteRangeOf(header, size);
  if (range.type === 'unsatisfiable')
    return { status: 416, range, headers: { 'Content-Range': `bytes */${size}`, 'Accept-Ranges': 'bytes' } };
  if (range.type === 'whole')
    return { status: 200, range, headers: { 'Content-Length': String(size), 'Accept-Ranges': 'bytes' } };
  return {
    status: 206,
    range,
    headers: {
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      'Content-Length': String(range.end - range.start + 1),
      'Accept-Ranges': 'bytes',
    },
  };
}

if (typeof module === 'object') module.exports = { byteRangeOf, rangeAnswerOf };
