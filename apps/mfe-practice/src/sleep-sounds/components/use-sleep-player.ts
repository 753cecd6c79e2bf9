import { useEffect, useRef, useState } from 'react';
import { type SLEEP_TIMER_MINUTES, sleepFadeGain, sleepSecondsLeft } from '@inhala/domain';
import {
  AMBIENT_FADE_SECONDS,
  AMBIENT_SOUND_NAMES,
  ambientLoopUrl,
  claimMediaSession,
  setMediaPlaybackState,
  type AmbientSound,
} from '@inhala/ui';

export type SleepMinutes = (typeof SLEEP_TIMER_MINUTES)[number];

/** A running timer: its minutes, counted from when it was set (or the sound began). */
interface SleepTimer {
  minutes: SleepMinutes;
  setAtMs: number;
}

/** Seconds before the timer stops the loop (a loop has no end: only minutes apply). */
function secondsLeft(timer: SleepTimer, nowMs: number): number {
  return (
    sleepSecondsLeft(timer.minutes, { setAtMs: timer.setAtMs, nowMs, position: 0, duration: 0, rate: 1 }) ?? 0
  );
}

/** How often the volume (fade in, the timer's fade, fade out) is set on the element. */
const TICK_MS = 200;

interface Run {
  sound: AmbientSound;
  startedAt: number;
  /** When 'Detener' was pressed (or the timer ended): the fade out has begun. */
  stoppingAt: number | null;
}

/**
 * Sleep sounds through an <audio loop> element playing the synthesised loop as a WAV file, so
 * they go on with the screen locked (live Web Audio may be suspended then), with the lock
 * screen's title and buttons (Media Session). The volume fades in and out on the element; with
 * a timer it fades out over the last 30 s and stops.
 */
export function useSleepPlayer() {
  const audio = useRef<HTMLAudioElement>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [volume, setVolume] = useState(0.6);
  const [timer, setTimer] = useState<SleepTimer | null>(null);
  const [timerMinutes, setTimerMinutes] = useState<SleepMinutes | null>(null);
  const [now, setNow] = useState(() => Date.now());
  /** Paused from outside the page: the lock screen, the headphones taken off. */
  const [paused, setPaused] = useState(false);

  function play(sound: AmbientSound) {
    const el = audio.current;
    if (!el) return;
    const at = Date.now();
    if (run?.sound === sound && paused) {
      void el.play().catch(() => undefined);
      return;
    }
    if (run?.sound !== sound) {
      el.src = ambientLoopUrl(sound);
      el.loop = true;
    }
    el.volume = 0;
    // Called from the click itself: browsers start sound only inside a gesture.
    void el.play().catch(() => setRun(null));
    setRun({ sound, startedAt: at, stoppingAt: null });
    if (timerMinutes && !timer) setTimer({ minutes: timerMinutes, setAtMs: at });
    setNow(at);
  }
  function stop() {
    setRun((r) => (r && r.stoppingAt === null ? { ...r, stoppingAt: Date.now() } : r));
  }
  function chooseTimer(minutes: SleepMinutes | null) {
    setTimerMinutes(minutes);
    setTimer(minutes && run ? { minutes, setAtMs: Date.now() } : null);
  }

  // The volume, each tick: the person's, the fade in, the timer's fade and the fade out.
  const latest = useRef({ run, volume, timer });
  latest.current = { run, volume, timer };
  useEffect(() => {
    if (!run) return;
    const tick = () => {
      const el = audio.current;
      const { run: current, volume: chosen, timer: clock } = latest.current;
      if (!el || !current) return;
      const at = Date.now();
      setNow(at);
      if (clock && secondsLeft(clock, at) <= 0 && current.stoppingAt === null) {
        el.pause();
        setRun(null);
        setTimer(null);
        setTimerMinutes(null);
        return;
      }
      const fadeIn = Math.min(1, (at - current.startedAt) / 1000 / AMBIENT_FADE_SECONDS);
      const fadeOut =
        current.stoppingAt === null ? 1 : 1 - (at - current.stoppingAt) / 1000 / AMBIENT_FADE_SECONDS;
      if (fadeOut <= 0) {
        el.pause();
        setRun(null);
        setTimer(null);
        return;
      }
      const timerGain = clock ? sleepFadeGain(secondsLeft(clock, at)) : 1;
      el.volume = Math.max(0, Math.min(1, chosen * fadeIn * fadeOut * timerGain));
    };
    tick();
    const id = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(id);
  }, [run]);

  // The lock screen: what plays, and its buttons.
  const playing = run?.sound ?? null;
  useEffect(() => {
    if (!playing) return;
    const release = claimMediaSession(
      { title: AMBIENT_SOUND_NAMES[playing], artist: 'Inhala', album: 'Sonidos para dormir' },
      {
        play: () => void audio.current?.play().catch(() => undefined),
        pause: () => audio.current?.pause(),
        stop: () => stop(),
      },
    );
    return release;
  }, [playing]);

  // The element's own state (the lock screen's pause, headphones unplugged) tells the phone.
  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    const playingNow = () => {
      setPaused(false);
      setMediaPlaybackState('playing');
    };
    const pausedNow = () => {
      const outside = latest.current.run !== null;
      setPaused(outside);
      setMediaPlaybackState(outside ? 'paused' : 'none');
    };
    el.addEventListener('play', playingNow);
    el.addEventListener('pause', pausedNow);
    return () => {
      el.removeEventListener('play', playingNow);
      el.removeEventListener('pause', pausedNow);
    };
  }, []);

  useEffect(() => {
    const el = audio.current;
    return () => {
      if (el && !el.paused) el.pause();
    };
  }, []);

  return {
    audio,
    playing,
    stopping: run?.stoppingAt != null,
    paused,
    volume,
    setVolume,
    timerMinutes,
    chooseTimer,
    remaining: timer ? secondsLeft(timer, now) : null,
    play,
    stop,
  };
}
