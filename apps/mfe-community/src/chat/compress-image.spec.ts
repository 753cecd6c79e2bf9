import { compressImage } from './compress-image';

const MB = 1024 * 1024;

/** A canvas whose JPEG gets smaller as the quality drops: `sizes[quality]` bytes. */
function fakeCanvas(sizeAt: (quality: number) => number | null) {
  const drawImage = jest.fn();
  const toBlob = jest.fn((done: BlobCallback, _type?: string, quality?: number) => {
    const size = sizeAt(quality ?? 1);
    done(size === null ? null : new Blob([new Uint8Array(size)], { type: 'image/jpeg' }));
  });
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ({ drawImage }) as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(toBlob);
  return { drawImage, toBlob };
}

const close = jest.fn();
beforeEach(() => {
  close.mockClear();
  Object.assign(globalThis, {
    createImageBitmap: jest.fn(async () => ({ width: 4000, height: 3000, close })),
  });
});
afterEach(() => jest.restoreAllMocks());

const photo = () => new File([new Uint8Array(6 * MB)], 'amanecer.png', { type: 'image/png' });

describe('compressImage', () => {
  it('should step the JPEG quality down by 0.1 from 0.8 until it fits 4096 KB', async () => {
    const sizes: Record<string, number> = { '0.8': 7 * MB, '0.7': 5 * MB, '0.6': 4.5 * MB, '0.5': 3 * MB };
    const { toBlob, drawImage } = fakeCanvas((q) => sizes[String(q)] ?? 1);
    const out = await compressImage(photo());
    expect(toBlob.mock.calls.map((c) => [c[1], c[2]])).toEqual([
      ['image/jpeg', 0.8],
      ['image/jpeg', 0.7],
      ['image/jpeg', 0.6],
      ['image/jpeg', 0.5],
    ]);
    // 4000×3000 drawn within 1920×1080, keeping its proportions.
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1440, 1080);
    expect(out).toMatchObject({ name: 'amanecer.jpg', type: 'image/jpeg', size: 3 * MB });
    expect(close).toHaveBeenCalled();
  });

  it('should stop at the 0.1 floor and use that result when it is still too large', async () => {
    const { toBlob } = fakeCanvas(() => 5 * MB);
    const out = await compressImage(photo());
    expect(toBlob.mock.calls.map((c) => c[2])).toEqual([0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
    expect(out.size).toBe(5 * MB);
  });

  it('should reject when the browser cannot encode the image', async () => {
    fakeCanvas(() => null);
    await expect(compressImage(photo())).rejects.toThrow();
  });
});
