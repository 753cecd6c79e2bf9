import type { UploadKind } from '@inhala/domain';

/** What an upload may be: an image, an audio or a video, recognised by its first bytes. */
export type FileKind = UploadKind;

export interface FileType {
  kind: FileKind;
  contentType: string;
  /** The extension of the stored name; /uploads/ serves the content type by it. */
  extension: string;
}

/** Every type a stored file can have, by the name used below. */
export const FILE_TYPES = {
  jpeg: { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' },
  png: { kind: 'image', contentType: 'image/png', extension: 'png' },
  gif: { kind: 'image', contentType: 'image/gif', extension: 'gif' },
  webp: { kind: 'image', contentType: 'image/webp', extension: 'webp' },
  mp3: { kind: 'audio', contentType: 'audio/mpeg', extension: 'mp3' },
  m4a: { kind: 'audio', contentType: 'audio/mp4', extension: 'm4a' },
  aac: { kind: 'audio', contentType: 'audio/aac', extension: 'aac' },
  ogg: { kind: 'audio', contentType: 'audio/ogg', extension: 'ogg' },
  weba: { kind: 'audio', contentType: 'audio/webm', extension: 'weba' },
  wav: { kind: 'audio', contentType: 'audio/wav', extension: 'wav' },
  mp4: { kind: 'video', contentType: 'video/mp4', extension: 'mp4' },
  webm: { kind: 'video', contentType: 'video/webm', extension: 'webm' },
} as const satisfies Record<string, FileType>;

/** Bytes needed to tell every accepted type apart (a WebM's DocType sits within its first ~40). */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, at: number, text: string): boolean =>
  [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  prefix.every((byte, i) => bytes[i] === byte);

/** ISO base media major brands that name an audio file (m4a, audiobooks, protected audio). */
const MP4_AUDIO_BRANDS = ['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B '];
/** Major brands that name a video file. */
const MP4_VIDEO_BRANDS = ['M4V ', 'M4VH', 'M4VP', 'F4V ', 'avc1'];
/** Generic brands: the file may hold a video or only sound (recorders and encoders write these). */
const MP4_GENERIC_BRANDS = ['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'dash', 'MSNV'];

/** The DocType of an EBML header (Matroska, WebM), when it is within the first bytes. */
function ebmlDocType(head: Uint8Array): string | null {
  for (let at = 4; at + 2 < head.length; at += 1) {
    if (head[at] !== 0x42 || head[at + 1] !== 0x82) continue;
    // The element's size: a variable-length integer whose first set bit gives its length.
    const first = head[at + 2] ?? 0;
    let length = 1;
    while (length <= 8 && (first & (0x100 >> length)) === 0) length += 1;
    if (length > 8) return null;
    let size = first & (0xff >> length);
    for (let k = 1; k < length; k += 1) size = size * 256 + (head[at + 2 + k] ?? 0);
    const start = at + 2 + length;
    if (size > 32 || start + size > head.length) return null;
    return String.fromCharCode(...head.subarray(start, start + size)).replace(/\0+$/, '');
  }
  return null;
}

/** An MPEG audio frame header: 11 sync bits, a real version, a layer, a bitrate and a sample rate. */
function isMpegAudioFrame([b0 = 0, b1 = 0, b2 = 0]: Uint8Array): boolean {
  return (
    b0 === 0xff &&
    (b1 & 0xe0) === 0xe0 &&
    ((b1 >> 3) & 0x03) !== 0x01 &&
    ((b1 >> 1) & 0x03) !== 0x00 &&
    b2 >> 4 !== 0x0f &&
    ((b2 >> 2) & 0x03) !== 0x03
  );
}

/** A raw AAC stream in ADTS frames: 12 sync bits, layer 0, a sampling rate that exists. */
function isAdtsFrame([b0 = 0, b1 = 0, b2 = 0]: Uint8Array): boolean {
  return b0 === 0xff && (b1 & 0xf6) === 0xf0 && ((b2 >> 2) & 0x0f) <= 12;
}

/**
 * Every type a file may be, from its first bytes (at least SNIFF_BYTES of them when the file is
 * that long): JPEG, PNG, GIF, WebP; MP3 (ID3 tag or frame sync), M4A, AAC (ADTS), Ogg, WAV; MP4
 * and WebM. An MP4 with a generic brand and every WebM may hold a video or only sound: they are
 * both, the video first. Nothing is known of anything else (HTML, text, PDF...): [].
 */
export function fileTypesOf(head: Uint8Array): FileType[] {
  const T = FILE_TYPES;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return [T.jpeg];
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return [T.png];
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return [T.gif];
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return [T.webp];
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return [T.wav];
  if (ascii(head, 0, 'OggS')) return [T.ogg];
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return ebmlDocType(head) === 'webm' ? [T.webm, T.weba] : [];
  if (ascii(head, 4, 'ftyp')) {
    const isBrand = (brands: string[]) => brands.some((brand) => ascii(head, 8, brand));
    if (isBrand(MP4_AUDIO_BRANDS)) return [T.m4a];
    if (isBrand(MP4_VIDEO_BRANDS)) return [T.mp4];
    if (isBrand(MP4_GENERIC_BRANDS)) return [T.mp4, T.m4a];
    return [];
  }
  if (ascii(head, 0, 'ID3')) return [T.mp3];
  if (isAdtsFrame(head)) return [T.aac];
  if (isMpegAudioFrame(head)) return [T.mp3];
  return [];
}

/**
 * The type of a file from its first bytes, among the content types its slot `accepts`; null when
 * it is none of them. A container that may be audio or video takes the first of them accepted: a
 * slot that takes video keeps an MP4 as video/mp4, an audio-only slot as audio/mp4.
 */
export function detectFileType(head: Uint8Array, accepts: readonly string[]): FileType | null {
  return fileTypesOf(head).find((type) => accepts.includes(type.contentType)) ?? null;
}

/** The names DiskFileStorage makes: a random UUID and the detected type's extension. */
export const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|mp3|m4a|aac|ogg|weba|wav|mp4|webm)$/;
