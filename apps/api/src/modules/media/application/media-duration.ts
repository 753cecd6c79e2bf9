import type { FileType } from './file-type';

/**
 * A stored file read at random places, so that a length can be found without holding the file
 * in memory (an audio may be 50 MB, a video 500 MB). `read` answers fewer bytes at the end.
 */
export interface ByteSource {
  readonly size: number;
  read(position: number, length: number): Promise<Uint8Array>;
}

/**
 * How long an uploaded recording plays, in seconds, read from its own bytes (DESIGN: uploads
 * take their type from the content; their length comes from the same place, never from what an
 * admin types): WAV from its header, MP3 from a Xing/Info or VBRI header or else by walking
 * every frame, AAC (ADTS) by walking its frames, MP4/M4A from the movie header (`mvhd`), Ogg
 * (Vorbis, Opus) from the last page's granule, WebM from its Segment Info. Null for an image, or
 * when the file does not tell (a live WebM recording has no duration; a damaged header).
 */
export async function readMediaDuration(source: ByteSource, type: FileType): Promise<number | null> {
  if (type.kind === 'image' || source.size === 0) return null;
  const read = READERS[type.extension];
  const seconds = read ? await read(source) : null;
  return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** By the stored extension (FILE_TYPES); images have none. */
const READERS: Partial<Record<string, (source: ByteSource) => Promise<number | null>>> = {
  wav: wavDuration,
  mp3: mp3Duration,
  aac: adtsDuration,
  m4a: mp4Duration,
  mp4: mp4Duration,
  ogg: oggDuration,
  weba: webmDuration,
  webm: webmDuration,
};

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const text = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/**
 * Reads a file forwards in large blocks: a frame walk asks for a few bytes per frame, and one
 * read per frame would be a system call per 26 ms of sound.
 */
class ForwardReader {
  private block: Uint8Array = new Uint8Array(0);
  private start = 0;

  constructor(
    private readonly source: ByteSource,
    private readonly blockSize = 64 * 1024,
  ) {}

  async bytes(position: number, length: number): Promise<Uint8Array> {
    const end = position + length;
    if (position < this.start || end > this.start + this.block.length) {
      this.start = position;
      this.block = await this.source.read(position, Math.max(length, this.blockSize));
    }
    return this.block.subarray(position - this.start, end - this.start);
  }
}

// ------------------------------------------------------------------------------------------- WAV

/** RIFF chunks: `fmt ` gives the bytes per second, `data` the bytes of sound. */
async function wavDuration(source: ByteSource): Promise<number | null> {
  const reader = new ForwardReader(source);
  let byteRate: number | null = null;
  for (let at = 12; at + 8 <= source.size;) {
    const header = await reader.bytes(at, 8);
    if (header.length < 8) return null;
    const id = text(header, 0, 4);
    const size = view(header).getUint32(4, true);
    if (id === 'fmt ') {
      const fmt = await reader.bytes(at + 8, 16);
      if (fmt.length < 16) return null;
      byteRate = view(fmt).getUint32(8, true);
    } else if (id === 'data') {
      if (!byteRate) return null;
      // A recorder that streamed the file may leave the size 0 or all ones: the file's end tells.
      const left = source.size - (at + 8);
      const bytes = size === 0 || size === 0xffffffff ? left : Math.min(size, left);
      return bytes / byteRate;
    }
    // Chunks are padded to an even length.
    at += 8 + size + (size % 2);
  }
  return null;
}

// ------------------------------------------------------------------------------------------- MP3

/** kbit/s by [MPEG-1 ? 0 : 1][layer - 1][index]; index 0 (free format) and 15 are not rates. */
const MPEG_BITRATES = [
  [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  [
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
] as const;
/** Hz by version bits (0: MPEG-2.5, 2: MPEG-2, 3: MPEG-1) and index. */
const MPEG_RATES: Record<number, readonly number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
};

interface MpegFrame {
  version: number;
  layer: number;
  rate: number;
  samples: number;
  length: number;
  mono: boolean;
}

/** An MPEG audio frame header, or null when the four bytes are not one. */
export function mpegFrame(b: Uint8Array): MpegFrame | null {
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = b;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layer = 4 - ((b1 >> 1) & 3);
  const rate = MPEG_RATES[version]?.[(b2 >> 2) & 3];
  const kbps = MPEG_BITRATES[version === 3 ? 0 : 1][layer - 1]?.[b2 >> 4];
  if (layer === 4 || !rate || !kbps) return null;
  const padding = (b2 >> 1) & 1;
  const mpeg1 = version === 3;
  const samples = layer === 1 ? 384 : layer === 2 || mpeg1 ? 1152 : 576;
  const length =
    layer === 1
      ? (Math.floor((12 * kbps * 1000) / rate) + padding) * 4
      : Math.floor(((samples / 8) * kbps * 1000) / rate) + padding;
  return { version, layer, rate, samples, length, mono: b3 >> 6 === 3 };
}

const sameStream = (a: MpegFrame, b: MpegFrame) =>
  a.version === b.version && a.layer === b.layer && a.rate === b.rate;

/** Bytes taken by an ID3v2 tag at the start (its size is four 7-bit bytes, plus an optional footer). */
async function id3v2Length(source: ByteSource): Promise<number> {
  const head = await source.read(0, 10);
  if (head.length < 10 || text(head, 0, 3) !== 'ID3') return 0;
  const size = ((head[6] ?? 0) << 21) | ((head[7] ?? 0) << 14) | ((head[8] ?? 0) << 7) | (head[9] ?? 0);
  return 10 + size + ((head[5] ?? 0) & 0x10 ? 10 : 0);
}

/** The first frame: a header whose next frame is one too (a lone 0xFFE in padding is no frame). */
async function firstMpegFrame(
  reader: ForwardReader,
  source: ByteSource,
  from: number,
): Promise<{ at: number; frame: MpegFrame } | null> {
  const window = Math.min(source.size, from + 64 * 1024);
  for (let at = from; at + 4 <= window; at += 1) {
    const frame = mpegFrame(await reader.bytes(at, 4));
    if (!frame) continue;
    const next = at + frame.length;
    if (next + 4 > source.size) return { at, frame };
    const following = mpegFrame(await reader.bytes(next, 4));
    if (following && sameStream(frame, following)) return { at, frame };
  }
  return null;
}

async function mp3Duration(source: ByteSource): Promise<number | null> {
  const reader = new ForwardReader(source);
  const first = await firstMpegFrame(reader, source, await id3v2Length(source));
  if (!first) return null;
  const { at, frame } = first;
  const perFrame = frame.samples / frame.rate;

  // An encoder that knew the frame count wrote it in the first frame (Xing/Info, or VBRI).
  const body = await reader.bytes(at, Math.min(frame.length, 192));
  const sideInfo = frame.version === 3 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
  const xingAt = 4 + sideInfo;
  const tag = text(body, xingAt, 4);
  if ((tag === 'Xing' || tag === 'Info') && body.length >= xingAt + 12) {
    const flags = view(body).getUint32(xingAt + 4);
    if (flags & 1) return view(body).getUint32(xingAt + 8) * perFrame;
  }
  if (text(body, 36, 4) === 'VBRI' && body.length >= 36 + 18) return view(body).getUint32(36 + 14) * perFrame;

  // Otherwise every frame is counted, up to the first bytes that are not one (an ID3v1 or APE tag).
  let frames = 0;
  for (let pos = at; pos + 4 <= source.size;) {
    const next = mpegFrame(await reader.bytes(pos, 4));
    if (!next || !sameStream(frame, next)) break;
    // A cut-off last frame still plays up to where it stops.
    frames += Math.min(1, (source.size - pos) / next.length);
    pos += next.length;
  }
  return frames * perFrame;
}

// ------------------------------------------------------------------------------------ AAC (ADTS)

const ADTS_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];

async function adtsDuration(source: ByteSource): Promise<number | null> {
  const reader = new ForwardReader(source);
  let seconds = 0;
  for (let pos = await id3v2Length(source); pos + 7 <= source.size;) {
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0] = await reader.bytes(pos, 7);
    if (b0 !== 0xff || (b1 & 0xf6) !== 0xf0) break;
    const rate = ADTS_RATES[(b2 >> 2) & 0x0f];
    const length = ((b3 & 0x03) << 11) | (b4 << 3) | (b5 >> 5);
    if (!rate || length < 7) break;
    seconds += ((1 + (b6 & 0x03)) * 1024) / rate;
    pos += length;
  }
  return seconds;
}

// --------------------------------------------------------------------------------------- MP4/M4A

/** The boxes inside [start, end): type, where the payload starts, where the box ends. */
async function* boxes(
  source: ByteSource,
  start: number,
  end: number,
): AsyncGenerator<{ type: string; body: number; end: number }> {
  for (let at = start; at + 8 <= end;) {
    const head = await source.read(at, 16);
    if (head.length < 8) return;
    let size = view(head).getUint32(0);
    let body = at + 8;
    if (size === 1) {
      if (head.length < 16) return;
      size = Number(view(head).getBigUint64(8));
      body = at + 16;
    } else if (size === 0) size = end - at;
    if (size < body - at) return;
    yield { type: text(head, 4, 4), body, end: Math.min(end, at + size) };
    at += size;
  }
}

/** The movie header's duration over its time scale (the moov box may sit at the end: faststart or not). */
async function mp4Duration(source: ByteSource): Promise<number | null> {
  for await (const box of boxes(source, 0, source.size)) {
    if (box.type !== 'moov') continue;
    for await (const child of boxes(source, box.body, box.end)) {
      if (child.type !== 'mvhd') continue;
      const mvhd = await source.read(child.body, 32);
      const data = view(mvhd);
      if (mvhd[0] === 1) {
        if (mvhd.length < 32) return null;
        const duration = data.getBigUint64(24);
        // All ones: 'unknown' (a fragmented file); its fragments are not summed here.
        return duration === 0xffffffffffffffffn ? null : Number(duration) / data.getUint32(20) || null;
      }
      if (mvhd.length < 20) return null;
      const duration = data.getUint32(16);
      return duration === 0xffffffff ? null : duration / data.getUint32(12) || null;
    }
    return null;
  }
  return null;
}

// ------------------------------------------------------------------------------------------- Ogg

const OGG_PAGE_HEADER = 27;

/**
 * The last page's granule position is the count of samples played by then; the first page tells
 * the rate (Vorbis: its identification header; Opus: always 48 kHz, less the pre-skip).
 */
async function oggDuration(source: ByteSource): Promise<number | null> {
  const first = await source.read(0, OGG_PAGE_HEADER + 255 + 64);
  if (text(first, 0, 4) !== 'OggS' || first.length < OGG_PAGE_HEADER) return null;
  const serial = view(first).getUint32(14, true);
  const packet = OGG_PAGE_HEADER + (first[26] ?? 0);
  let rate: number;
  let skip = 0;
  if (text(first, packet, 7) === '\x01vorbis' && first.length >= packet + 16) {
    rate = view(first).getUint32(packet + 12, true);
  } else if (text(first, packet, 8) === 'OpusHead' && first.length >= packet + 12) {
    rate = 48000;
    skip = view(first).getUint16(packet + 10, true);
  } else return null;
  if (!rate) return null;

  // A page is at most 65,307 bytes: the last one whose granule is set begins in the last 64 KiB or so.
  const tailStart = Math.max(0, source.size - 65_536 - OGG_PAGE_HEADER - 255);
  const tail = await source.read(tailStart, source.size - tailStart);
  const data = view(tail);
  for (let at = tail.length - OGG_PAGE_HEADER; at >= 0; at -= 1) {
    if (tail[at] !== 0x4f || text(tail, at, 4) !== 'OggS') continue;
    const granule = data.getBigInt64(at + 6, true);
    if (data.getUint32(at + 14, true) !== serial || granule < 0n) continue;
    return (Number(granule) - skip) / rate;
  }
  return null;
}

// ------------------------------------------------------------------------------------------ WebM

const EBML = { header: 0x1a45dfa3, segment: 0x18538067, info: 0x1549a966, scale: 0x2ad7b1, duration: 0x4489 };

/** An EBML variable-length integer: its value (the marker kept for ids), its length; null if none. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length += 1;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    unknown &&= byte === 0xff;
  }
  return { value: !keepMarker && unknown ? Number.POSITIVE_INFINITY : value, length };
}

/** Segment > Info > Duration (a float in TimecodeScale units, nanoseconds by default). */
async function webmDuration(source: ByteSource): Promise<number | null> {
  const reader = new ForwardReader(source);
  const element = async (at: number) => {
    const head = await reader.bytes(at, 16);
    const id = vint(head, 0, true);
    const size = id && vint(head, id.length, false);
    return id && size ? { id: id.value, body: at + id.length + size.length, size: size.value } : null;
  };
  let at = 0;
  let end = source.size;
  while (at < end) {
    const el = await element(at);
    if (!el) return null;
    if (el.id === EBML.segment) {
      at = el.body;
      end = Math.min(end, el.body + el.size);
      continue;
    }
    if (el.id === EBML.info && Number.isFinite(el.size)) {
      const info = (await source.read(el.body, Math.min(el.size, 4096))).slice();
      let scale = 1_000_000;
      let duration: number | null = null;
      for (let k = 0; k < info.length;) {
        const id = vint(info, k, true);
        const size = id && vint(info, k + id.length, false);
        if (!id || !size || !Number.isFinite(size.value)) break;
        const body = k + id.length + size.length;
        const field = view(info.subarray(body, body + size.value));
        if (id.value === EBML.scale)
          scale = [...info.subarray(body, body + size.value)].reduce((n, b) => n * 256 + b, 0);
        if (id.value === EBML.duration && size.value === 4) duration = field.getFloat32(0);
        if (id.value === EBML.duration && size.value === 8) duration = field.getFloat64(0);
        k = body + size.value;
      }
      return duration === null ? null : (duration * scale) / 1e9;
    }
    // A cluster of unknown size before any Info: a live recording that never said its length.
    if (!Number.isFinite(el.size)) return null;
    at = el.body + el.size;
  }
  return null;
}
