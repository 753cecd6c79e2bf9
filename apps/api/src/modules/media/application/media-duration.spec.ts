import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wavFile } from '../../../seed/demo-audio';
import { DemoRecordings } from '../../../seed/demo-recordings';
import { FILE_TYPES } from './file-type';
import { readMediaDuration, type ByteSource } from './media-duration';

/** A file in memory, read the way the disk adapter reads one (short at the end). */
const bytesOf = (file: Buffer): ByteSource => ({
  size: file.length,
  read: (position, length) => Promise.resolve(file.subarray(position, position + length)),
});
const lengthOf = (file: Buffer, type: keyof typeof FILE_TYPES) =>
  readMediaDuration(bytesOf(file), FILE_TYPES[type]);

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u32 = (value: number) =>
  Buffer.from([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);
const box = (type: string, ...body: Buffer[]) => {
  const payload = Buffer.concat(body);
  return Buffer.concat([u32(payload.length + 8), ascii(type), payload]);
};

/**
 * A real MP3 from the encoder the demo uses (@breezystack/lamejs, in its worker thread): the demo
 * pad for `seconds`, 16 kHz mono, 48 kbit/s.
 */
async function mp3Of(seconds: number): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'inhala-mp3-'));
  try {
    const recordings = new DemoRecordings(dir);
    await recordings.make([{ voice: 0, seconds }], () => Promise.resolve());
    return readFileSync(recordings.pathOf({ voice: 0, seconds }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('readMediaDuration', () => {
  it('should read a WAV from its header: data bytes over bytes per second', async () => {
    const wav = wavFile(new Float32Array(16_000 * 3), 16_000);
    await expect(lengthOf(wav, 'wav')).resolves.toBe(3);
  });

  it("should take a streamed WAV's length from the file when its header says 0 or all ones", async () => {
    const wav = wavFile(new Float32Array(8_000 * 5), 8_000);
    for (const size of [0, 0xffffffff]) {
      const streamed = Buffer.from(wav);
      streamed.writeUInt32LE(size, 40);
      await expect(lengthOf(streamed, 'wav')).resolves.toBe(5);
    }
  });

  it('should stop a WAV at its last byte when the header claims more', async () => {
    const wav = wavFile(new Float32Array(16_000 * 4), 16_000);
    await expect(lengthOf(wav.subarray(0, 44 + 16_000 * 2), 'wav')).resolves.toBe(1);
  });

  it('should know no length of a WAV with no format chunk', async () => {
    const wav = wavFile(new Float32Array(1_600), 16_000);
    wav.write('junk', 12, 'latin1');
    await expect(lengthOf(wav, 'wav')).resolves.toBeNull();
  });

  it("should count an encoder's MP3 frames, with or without tags around them", async () => {
    const mp3 = await mp3Of(7);
    // The encoder's delay and its last frame's padding add under a tenth of a second.
    const seconds = await lengthOf(mp3, 'mp3');
    expect(seconds).toBeGreaterThanOrEqual(7);
    expect(seconds).toBeLessThan(7.15);
    const id3 = Buffer.concat([ascii('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, 100]), Buffer.alloc(100)]);
    const id3v1 = Buffer.concat([ascii('TAG'), Buffer.alloc(125, 0x20)]);
    await expect(lengthOf(Buffer.concat([id3, mp3, id3v1]), 'mp3')).resolves.toBe(seconds);
  });

  it("should trust an MP3's Xing header for the number of frames", async () => {
    const mp3 = await mp3Of(2);
    // MPEG-2 mono: the tag sits after 4 header bytes and 9 of side information.
    const tagged = Buffer.from(mp3);
    tagged.write('Xing', 13, 'latin1');
    tagged.writeUInt32BE(1, 17);
    tagged.writeUInt32BE(10_000, 21);
    await expect(lengthOf(tagged, 'mp3')).resolves.toBe((10_000 * 576) / 16_000);
  });

  it('should know no length of bytes that hold no MP3 frame', async () => {
    await expect(lengthOf(Buffer.concat([ascii('ID3'), Buffer.alloc(400)]), 'mp3')).resolves.toBeNull();
  });

  it('should count the samples of an ADTS AAC stream frame by frame', async () => {
    // MPEG-4 AAC LC, 44.1 kHz, stereo, one raw block of 1024 samples in each 100-byte frame.
    const frame = Buffer.alloc(100);
    frame.set([0xff, 0xf1, 0x50, 0x80 | ((100 >> 11) & 3), (100 >> 3) & 0xff, ((100 & 7) << 5) | 0x1f, 0xfc]);
    const file = Buffer.concat(Array.from({ length: 431 }, () => frame));
    await expect(lengthOf(file, 'aac')).resolves.toBeCloseTo((431 * 1024) / 44_100, 6);
  });

  it("should read an MP4's movie header, wherever its moov box sits", async () => {
    const ftyp = box('ftyp', ascii('M4A '), u32(0), ascii('isomM4A '));
    const mvhd0 = box('mvhd', Buffer.from([0, 0, 0, 0]), u32(0), u32(0), u32(600), u32(600 * 754 + 300));
    const mdat = box('mdat', Buffer.alloc(5000, 1));
    const atEnd = Buffer.concat([ftyp, mdat, box('moov', box('free', Buffer.alloc(8)), mvhd0)]);
    await expect(lengthOf(atEnd, 'm4a')).resolves.toBe(754.5);
    // Version 1: 64-bit times and duration.
    const v1 = box('mvhd', Buffer.from([1, 0, 0, 0]), Buffer.alloc(16), u32(1000), u32(0), u32(90_000));
    await expect(lengthOf(Buffer.concat([ftyp, box('moov', v1), mdat]), 'mp4')).resolves.toBe(90);
  });

  it('should know no length of an MP4 without a movie header', async () => {
    const ftyp = box('ftyp', ascii('isom'), u32(0), ascii('isom'));
    await expect(lengthOf(Buffer.concat([ftyp, box('mdat', Buffer.alloc(64))]), 'mp4')).resolves.toBeNull();
  });

  /** An Ogg page of one packet, with its granule position. */
  const oggPage = (granule: bigint, packet: Buffer, serial = 77) => {
    const header = Buffer.alloc(27);
    header.write('OggS', 0, 'latin1');
    header.writeBigInt64LE(granule, 6);
    header.writeUInt32LE(serial, 14);
    header[26] = 1;
    return Buffer.concat([header, Buffer.from([packet.length]), packet]);
  };

  it("should read an Ogg Vorbis file's last granule at its own sample rate", async () => {
    const id = Buffer.concat([
      ascii('\x01vorbis'),
      Buffer.alloc(4),
      Buffer.from([2]),
      Buffer.alloc(4),
      Buffer.alloc(11),
    ]);
    id.writeUInt32LE(44_100, 12);
    const body = Buffer.alloc(200_000, 3);
    const file = Buffer.concat([
      oggPage(0n, id),
      body,
      oggPage(44_100n * 90n, Buffer.alloc(50)),
      // Another stream's page, and one with no granule yet, after it: neither counts.
      oggPage(44_100n * 999n, Buffer.alloc(50), 78),
      oggPage(-1n, Buffer.alloc(50)),
    ]);
    await expect(lengthOf(file, 'ogg')).resolves.toBe(90);
  });

  it('should read an Ogg Opus file at 48 kHz less its pre-skip', async () => {
    const head = Buffer.concat([ascii('OpusHead'), Buffer.from([1, 1]), Buffer.alloc(9)]);
    head.writeUInt16LE(312, 10);
    const file = Buffer.concat([
      oggPage(0n, head),
      Buffer.alloc(1000),
      oggPage(48_000n * 60n + 312n, Buffer.alloc(10)),
    ]);
    await expect(lengthOf(file, 'ogg')).resolves.toBe(60);
  });

  /** An EBML element with a one-byte size. */
  const element = (id: number[], body: Buffer) =>
    Buffer.concat([Buffer.from(id), Buffer.from([0x80 | body.length]), body]);
  const ebmlHeader = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], ascii('webm')));
  const unknownSize = (id: number[]) => Buffer.from([...id, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

  it("should read a WebM's Segment Info duration in its timecode scale", async () => {
    const duration = Buffer.alloc(8);
    duration.writeDoubleBE(123_456);
    const info = element(
      [0x15, 0x49, 0xa9, 0x66],
      Buffer.concat([
        element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
        element([0x44, 0x89], duration),
      ]),
    );
    const seekHead = element([0x11, 0x4d, 0x9b, 0x74], Buffer.alloc(20));
    const file = Buffer.concat([
      ebmlHeader,
      unknownSize([0x18, 0x53, 0x80, 0x67]),
      seekHead,
      info,
      Buffer.alloc(300),
    ]);
    await expect(lengthOf(file, 'webm')).resolves.toBeCloseTo(123.456, 6);
  });

  it('should know no length of a live WebM recording that never wrote one', async () => {
    const cluster = unknownSize([0x1f, 0x43, 0xb6, 0x75]);
    const file = Buffer.concat([
      ebmlHeader,
      unknownSize([0x18, 0x53, 0x80, 0x67]),
      cluster,
      Buffer.alloc(300),
    ]);
    await expect(lengthOf(file, 'weba')).resolves.toBeNull();
  });

  it('should give an image no length', async () => {
    await expect(lengthOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'jpeg')).resolves.toBeNull();
  });
});
