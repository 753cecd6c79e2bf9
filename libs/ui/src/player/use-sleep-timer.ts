import { useEffect, useRef, useState, type RefObject } from 'react';
import { sleepFadeGain, sleepSecondsLeft, type SleepTimerChoice } from '@inhala/domain';

/** Often enough that the 30 s fade sounds smooth, rarely enough to cost nothing. */
const TICK_MS = 250;

/**
 * 'Temporizador' for a media element: after the chosen minutes (or at the recording's end) the
 * sound fades out over the last 30 s and `stop` is called. The minutes count from when the timer
 * was set, as a bedside timer does. The element's volume is the fade's only: muting is separate.
 * (iOS Safari ignores a media element's volume: there the sound stops at the time, unfaded.)
 */
export function useSleepTimer(media: RefObject<HTMLMediaElement | null>, stop: () => void) {
  const [choice, setChoice] = useState<SleepTimerChoice | null>(null);
  const [setAt, setSetAt] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const latestStop = useRef(stop);
  latestStop.current = stop;

  useEffect(() => {
    const el = media.current;
    if (!choice || !el) return;
    const tick = () => {
      const left = sleepSecondsLeft(choice, {
        setAtMs: setAt,
        nowMs: Date.now(),
        position: el.currentTime,
        duration: el.duration,
        rate: el.playbackRate,
      });
      setSecondsLeft(left);
      if (left === null) return;
      el.volume = sleepFadeGain(left);
      if (left > 0) return;
      setChoice(null);
      setSecondsLeft(null);
      if (!el.paused) latestStop.current();
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => {
      clearInterval(timer);
      el.volume = 1;
    };
  }, [media, choice, setAt]);

  return {
    choice,
    /** Seconds before the sound stops; null with no timer, or at 'Al terminar' before the length is known. */
    secondsLeft: choice ? secondsLeft : null,
    set: (next: SleepTimerChoice | null) => {
      setChoice(next);
      setSetAt(Date.now());
      setSecondsLeft(null);
    },
  };
}
