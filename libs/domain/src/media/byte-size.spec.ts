import { formatByteSize } from './byte-size';

describe('formatByteSize', () => {
  it.each([
    [0, '0 B'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [4 * 1024 + 100, '4 KB'],
    [13_002_342, '12,4 MB'],
    [1024 * 1024, '1,0 MB'],
    [1.25 * 1024 ** 3, '1,3 GB'],
  ])('should write %p bytes as %p', (bytes, text) => {
    expect(formatByteSize(bytes)).toBe(text);
  });
});
