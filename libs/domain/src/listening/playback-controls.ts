/**
 * The player's controls beyond play and pause: the skips, the speeds and the sleep timer, shared
 * by every player (recorded meditations, Angel Mondays, challenge audio, sleep sounds) and by the
 * lock screen's buttons, so a skip is the same length wherever a person presses it.
 */

/** '−15 s' and '+15 s', and the lock screen's seek backward / forward when it names no offset. */
export const SKIP_SECONDS = 15;

/** 'Velocidad': slower for a first listen, faster for a known one; 1 × is how it was recorded. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

export function isPlaybackRate(value: unknown): value is PlaybackRate {
  return typeof value === 'number' && (PLAYBACK_RATES as readonly number[]).includes(value);
}

/** '1 ×', '0,75 ×': Spanish decimals. */
export function playbackRateLabel(rate: PlaybackRate): string {
  return `${String(rate).replace('.', ',')} ×`;
}

/** 'Temporizador': minutes, or 'Al terminar' (the end of what is playing). */
export const SLEEP_TIMER_MINUTES = [5, 10, 15, 30, 45, 60] as const;
export type SleepTimerChoice = (typeof SLEEP_TIMER_MINUTES)[number] | 'end';

export function isSleepTimerChoice(value: unknown): value is SleepTimerChoice {
  return value === 'end' || (SLEEP_TIMER_MINUTES as readonly unknown[]).includes(value);
}

/** The sound fades out over the last 30 s before the timer stops it, so sleep is not broken by a cut. */
export const SLEEP_FADE_SECONDS = 30;

/**
 * The loudness (0–1) with `secondsLeft` before the timer stops the sound: full until the last
 * 30 s, then down along a cosine, which the ear hears as an even fade (a straight line in
 * amplitude sounds as if it dropped at the end).
 */
export function sleepFadeGain(secondsLeft: number): number {
  if (!Number.isFinite(secondsLeft) || secondsLeft <= 0) return 0;
  if (secondsLeft >= SLEEP_FADE_SECONDS) return 1;
  return 0.5 - 0.5 * Math.cos((Math.PI * secondsLeft) / SLEEP_FADE_SECONDS);
}

/**
 * Seconds left before the timer stops the sound: for minutes, from when it was set; for 'Al
 * terminar', what is left of the recording at the playing speed (null while its length is unknown).
 */
export function sleepSecondsLeft(
  choice: SleepTimerChoice,
  timing: { setAtMs: number; nowMs: number; position: number; duration: number; rate: number },
): number | null {
  if (choice === 'end') {
    const { position, duration, rate } = timing;
    if (!Number.isFinite(duration) || duration <= 0) return null;
    return Math.max(0, duration - position) / (rate > 0 ? rate : 1);
  }
  return Math.max(0, choice * 60 - (timing.nowMs - timing.setAtMs) / 1000);
}

/** 'Se apagará en 14:32' (m:ss; h:mm:ss past an hour). */
export function sleepTimerLabel(secondsLeft: number): string {
  const total = Math.max(0, Math.ceil(secondsLeft));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return `Se apagará en ${h > 0 ? `${h}:${String(m).padStart(2, '0')}` : m}:${s}`;
}

/** The position after a skip, kept inside the recording. */
export function skipTo(position: number, by: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Math.max(0, position + by);
  return Math.min(end, Math.max(0, position + by));
}
