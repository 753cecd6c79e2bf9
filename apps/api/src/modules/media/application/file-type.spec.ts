import { CHAT_FILE_CONTENT_TYPES, uploadContentTypes } from '@inhala/domain';
import { sample } from '../../../../test/media-samples';
import { UPLOAD_TYPES } from '../../../platform/web/serve-web';
import { detectFileType, FILE_TYPES, fileTypesOf, SNIFF_BYTES, STORED_NAME } from './file-type';

const head = (bytes: Buffer) => bytes.subarray(0, SNIFF_BYTES);
const typesOf = (bytes: Buffer) => fileTypesOf(head(bytes)).map((type) => type.contentType);

describe('fileTypesOf', () => {
  it.each([
    ['a JPEG', sample.jpeg(), ['image/jpeg']],
    ['a PNG', sample.png(), ['image/png']],
    ['a GIF', sample.gif(), ['image/gif']],
    ['a WebP', sample.webp(), ['image/webp']],
    ['a WAV', sample.wav(), ['audio/wav']],
    ['an MP3 with an ID3 tag', sample.mp3Id3(), ['audio/mpeg']],
    ['an MP3 that starts with a frame', sample.mp3Frame(), ['audio/mpeg']],
    ['a raw AAC (ADTS)', sample.aac(), ['audio/aac']],
    ['an M4A', sample.m4a(), ['audio/mp4']],
    ['an M4V', sample.m4v(), ['video/mp4']],
    ['an MP4 with a generic brand', sample.mp4(), ['video/mp4', 'audio/mp4']],
    ['an Ogg', sample.ogg(), ['audio/ogg']],
    ['a WebM', sample.webm(), ['video/webm', 'audio/webm']],
  ])('should read %s from its first bytes', (_name, bytes, expected) => {
    expect(typesOf(bytes)).toEqual(expected);
  });

  it.each([
    ['HTML', sample.html()],
    ['plain text', Buffer.from('hola, esto no es un audio')],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a QuickTime movie', sample.mov()],
    ['a Matroska file that is not WebM', sample.matroska()],
    ['a frame sync with a reserved MPEG version', Buffer.from([0xff, 0xeb, 0x90, 0x64])],
    ['a frame sync with a bad bitrate', Buffer.from([0xff, 0xfb, 0xf0, 0x64])],
    ['nothing', Buffer.alloc(0)],
    ['zeros', Buffer.alloc(64)],
  ])('should know nothing of %s', (_name, bytes) => {
    expect(fileTypesOf(head(bytes))).toEqual([]);
  });

  it('should find a WebM DocType wherever the header puts it, with a long size field', () => {
    // DocType first, its size written on two bytes (0x40 0x04), as some muxers do.
    const bytes = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x8b, 0x42, 0x82, 0x40, 0x04, 0x77, 0x65, 0x62, 0x6d]);
    expect(fileTypesOf(bytes).map((type) => type.contentType)).toEqual(['video/webm', 'audio/webm']);
  });
});

describe('detectFileType', () => {
  const image = uploadContentTypes('image');
  const audio = uploadContentTypes('audio');
  const video = uploadContentTypes('video');
  const media = uploadContentTypes('media');
  const chat = CHAT_FILE_CONTENT_TYPES;
  const read = (bytes: Buffer, accepts: readonly string[]) =>
    detectFileType(head(bytes), accepts)?.contentType;

  it('should let the slot decide what an MP4 or a WebM holds: video where video fits, else audio', () => {
    expect(read(sample.mp4(), video)).toBe('video/mp4');
    expect(read(sample.mp4(), media)).toBe('video/mp4');
    expect(read(sample.mp4(), audio)).toBe('audio/mp4');
    expect(read(sample.mp4(), chat)).toBe('audio/mp4');
    expect(read(sample.webm(), video)).toBe('video/webm');
    expect(read(sample.webm(), media)).toBe('video/webm');
    expect(read(sample.webm(), audio)).toBe('audio/webm');
    expect(read(sample.webm(), chat)).toBe('audio/webm');
  });

  it('should keep an M4A as audio and an M4V as video whatever the slot', () => {
    expect(read(sample.m4a(), media)).toBe('audio/mp4');
    expect(read(sample.m4a(), video)).toBeUndefined();
    expect(read(sample.m4v(), media)).toBe('video/mp4');
    expect(read(sample.m4v(), audio)).toBeUndefined();
  });

  it.each([
    ['image', image, ['jpeg', 'png', 'webp'], ['gif', 'wav', 'mp3Id3', 'mp4', 'html']],
    [
      'audio',
      audio,
      ['mp3Id3', 'mp3Frame', 'aac', 'm4a', 'mp4', 'ogg', 'webm', 'wav'],
      ['png', 'm4v', 'html'],
    ],
    ['video', video, ['mp4', 'm4v', 'webm'], ['m4a', 'mp3Id3', 'ogg', 'jpeg', 'html']],
    ['media', media, ['mp3Id3', 'aac', 'm4a', 'ogg', 'mp4', 'webm', 'wav'], ['png', 'html']],
    [
      'chat',
      chat,
      ['jpeg', 'png', 'gif', 'webp', 'wav', 'mp3Frame', 'm4a', 'ogg', 'webm'],
      ['aac', 'm4v', 'html'],
    ],
  ] as const)('should take in the %s slot only its own types', (_slot, accepts, taken, refused) => {
    for (const name of taken)
      expect([name, read(sample[name](), accepts)]).toEqual([name, expect.any(String)]);
    for (const name of refused) expect([name, read(sample[name](), accepts)]).toEqual([name, undefined]);
  });

  it('should store every type under a name /uploads/ serves with that very content type', () => {
    for (const type of Object.values(FILE_TYPES)) {
      expect(UPLOAD_TYPES[`.${type.extension}`]).toBe(type.contentType);
      expect(STORED_NAME.test(`0b5c2f3e-8d1a-4c3b-9f6e-2a7d4e1b9c80.${type.extension}`)).toBe(true);
    }
  });
});
