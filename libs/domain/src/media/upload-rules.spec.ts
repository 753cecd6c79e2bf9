import { FileTooLargeError } from '../errors/file-too-large';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  uploadContentTypes,
  uploadMaxBytes,
  uploadTooLargeMessage,
} from './upload-rules';

const MB = 1024 * 1024;

describe('upload rules', () => {
  it('should hold images to 15 MB, audio to 50 MB and video to 500 MB', () => {
    expect(UPLOAD_MAX_BYTES).toEqual({ image: 15 * MB, audio: 50 * MB, video: 500 * MB });
    expect([uploadMaxBytes('image'), uploadMaxBytes('audio'), uploadMaxBytes('video')]).toEqual([
      15 * MB,
      50 * MB,
      500 * MB,
    ]);
    expect(uploadMaxBytes('media')).toBe(500 * MB);
  });

  it('should let each slot take its own types, a media slot video first', () => {
    expect(uploadContentTypes('image')).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(uploadContentTypes('video')).toEqual(['video/mp4', 'video/webm']);
    expect(uploadContentTypes('media')).toEqual([
      'video/mp4',
      'video/webm',
      'audio/mpeg',
      'audio/mp4',
      'audio/aac',
      'audio/ogg',
      'audio/webm',
      'audio/wav',
    ]);
    expect(uploadContentTypes('audio')).toContain('audio/wav');
  });

  it("should name WAV, the seeded recordings' own format, among the audio a slot takes", () => {
    expect(UPLOAD_MESSAGES.unsupported.audio).toBe(
      'Este archivo no es un audio MP3, M4A, AAC, OGG, WebM o WAV',
    );
    expect(UPLOAD_MESSAGES.unsupported.media).toContain('WAV');
  });

  it('should name the limit that refused a file', () => {
    expect(uploadTooLargeMessage(50 * MB)).toBe('El archivo no puede ser mayor a 50 MB');
    expect(uploadTooLargeMessage(15 * MB)).toBe('El archivo no puede ser mayor a 15 MB');
    expect(uploadTooLargeMessage(MB / 2)).toBe('El archivo no puede ser mayor a 0,5 MB');
  });

  it('should carry the limit in FILE_TOO_LARGE and keep the chat text by default', () => {
    const error = new FileTooLargeError(15 * MB);
    expect(error).toMatchObject({ code: 'FILE_TOO_LARGE', maxBytes: 15 * MB });
    expect(error.message).toBe('El archivo no puede ser mayor a 15MB');
  });
});
