/** What an upload may be: images and audio, recognised by their first bytes. */
export type FileKind = 'image' | 'audio';

export interface FileType {
  kind: FileKind;
  contentType: string;
  extension: string;
}

/** Bytes needed to tell every accepted type apart. */
export const SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, at: number, text: string): boolean =>
  [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  prefix.every((byte, i) => bytes[i] === byte);

/** ISO base media brands of audio files (m4a, m4b, and the generic ones recorders write). */
const MP4_AUDIO_BRANDS = ['M4A ', 'M4B ', 'mp41', 'mp42', 'isom', 'iso2', 'iso5', 'dash', 'MSNV'];

/**
 * The type of a file from its first bytes (at least SNIFF_BYTES of them when the file is that
 * long): JPEG, PNG, WebP, GIF; MP3, M4A (MP4 audio), Ogg, WebM, WAV. Anything else is null.
 */
export function detectFileType(head: Uint8Array): FileType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff]))
    return { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', contentType: 'image/png', extension: 'png' };
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a'))
    return { kind: 'image', contentType: 'image/gif', extension: 'gif' };
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP'))
    return { kind: 'image', contentType: 'image/webp', extension: 'webp' };
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE'))
    return { kind: 'audio', contentType: 'audio/wav', extension: 'wav' };
  if (ascii(head, 0, 'OggS')) return { kind: 'audio', contentType: 'audio/ogg', extension: 'ogg' };
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]))
    return { kind: 'audio', contentType: 'audio/webm', extension: 'webm' };
  if (ascii(head, 4, 'ftyp') && MP4_AUDIO_BRANDS.some((brand) => ascii(head, 8, brand)))
    return { kind: 'audio', contentType: 'audio/mp4', extension: 'm4a' };
  if (ascii(head, 0, 'ID3')) return { kind: 'audio', contentType: 'audio/mpeg', extension: 'mp3' };
  // An MPEG audio frame: 11 sync bits, then a version other than "reserved" and a layer.
  const [first = 0, second = 0] = head;
  if (first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x18) !== 0x08 && (second & 0x06) !== 0)
    return { kind: 'audio', contentType: 'audio/mpeg', extension: 'mp3' };
  return null;
}

/** The names DiskFileStorage makes: a random UUID and the detected type's extension. */
export const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|wav|ogg|webm|m4a|mp3)$/;
