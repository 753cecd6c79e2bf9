import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError, FileTooLargeError, uploadContentTypes } from '@inhala/domain';
import { sample } from '../../../../../test/media-samples';
import { loadConfig } from '../../../../platform/config/app-config';
import { DiskFileStorage } from './disk-file.storage';

/** `bytes` as they arrive over a network: in chunks, and counted as they are read. */
function arriving(bytes: Buffer, chunk = 1000) {
  const seen = { read: 0 };
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += chunk) {
      const part = bytes.subarray(at, at + chunk);
      seen.read += part.length;
      yield part;
    }
  }
  return { source: chunks(), seen };
}

describe('DiskFileStorage', () => {
  let dataDir: string;
  let storage: DiskFileStorage;
  const uploads = () => (existsSync(join(dataDir, 'uploads')) ? readdirSync(join(dataDir, 'uploads')) : []);
  const media = { accepts: uploadContentTypes('media'), maxBytes: { audio: 5000, video: 20_000 } };

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'inhala-uploads-'));
    storage = new DiskFileStorage(loadConfig({ DATA_DIR: dataDir }));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('should hold each kind to its own limit while the bytes arrive, and keep nothing it refused', async () => {
    const video = await storage.save(arriving(sample.mp4(15_000)).source, media);
    expect(video).toMatchObject({ kind: 'video', contentType: 'video/mp4', size: 15_000 });
    expect(video.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.mp4$/);
    expect(readFileSync(join(dataDir, video.url))).toEqual(sample.mp4(15_000));

    const tooLong = arriving(sample.mp3Id3(50_000));
    const refusal = storage.save(tooLong.source, media);
    await expect(refusal).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(refusal).rejects.toMatchObject({ code: 'FILE_TOO_LARGE', maxBytes: 5000 });
    // Refused at the first chunk past the limit, not after reading the whole file.
    expect(tooLong.seen.read).toBe(6000);
    await expect(storage.save(arriving(sample.mp4(25_000)).source, media)).rejects.toMatchObject({
      maxBytes: 20_000,
    });
    expect(uploads()).toEqual([video.url.replace('/uploads/', '')]);
  });

  it('should refuse a first chunk already over its kind limit before writing anything', async () => {
    await expect(storage.save(arriving(sample.m4a(8000), 8000).source, media)).rejects.toMatchObject({
      maxBytes: 5000,
    });
    expect(uploads()).toEqual([]);
  });

  it('should refuse bytes of no accepted type, however the file is cut, keeping nothing', async () => {
    for (const bytes of [sample.html(), sample.png(), sample.html().subarray(0, 5)]) {
      const error = await storage.save(arriving(bytes, 7).source, media).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('FILE_UNSUPPORTED');
    }
    expect(uploads()).toEqual([]);
  });

  it('should take a file shorter than the sniffing window, and refuse an empty one', async () => {
    const tiny = await storage.save(arriving(Buffer.from([0xff, 0xfb, 0x90, 0x64])).source, media);
    expect(tiny).toMatchObject({ kind: 'audio', contentType: 'audio/mpeg', size: 4 });
    await expect(storage.save(arriving(Buffer.alloc(0)).source, media)).rejects.toMatchObject({
      code: 'FILE_NOT_FOUND',
    });
  });

  it('should drop the half-written file when the bytes stop arriving', async () => {
    async function* broken() {
      yield sample.webm(4000);
      throw new DomainError('FILE_NOT_FOUND');
    }
    await expect(storage.save(broken(), media)).rejects.toMatchObject({ code: 'FILE_NOT_FOUND' });
    expect(uploads()).toEqual([]);
  });

  it('should know only the complete files it saved, and forget them', async () => {
    const stored = await storage.save(arriving(sample.ogg()).source, media);
    await expect(storage.exists(stored.url)).resolves.toBe(true);
    await expect(storage.exists('/uploads/../uploads/' + stored.url.slice(9))).resolves.toBe(false);
    await expect(storage.exists('https://example.com' + stored.url)).resolves.toBe(false);
    await storage.remove(stored.url);
    await expect(storage.exists(stored.url)).resolves.toBe(false);
    expect(uploads()).toEqual([]);
  });
});
