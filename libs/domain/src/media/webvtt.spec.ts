import {
  CAPTIONS_LIMITS,
  CAPTIONS_MESSAGES,
  cuePlainText,
  formatVttTime,
  parseWebVtt,
  toWebVtt,
  transcriptFromCues,
  type CaptionCue,
} from './webvtt';

const M = CAPTIONS_MESSAGES;

describe('parseWebVtt', () => {
  it('should read cues with and without identifiers, hours and settings', () => {
    const vtt = [
      'WEBVTT - Respiración',
      'Kind: captions',
      '',
      'NOTE escrito a mano',
      'para probar',
      '',
      'uno',
      '00:00.200 --> 00:04.200',
      '[Suena una campana]',
      '',
      '01:00:05.000 --> 01:00:09.500 align:start line:90%',
      '<v Guía>Inhala</v> &amp; exhala',
      'despacio.',
      '',
    ].join('\r\n');
    expect(parseWebVtt(vtt)).toEqual({
      cues: [
        { start: 0.2, end: 4.2, text: '[Suena una campana]' },
        { start: 3605, end: 3609.5, text: 'Inhala & exhala despacio.' },
      ],
    });
  });

  it.each([
    ['a file without the header', 'WEBVT\n\n00:00.000 --> 00:01.000\nHola', M.invalidAt(1, M.header)],
    ['a header joined to other words', 'WEBVTTX\n\n00:00.000 --> 00:01.000\nHola', M.invalidAt(1, M.header)],
    ['a timing with a comma', 'WEBVTT\n\n00:00,000 --> 00:01.000\nHola', M.invalidAt(3, M.timing)],
    ['minutes over 59', 'WEBVTT\n\n00:60.000 --> 01:01.000\nHola', M.invalidAt(3, M.timing)],
    ['an identifier without a timing', 'WEBVTT\n\nuno\nHola', M.invalidAt(4, M.timing)],
    ['a timing with a short arrow', 'WEBVTT\n\n00:00.000 -> 00:01.000\nHola', M.invalidAt(3, M.timing)],
    ['an end before the start', 'WEBVTT\n\n00:05.000 --> 00:01.000\nHola', M.invalidAt(3, M.endBeforeStart)],
    [
      'an end equal to the start',
      'WEBVTT\n\n00:05.000 --> 00:05.000\nHola',
      M.invalidAt(3, M.endBeforeStart),
    ],
    [
      'a cue starting before the one before',
      'WEBVTT\n\n00:05.000 --> 00:06.000\nUno\n\n00:04.000 --> 00:07.000\nDos',
      M.invalidAt(6, M.startBeforePrevious),
    ],
    ['a cue without text', 'WEBVTT\n\n00:00.000 --> 00:01.000\n<i></i>', M.invalidAt(3, M.textRequired)],
    [
      'an arrow in the text',
      'WEBVTT\n\n00:00.000 --> 00:01.000\nHola\na --> b',
      M.invalidAt(5, M.arrowInText),
    ],
    ['a time past a day', 'WEBVTT\n\n00:00.000 --> 25:00:00.000\nHola', M.invalidAt(3, M.tooLate)],
    ['no cue at all', 'WEBVTT\n\nNOTE nada más\n', M.noCues],
  ])('should refuse %s', (_, vtt, error) => {
    expect(parseWebVtt(vtt)).toEqual({ error });
  });

  it('should refuse more characters, cues or cue text than its limits', () => {
    expect(parseWebVtt('WEBVTT\n' + ' '.repeat(CAPTIONS_LIMITS.characters))).toEqual({ error: M.tooLong });
    const many = Array.from({ length: CAPTIONS_LIMITS.cues + 1 }, (_, i) => ({
      start: i,
      end: i + 0.5,
      text: 'a',
    }));
    expect(parseWebVtt(toWebVtt(many))).toEqual({ error: M.tooManyCues });
    const long = toWebVtt([{ start: 0, end: 1, text: 'a'.repeat(CAPTIONS_LIMITS.cueText + 1) }]);
    expect(parseWebVtt(long)).toEqual({ error: M.invalidAt(4, M.cueTooLong) });
  });

  it('should say the line in Spanish', () => {
    expect(M.invalidAt(3, M.timing)).toBe(
      'Los subtítulos no tienen un formato WebVTT válido (línea 3): el tiempo debe escribirse como «00:01.000 --> 00:04.500».',
    );
  });
});

describe('toWebVtt', () => {
  it('should write cues that read back as themselves, markup characters included', () => {
    const cues: CaptionCue[] = [
      { start: 0, end: 4.2, text: '[Suena una campana]' },
      { start: 65.25, end: 3700.004, text: 'Respira <despacio> & suelta -> ya' },
    ];
    const vtt = toWebVtt(cues);
    expect(vtt.startsWith('WEBVTT\n\n00:00:00.000 --> 00:00:04.200\n')).toBe(true);
    expect(parseWebVtt(vtt)).toEqual({ cues });
  });

  it('should write every time with hours and milliseconds', () => {
    expect(formatVttTime(0)).toBe('00:00:00.000');
    expect(formatVttTime(65.25)).toBe('00:01:05.250');
    expect(formatVttTime(3725.5)).toBe('01:02:05.500');
  });
});

describe('cuePlainText and transcriptFromCues', () => {
  it('should take markup out and put entities back', () => {
    expect(cuePlainText('<c.calma><00:01.000>Hola</c>&nbsp;&lt;tú&gt;\n  y yo')).toBe('Hola <tú> y yo');
  });

  it('should make one paragraph per cue', () => {
    expect(
      transcriptFromCues([
        { start: 0, end: 1, text: 'Uno.' },
        { start: 1, end: 2, text: 'Dos.' },
      ]),
    ).toBe('Uno.\n\nDos.');
  });
});
