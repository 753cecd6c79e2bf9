import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../../platform/config/app-config';
import { LayeredImageCache } from './layered-image.cache';

const key = (letter: string) => letter.repeat(64).slice(0, 64);
const A = key('a');
const B = key('b');
const C = key('c');
const image = (fill: number) => Buffer.alloc(1000, fill);

describe('LayeredImageCache', () => {
  let dataDir: string;
  const cacheDir = () => join(dataDir, 'image-cache');
  const onDisk = () => readdirSync(cacheDir()).sort();
  const diskBytes = () => onDisk().reduce((sum, name) => sum + statSync(join(cacheDir(), name)).size, 0);
  /** A cache holding at most `bytes` on disk; a new instance starts with an empty memory. */
  const cache = (bytes: number) =>
    new LayeredImageCache(loadConfig({ DATA_DIR: dataDir, IMAGE_CACHE_MAX_MB: String(bytes / 1024 / 1024) }));

  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'inhala-cache-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('should keep the disk under its cap by dropping the least recently used image', async () => {
    const images = cache(2500);
    await images.set(A, image(1));
    await images.set(B, image(2));
    expect(await images.get(A)).toEqual(image(1)); // A is now the most recently used
    await images.set(C, image(3));

    expect(onDisk()).toEqual([A, C]);
    expect(diskBytes()).toBeLessThanOrEqual(2500);
    expect(await images.get(B)).toBeNull();
    const afterRestart = cache(2500);
    expect(await afterRestart.get(A)).toEqual(image(1));
    expect(await afterRestart.get(B)).toBeNull();
  });

  it('should count the files already on disk after a restart, oldest use first', async () => {
    mkdirSync(cacheDir(), { recursive: true });
    writeFileSync(join(cacheDir(), A), image(1));
    writeFileSync(join(cacheDir(), B), image(2));
    utimesSync(join(cacheDir(), A), new Date('2026-01-01'), new Date('2026-01-01'));
    utimesSync(join(cacheDir(), B), new Date('2026-02-01'), new Date('2026-02-01'));

    await cache(2500).set(C, image(3));
    expect(onDisk()).toEqual([B, C]);
  });
});
