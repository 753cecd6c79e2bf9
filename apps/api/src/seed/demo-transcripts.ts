import {
  formatScriptTime,
  toWebVtt,
  type CaptionCue,
  type GuidanceStep,
  type TranscriptInput,
} from '@inhala/domain';
import { DEMO_BELL, type PadVoice } from './demo-audio';

/**
 * The text alternative of a demo recording, true to what it holds. The recordings are synthesised
 * music (demo-audio.ts): a bell, a pad that swells and fades like a slow breath, a bell at the
 * end, and no voice at all. So the transcript says so in brackets, as captions describe sound,
 * and never puts words in a voice that is not there.
 *
 * A recorded meditation is played instead of its guided session, so a person listening would
 * otherwise never see its script. When the meditation has one, its steps are given as timed
 * captions, each labelled as the guide to read ('Guion:') over music without voice: the player's
 * 'Transcripción' marks the step of the moment as the music plays.
 */

const PAD = 'Música suave, sin voz, que sube y baja al ritmo de una respiración lenta';
const FIRST_BELL = '[Suena una campana]';
const LAST_BELL = '[Campana final]';
const STEP = (text: string) => `[Música sin voz] Guion: ${text}`;

export interface DemoRecordingText {
  seconds: number;
  voice: PadVoice;
  /** The meditation's script, when the recording is followed with it. */
  steps?: readonly GuidanceStep[];
}

/** The recording's cues: the first bell, the pad (or the script's steps over it), the last bell. */
export function demoRecordingCues({ seconds, steps = [] }: DemoRecordingText): CaptionCue[] {
  const firstBellEnd = DEMO_BELL.offset + DEMO_BELL.seconds;
  const lastBell = seconds - DEMO_BELL.seconds - DEMO_BELL.offset;
  // Steps said before the first bell has rung wait for it; steps after the last bell join the one before.
  const starts: Array<{ start: number; texts: string[] }> = [];
  for (const step of steps) {
    const start = Math.max(step.at, firstBellEnd);
    const last = starts.at(-1);
    if (last && (start <= last.start || start >= lastBell)) last.texts.push(step.text.trim());
    else if (start < lastBell) starts.push({ start, texts: [step.text.trim()] });
  }
  const middle: CaptionCue[] =
    starts.length === 0
      ? [{ start: firstBellEnd, end: lastBell, text: `[${PAD}]` }]
      : starts.map((s, i) => ({
          start: s.start,
          end: starts[i + 1]?.start ?? lastBell,
          text: STEP(s.texts.join(' ')),
        }));
  return [
    { start: DEMO_BELL.offset, end: firstBellEnd, text: FIRST_BELL },
    ...middle,
    { start: lastBell, end: seconds - DEMO_BELL.offset, text: LAST_BELL },
  ];
}

/**
 * The plain transcript and the WebVTT captions of a demo recording. The transcript says in words
 * what the recording is; the timed parts (bells, steps) are in the captions, which the player's
 * 'Transcripción' lists with their times, so nothing is said twice.
 */
export function demoRecordingTranscript(recording: DemoRecordingText): TranscriptInput {
  const { seconds, voice, steps = [] } = recording;
  const lastBell = seconds - DEMO_BELL.seconds - DEMO_BELL.offset;
  const paragraphs = [
    'Esta grabación no tiene voz: es música suave, sin palabras, para acompañar la práctica.',
    `Empieza con una campana. Después, una música sube y baja al ritmo de una respiración lenta: crece durante unos ${voice.breath / 2} segundos y se apaga durante otros tantos, hasta que a los ${formatScriptTime(lastBell)} una campana la cierra.`,
  ];
  if (steps.length > 0)
    paragraphs.push(
      'La guía de esta meditación no se oye en la grabación: se lee. Sus pasos aparecen aquí, cada uno en el momento de la música en que conviene leerlo.',
    );
  return { transcript: paragraphs.join('\n\n'), captions: toWebVtt(demoRecordingCues(recording)).trim() };
}
