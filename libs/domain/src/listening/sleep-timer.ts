/** The sleep timer's choices in minutes ('Temporizador': 5, 10, 15, 30, 45, 60). */
export const SLEEP_TIMER_MINUTES = [5, 10, 15, 30, 45, 60] as const;
export type SleepTimerMinutes = (typeof SLEEP_TIMER_MINUTES)[number];

/** The sound fades out over the timer's last 30 seconds, then stops. */
export const SLEEP_FADE_SECONDS = 30;

/** A running timer: when it ends, in epoch milliseconds (the clock is passed in, never read). */
export interface SleepTimer {
  readonly endsAt: number;
}

export function isSleepTimerMinutes(value: number): value is SleepTimerMinutes {
  return (SLEEP_TIMER_MINUTES as readonly number[]).includes(value);
}

export function startSleepTimer(minutes: SleepTimerMinutes, now: number): SleepTimer {
  return { endsAt: now + minutes * 60_000 };
}

/** Seconds left at `now`, never below zero. */
export function sleepTimerRemaining(timer: SleepTimer, now: number): number {
  return Math.max(0, (timer.endsAt - now) / 1000);
}

export function isSleepTimerDone(timer: SleepTimer, now: number): boolean {
  return sleepTimerRemaining(timer, now) <= 0;
}

/**
 * The volume factor (0 to 1) with `remaining` seconds left: 1 until the last 30 s, then down to
 * 0 along a square curve, which the ear hears as an even fade (a straight line in amplitude
 * seems to hold and then drop at the very end).
 */
export function sleepFadeGain(remaining: number, fadeSeconds = SLEEP_FADE_SECONDS): number {
  if (!Number.isFinite(remaining) || remaining <= 0) return 0;
  if (remaining >= fadeSeconds) return 1;
  const share = remaining / fadeSeconds;
  return share * share;
}
