import { durationMinutes, parseWebVtt, transcriptMessages } from '@inhala/domain';
import { seedMeditations } from './catalogue.seed';
import { DEMO_BELL, DEMO_PAD_VOICES } from './demo-audio';
import { demoRecordingCues, demoRecordingTranscript } from './demo-transcripts';

const voice = DEMO_PAD_VOICES[0]!;

describe('demo recording transcripts', () => {
  it('should give a recording without a script its bells and the pad, in brackets, at their times', () => {
    expect(demoRecordingCues({ seconds: 300, voice })).toEqual([
      { start: DEMO_BELL.offset, end: 4.2, text: '[Suena una campana]' },
      {
        start: 4.2,
        end: 295.8,
        text: '[Música suave, sin voz, que sube y baja al ritmo de una respiración lenta]',
      },
      { start: 295.8, end: 299.8, text: '[Campana final]' },
    ]);
    const { transcript } = demoRecordingTranscript({ seconds: 300, voice });
    expect(transcript).toContain('Esta grabación no tiene voz');
    expect(transcript).toContain('crece durante unos 5 segundos');
    expect(transcript).toContain('a los 4:55 una campana la cierra');
    expect(transcript).not.toContain('guía');
  });

  it('should give the script as steps to read, never as a voice, waiting for the first bell', () => {
    const cues = demoRecordingCues({
      seconds: 60,
      voice,
      steps: [
        { at: 0, text: 'Siéntate.' },
        { at: 20, text: 'Respira.' },
        { at: 57, text: 'Abre los ojos.' },
      ],
    });
    expect(cues.map((c) => [c.start, c.end, c.text])).toEqual([
      [0.2, 4.2, '[Suena una campana]'],
      [4.2, 20, '[Música sin voz] Guion: Siéntate.'],
      [20, 55.8, '[Música sin voz] Guion: Respira. Abre los ojos.'],
      [55.8, 59.8, '[Campana final]'],
    ]);
  });

  it('should make valid captions and transcripts for every catalogue meditation a recording may get', () => {
    for (const meditation of seedMeditations()) {
      const seconds = (durationMinutes(meditation.duration) ?? 0) * 60;
      const text = demoRecordingTranscript({ seconds, voice, steps: meditation.script });
      expect([meditation.slug, transcriptMessages(text)]).toEqual([meditation.slug, {}]);
      const parsed = parseWebVtt(text.captions!);
      expect(parsed.cues?.every((cue) => cue.text.startsWith('['))).toBe(true);
      expect(parsed.cues?.at(-1)?.end).toBeLessThanOrEqual(seconds);
      expect(text.transcript).toContain('La guía de esta meditación no se oye');
      for (const step of meditation.script) expect(text.captions).toContain(step.text.trim());
    }
  });
});
