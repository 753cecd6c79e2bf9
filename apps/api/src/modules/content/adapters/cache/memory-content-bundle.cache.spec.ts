import type { ContentBundle } from '@inhala/domain';
import type { CatalogueReader } from '../../ports/catalogue.reader.port';
import { MemoryContentBundleCache } from './memory-content-bundle.cache';

const bundle = (name: string) =>
  ({ meditations: [{ name }], challengeDetails: [] }) as unknown as ContentBundle;

/** A reader whose reads finish when the test says so. */
function slowReader() {
  const pending: Array<(b: ContentBundle) => void> = [];
  const reader = {
    readBundle: () => new Promise<ContentBundle>((resolve) => pending.push(resolve)),
  } as unknown as CatalogueReader;
  return { reader, finish: (i: number, b: ContentBundle) => pending[i]?.(b) };
}

describe('MemoryContentBundleCache', () => {
  it('should report no loaded bundle until a read completes, and none after invalidate', async () => {
    const { reader, finish } = slowReader();
    const cache = new MemoryContentBundleCache(reader);
    const reading = cache.get();
    expect(cache.loaded()).toBeNull();
    finish(0, bundle('a'));
    const read = await reading;
    expect(cache.loaded()?.etag).toBe(read.etag);
    cache.invalidate();
    expect(cache.loaded()).toBeNull();
  });

  it('should never make a read that an invalidate overtook the loaded bundle', async () => {
    const { reader, finish } = slowReader();
    const cache = new MemoryContentBundleCache(reader);
    const stale = cache.get();
    cache.invalidate();
    const fresh = cache.get();
    finish(0, bundle('old'));
    await stale;
    expect(cache.loaded()).toBeNull();
    finish(1, bundle('new'));
    const current = await fresh;
    expect(cache.loaded()).toBe(current);
    expect(current.body).toContain('new');
  });
});
