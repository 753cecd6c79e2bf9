import { hasControlCharacters } from '../text/control-characters';
import { cuePlainText, parseWebVtt, transcriptFromCues, type CaptionCue } from './webvtt';

/**
 * A recording's text alternative: audio alone needs one under WCAG 2.1 AA (1.2.1), which the
 * European Accessibility Act has enforced in Spain since June 2025. Each recorded item (a
 * meditation's file, an Angel Monday, a challenge section's audio) may carry a plain transcript
 * and timed WebVTT captions; the player shows the transcript under it as 'Transcripción' and
 * loads the captions as its track. With captions only, the transcript is read from their cues.
 */

export const TRANSCRIPT_LIMITS = {
  /** Characters of a plain transcript: an hour of speech (about 9,000 words) fits. */
  text: 60_000,
} as const;

export const TRANSCRIPT_MESSAGES = {
  textTooLong: `La transcripción admite como mucho ${TRANSCRIPT_LIMITS.text.toLocaleString('es-ES')} caracteres.`,
  textControl: 'La transcripción no puede tener caracteres de control.',
  notText: 'La transcripción y los subtítulos deben ser texto.',
} as const;

/** What an admin writes for a recording; null or blank removes that part. */
export interface TranscriptInput {
  transcript: string | null;
  captions: string | null;
}

/** What the player reads: the text to show and, when captions exist, their cues in order. */
export interface TranscriptView {
  text: string;
  cues: CaptionCue[];
}

/** A blank text is no text: the column holds null. */
export function cleanTranscriptText(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '';
  return trimmed ? trimmed : null;
}

/**
 * One Spanish message per broken field, nothing when both hold: the editor shows them under
 * their fields, the API answers the first as a 400.
 */
export function transcriptMessages(input: {
  transcript?: unknown;
  captions?: unknown;
}): Partial<Record<keyof TranscriptInput, string>> {
  const M = TRANSCRIPT_MESSAGES;
  const messages: Partial<Record<keyof TranscriptInput, string>> = {};
  const { transcript, captions } = input;
  if (transcript !== undefined && transcript !== null && typeof transcript !== 'string')
    messages.transcript = M.notText;
  else if (typeof transcript === 'string') {
    const text = cleanTranscriptText(transcript) ?? '';
    if (text.length > TRANSCRIPT_LIMITS.text) messages.transcript = M.textTooLong;
    else if (hasControlCharacters(text)) messages.transcript = M.textControl;
  }
  if (captions !== undefined && captions !== null && typeof captions !== 'string')
    messages.captions = M.notText;
  else if (typeof captions === 'string' && cleanTranscriptText(captions)) {
    const parsed = parseWebVtt(captions.trim());
    if (parsed.error) messages.captions = parsed.error;
  }
  return messages;
}

/**
 * What the player shows for what is stored: the transcript as written, else the captions' cues
 * as text; null when the recording has neither (or its stored captions no longer parse).
 */
export function transcriptViewOf(transcript: string | null, captions: string | null): TranscriptView | null {
  const parsed = captions ? parseWebVtt(captions) : null;
  const cues = parsed?.cues ?? [];
  const text = cleanTranscriptText(transcript) ?? (cues.length > 0 ? transcriptFromCues(cues) : null);
  return text ? { text, cues } : null;
}

/** The cue a player's track reports as playing: its text (as the track gives it) and its start. */
export interface PlayingCue {
  text: string;
  start: number;
}

/** Track times are floats read back from the file's milliseconds: a start within this is the same. */
const SAME_START_SECONDS = 0.0005;

/**
 * The index in `cues` of the cue the player's track says is playing, or -1: the cue with the
 * same start and plain text. Texts repeat ('Inhala', '[Campana]'), so the start decides; a cue
 * whose start does not match any (a file edited since) is found by its text alone.
 */
export function cueIndexOf(cues: readonly CaptionCue[], playing: PlayingCue | null): number {
  if (!playing) return -1;
  const plain = cuePlainText(playing.text);
  const same = cues.findIndex(
    (cue) => cue.text === plain && Math.abs(cue.start - playing.start) < SAME_START_SECONDS,
  );
  return same >= 0 ? same : cues.findIndex((cue) => cue.text === plain);
}
