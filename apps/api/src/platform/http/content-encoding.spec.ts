import { gunzipSync } from 'node:zlib';
import { CompressedOnce, negotiateEncoding } from './content-encoding';

describe('content encoding', () => {
  it('should prefer br, then gzip, and honour a refusal with q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br');
    expect(negotiateEncoding('gzip, br;q=0', ['br', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('identity', ['br', 'gzip'])).toBeNull();
    expect(negotiateEncoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
  });

  it('should compress a version once and again only when the version changes', () => {
    const once = new CompressedOnce();
    const first = once.get('"v1"', 'calma '.repeat(100), 'gzip');
    expect(once.get('"v1"', 'calma '.repeat(100), 'gzip')).toBe(first);
    const next = once.get('"v2"', 'respira '.repeat(100), 'gzip');
    expect(next).not.toBe(first);
    expect(gunzipSync(next).toString()).toBe('respira '.repeat(100));
  });
});
