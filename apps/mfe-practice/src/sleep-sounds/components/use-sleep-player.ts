import { useEffect, useRef, useState } from 'react';
import { type SLEEP_TIMER_MINUTES, sleepFadeGain, sleepSecondsLeft } from '@inhala/domain';
import { AMBIENT_FADE_SECONDS, AMBIENT_SOUND_NAMES, useMediaParts, type AmbientSound } from '@inhala/ui';

export type SleepMinutes = (typeof SLEEP_TIMER_MINUTES)[number];

/** A running timer: its minutes, counted from when it was set, as a bedside timer (and the players') does. */
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
  /** When 'Detener' was pressed: the fade out has begun. */
  stoppingAt: number | null;
}

/**
 * Sleep sounds through an <audio loop> element playing the synthesised loop as a WAV file, so
 * they go on with the screen locked (live Web Audio may be suspended then), with the lock
 * screen's title and buttons (Media Session). The volume fades in and out on the element; with
 * a timer it fades out over the last 30 s and stops. The timer counts from when it is set, with
 * or without a sound, and ends by itself when nothing plays.
 */
export function useSleepPlayer() {
  const audio = useRef<HTMLAudioElement>(null);
  // The loops are synthesised by the media chunk; the page asks for it as it opens.
  const media = useMediaParts();
  const [run, setRun] = useState<Run | null>(null);
  const [volume, setVolume] = useState(0.6);
  const [timer, setTimer] = useState<SleepTimer | null>(null);
  const [now, setNow] = useState(() => Date.now());
  /** Paused from outside the page: the lock screen, the headphones taken off. */
  const [paused, setPaused] = useState(false);
  /** The page itself is pausing the element (the end of a fade out, the timer): not a pause from outside. */
  const stopping = useRef(false);

  function play(sound: AmbientSound) {
    const el = audio.current;
    if (!el || !media) return;
    const at = Date.now();
    if (run?.sound === sound && paused) {
      void el.play().catch(() => undefined);
      return;
    }
    if (run?.sound !== sound) {
      el.src = media.ambientLoopUrl(sound);
      el.loop = true;
    }
    el.volume = 0;
    // Called from the click itself: browsers start sound only inside a gesture.
    void el.play().catch(() => setRun(null));
    setRun({ sound, startedAt: at, stoppingAt: null });
    setNow(at);
  }
  function stop() {
    setRun((r) => (r && r.stoppingAt === null ? { ...r, stoppingAt: Date.now() } : r));
  }
  function chooseTimer(minutes: SleepMinutes | null) {
    const at = Date.now();
    setTimer(minutes ? { minutes, setAtMs: at } : null);
    setNow(at);
  }
  /** Stops the element from the page: its pause event must not read as the lock screen's. */
  function release(el: HTMLAudioElement) {
    // Browsers fire 'pause' later, in a task of its own: the flag stays up until it arrives.
    if (!el.paused) stopping.current = true;
    el.pause();
    setPaused(false);
    setRun(null);
  }

  // Each tick: the timer's count and the volume (the person's, the fade in, the timer's fade and
  // the fade out). It runs while a sound plays or a timer counts.
  const latest = useRef({ run, volume, timer });
  latest.current = { run, volume, timer };
  const ticking = run !== null || timer !== null;
  useEffect(() => {
    if (!ticking) return;
    const tick = () => {
      const el = audio.current;
      const { run: current, volume: chosen, timer: clock } = latest.current;
      const at = Date.now();
      setNow(at);
      const left = clock ? secondsLeft(clock, at) : null;
      if (left !== null && left <= 0) {
        setTimer(null);
        if (el && current) release(el);
        return;
      }
      if (!el || !current) return;
      const fadeIn = Math.min(1, (at - current.startedAt) / 1000 / AMBIENT_FADE_SECONDS);
      const fadeOut =
        current.stoppingAt === null ? 1 : 1 - (at - current.stoppingAt) / 1000 / AMBIENT_FADE_SECONDS;
      if (fadeOut <= 0) return release(el);
      const timerGain = left === null ? 1 : sleepFadeGain(left);
      el.volume = Math.max(0, Math.min(1, chosen * fadeIn * fadeOut * timerGain));
    };
    tick();
    const id = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(id);
  }, [ticking, run]);

  // The lock screen: what plays, and its buttons.
  const playing = run?.sound ?? null;
  useEffect(() => {
    if (!playing || !media) return;
    return media.claimMediaSession(
      { title: AMBIENT_SOUND_NAMES[playing], artist: 'Inhala', album: 'Sonidos para dormir' },
      {
        play: () => void audio.current?.play().catch(() => undefined),
        pause: () => audio.current?.pause(),
        stop: () => stop(),
      },
    );
  }, [playing, media]);

  // The element's own state (the lock screen's pause, headphones unplugged) tells the phone.
  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    const playingNow = () => {
      stopping.current = false;
      setPaused(false);
      media?.setMediaPlaybackState('playing');
    };
    const pausedNow = () => {
      // The run may still be set here (React has not rendered the stop yet): the flag says whose pause it is.
      const outside = !stopping.current && latest.current.run !== null;
      stopping.current = false;
      setPaused(outside);
      media?.setMediaPlaybackState(outside ? 'paused' : 'none');
    };
    el.addEventListener('play', playingNow);
    el.addEventListener('pause', pausedNow);
    return () => {
      el.removeEventListener('play', playingNow);
      el.removeEventListener('pause', pausedNow);
    };
  }, [media]);

  useEffect(() => {
    const el = audio.current;
    return () => {
      if (el && !el.paused) el.pause();
    };
  }, []);

  return {
    audio,
    /** False until the sounds can be made (the media chunk is loading). */
    ready: media !== null,
    playing,
    stopping: run?.stoppingAt != null,
    paused,
    volume,
    setVolume,
    timerMinutes: timer?.minutes ?? null,
    chooseTimer,
    remaining: timer ? secondsLeft(timer, now) : null,
    play,
    stop,
  };
}
