/**
 * The first bytes of each kind of media file, as real encoders write them, followed by filler:
 * enough for the server to recognise a file by its content (it never decodes one).
 */

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const u32le = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};

/** Deterministic bytes (not zeros), so a range read can be checked byte for byte. */
export function filler(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) bytes[i] = (i * 31 + seed) % 251;
  return bytes;
}

const withBody = (head: Buffer, total: number) =>
  Buffer.concat([head, filler(Math.max(0, total - head.length))]);

/** An ISO base media file (MP4 family) whose `ftyp` box names `brand` first. */
const isoMedia = (brand: string, compatible: string[], total: number) => {
  const ftyp = Buffer.concat([ascii('ftyp'), ascii(brand), u32(0x200), ...compatible.map(ascii)]);
  return withBody(Buffer.concat([u32(ftyp.length + 4), ftyp, u32(8), ascii('free')]), total);
};

/** An EBML header (Matroska family) with the given DocType. */
const ebml = (docType: string, total: number) => {
  const element = (id: number[], value: Buffer) =>
    Buffer.concat([Buffer.from(id), Buffer.from([0x80 | value.length]), value]);
  const body = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])),
    element([0x42, 0xf7], Buffer.from([1])),
    element([0x42, 0xf2], Buffer.from([4])),
    element([0x42, 0xf3], Buffer.from([8])),
    element([0x42, 0x82], ascii(docType)),
    element([0x42, 0x87], Buffer.from([4])),
    element([0x42, 0x85], Buffer.from([2])),
  ]);
  return withBody(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body]), total);
};

export const sample = {
  jpeg: (total = 512) =>
    withBody(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), ascii('JFIF\0')]), total),
  png: (total = 512) =>
    withBody(
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), u32(13), ascii('IHDR')]),
      total,
    ),
  gif: (total = 512) => withBody(ascii('GIF89a'), total),
  webp: (total = 512) => withBody(Buffer.concat([ascii('RIFF'), u32le(total - 8), ascii('WEBPVP8 ')]), total),
  wav: (total = 512) => withBody(Buffer.concat([ascii('RIFF'), u32le(total - 8), ascii('WAVEfmt ')]), total),
  /** An MP3 that starts with an ID3v2 tag. */
  mp3Id3: (total = 4000) =>
    withBody(
      Buffer.concat([
        ascii('ID3'),
        Buffer.from([3, 0, 0, 0, 0, 0, 0]),
        Buffer.from([0xff, 0xfb, 0x90, 0x64]),
      ]),
      total,
    ),
  /** An MP3 that starts with a frame: MPEG-1 layer III, 128 kbit/s, 44.1 kHz. */
  mp3Frame: (total = 4000) => withBody(Buffer.from([0xff, 0xfb, 0x90, 0x64]), total),
  /** Raw AAC in ADTS frames: MPEG-4, LC, 44.1 kHz, stereo. */
  aac: (total = 4000) => withBody(Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x2e, 0x7f, 0xfc]), total),
  /** An m4a as iTunes and ffmpeg write it. */
  m4a: (total = 4000) => isoMedia('M4A ', ['M4A ', 'mp42', 'isom'], total),
  /** An mp4 with a generic brand: a phone's or an encoder's video, or a recorder's audio. */
  mp4: (total = 4000) => isoMedia('isom', ['isom', 'iso2', 'avc1', 'mp41'], total),
  /** An mp4 that says it is a video (Apple's m4v). */
  m4v: (total = 4000) => isoMedia('M4V ', ['M4V ', 'M4A ', 'mp42', 'isom'], total),
  /** A QuickTime movie: no type accepted here. */
  mov: (total = 4000) => isoMedia('qt  ', ['qt  '], total),
  ogg: (total = 4000) => withBody(Buffer.concat([ascii('OggS'), Buffer.from([0, 2])]), total),
  webm: (total = 4000) => ebml('webm', total),
  matroska: (total = 4000) => ebml('matroska', total),
  html: () => ascii('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'),
};
