import {
  TRANSCRIPT_LIMITS,
  TRANSCRIPT_MESSAGES,
  cleanTranscriptText,
  cueIndexOf,
  transcriptMessages,
  transcriptViewOf,
} from './transcript';
import { CAPTIONS_MESSAGES } from './webvtt';

const VTT = 'WEBVTT\n\n00:00.200 --> 00:04.200\n[Suena una campana]\n\n00:04.200 --> 00:10.000\nRespira.\n';

describe('transcriptMessages', () => {
  it('should accept a transcript, captions, both or neither', () => {
    expect(transcriptMessages({ transcript: 'Hola', captions: VTT })).toEqual({});
    expect(transcriptMessages({ transcript: null, captions: null })).toEqual({});
    expect(transcriptMessages({ transcript: '   ', captions: '' })).toEqual({});
  });

  it('should refuse a transcript over its limit or with control characters', () => {
    expect(transcriptMessages({ transcript: 'a'.repeat(TRANSCRIPT_LIMITS.text + 1) })).toEqual({
      transcript: TRANSCRIPT_MESSAGES.textTooLong,
    });
    expect(transcriptMessages({ transcript: 'a\u0000b' })).toEqual({
      transcript: TRANSCRIPT_MESSAGES.textControl,
    });
  });

  it('should refuse captions that are not WebVTT, naming the line', () => {
    expect(transcriptMessages({ captions: 'WEBVTT\n\n00:01 --> 00:02\nHola' })).toEqual({
      captions: CAPTIONS_MESSAGES.invalidAt(3, CAPTIONS_MESSAGES.timing),
    });
    expect(transcriptMessages({ transcript: 3, captions: ['x'] })).toEqual({
      transcript: TRANSCRIPT_MESSAGES.notText,
      captions: TRANSCRIPT_MESSAGES.notText,
    });
  });
});

describe('transcriptViewOf', () => {
  it('should show the written transcript with the cues when both exist', () => {
    expect(transcriptViewOf('Texto escrito.', VTT)).toEqual({
      text: 'Texto escrito.',
      cues: [
        { start: 0.2, end: 4.2, text: '[Suena una campana]' },
        { start: 4.2, end: 10, text: 'Respira.' },
      ],
    });
  });

  it('should read the text from the cues when there are only captions', () => {
    expect(transcriptViewOf(null, VTT)?.text).toBe('[Suena una campana]\n\nRespira.');
  });

  it('should answer null with neither', () => {
    expect(transcriptViewOf(null, null)).toBeNull();
    expect(transcriptViewOf('  ', null)).toBeNull();
  });

  it('should clean line endings and blanks', () => {
    expect(cleanTranscriptText(' a\r\nb\r ')).toBe('a\nb');
    expect(cleanTranscriptText('')).toBeNull();
  });
});

describe('cueIndexOf', () => {
  const cues = [
    { start: 0, end: 1, text: 'Inhala & exhala.' },
    { start: 1, end: 2, text: 'Respira.' },
    { start: 2, end: 3, text: 'Inhala & exhala.' },
  ];

  it('should find the cue a track reports by its start and plain text, when texts repeat', () => {
    expect(cueIndexOf(cues, { text: '<v Guía>Respira.</v>', start: 1 })).toBe(1);
    expect(cueIndexOf(cues, { text: 'Inhala &amp; exhala.', start: 0 })).toBe(0);
    expect(cueIndexOf(cues, { text: 'Inhala &amp; exhala.', start: 2 })).toBe(2);
    // Read back from the file's milliseconds as a float.
    expect(cueIndexOf(cues, { text: 'Inhala &amp; exhala.', start: 2.0000001 })).toBe(2);
  });

  it('should find a cue by its text alone when no start matches', () => {
    expect(cueIndexOf(cues, { text: 'Respira.', start: 7 })).toBe(1);
  });

  it('should answer -1 for no cue or an unknown one', () => {
    expect(cueIndexOf(cues, null)).toBe(-1);
    expect(cueIndexOf(cues, { text: 'Otra cosa', start: 1 })).toBe(-1);
  });
});
