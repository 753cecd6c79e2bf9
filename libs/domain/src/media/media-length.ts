import { durationText } from '../admin/meditation-editing';

/**
 * The playing length of an uploaded recording, read by the server from the file's bytes (never
 * typed): whole seconds. Longer than a day is no meditation (the column's CHECK holds the same).
 */
export const MEDIA_SECONDS_MAX = 24 * 60 * 60;

/** A length worth keeping: a whole number of seconds, at least 1, at most a day. */
export function isMediaSeconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MEDIA_SECONDS_MAX;
}

/** Whole seconds as stored: a length read from a file rounded to the nearest, or null if unusable. */
export function mediaSecondsOf(exact: number | null): number | null {
  if (exact === null || !Number.isFinite(exact)) return null;
  const seconds = Math.round(exact);
  return isMediaSeconds(seconds) ? seconds : null;
}

/**
 * The minutes a recording is labelled with (the catalogue's duration is whole minutes, 02 §5):
 * the nearest, and at least 1, so a 45-second file reads '1 min' and never '0 min'.
 */
export function mediaMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

/**
 * What a meditation's card says it lasts: the file's length whenever the server read one, else
 * the typed label. The file wins because it is what plays; a typed '20 min' over a 12-minute
 * recording would be the one lie a listener notices.
 */
export function meditationDurationLabel(meditation: {
  duration: string | null;
  mediaSeconds?: number | null;
}): string | null {
  const seconds = meditation.mediaSeconds;
  return isMediaSeconds(seconds) ? durationText(mediaMinutes(seconds)) : meditation.duration;
}
