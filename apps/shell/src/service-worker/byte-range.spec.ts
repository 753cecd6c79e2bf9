import { byteRangeOf, rangeAnswerOf } from './byte-range';

describe('the byte range a downloaded file answers', () => {
  const size = 1000;

  it.each([
    ['bytes=0-', { type: 'part', start: 0, end: 999 }],
    ['bytes=0-1', { type: 'part', start: 0, end: 1 }],
    ['bytes=500-599', { type: 'part', start: 500, end: 599 }],
    ['bytes=900-5000', { type: 'part', start: 900, end: 999 }],
    ['bytes=999-', { type: 'part', start: 999, end: 999 }],
    ['bytes=-100', { type: 'part', start: 900, end: 999 }],
    ['bytes=-5000', { type: 'part', start: 0, end: 999 }],
    ['BYTES = 10 - 20', { type: 'part', start: 10, end: 20 }],
    ['bytes=1000-', { type: 'unsatisfiable' }],
    ['bytes=2000-3000', { type: 'unsatisfiable' }],
    ['bytes=-0', { type: 'unsatisfiable' }],
    // Ignored, as a server may: the whole file with 200.
    [null, { type: 'whole' }],
    ['', { type: 'whole' }],
    ['bytes=0-1,5-6', { type: 'whole' }],
    ['items=0-1', { type: 'whole' }],
    ['bytes=-', { type: 'whole' }],
    ['bytes=20-10', { type: 'whole' }],
  ])('should read %p of a 1000-byte file as %p', (header, expected) => {
    expect(byteRangeOf(header, size)).toEqual(expected);
  });

  it('should find no byte to answer in an empty file', () => {
    expect(byteRangeOf('bytes=0-', 0)).toEqual({ type: 'unsatisfiable' });
    expect(byteRangeOf('bytes=-10', 0)).toEqual({ type: 'unsatisfiable' });
  });

  it('should answer a range with 206, its Content-Range and the length of the part', () => {
    expect(rangeAnswerOf('bytes=100-199', size)).toEqual({
      status: 206,
      range: { type: 'part', start: 100, end: 199 },
      headers: { 'Content-Range': 'bytes 100-199/1000', 'Content-Length': '100', 'Accept-Ranges': 'bytes' },
    });
  });

  it('should answer no range with 200 and the whole length, and a range past the end with 416', () => {
    expect(rangeAnswerOf(null, size)).toMatchObject({
      status: 200,
      headers: { 'Content-Length': '1000', 'Accept-Ranges': 'bytes' },
    });
    expect(rangeAnswerOf('bytes=1000-', size)).toMatchObject({
      status: 416,
      headers: { 'Content-Range': 'bytes */1000' },
    });
  });
});
