import { useEffect, useRef, useState } from 'react';
import { bellsBetween, type BreathingPattern } from '@inhala/domain';
import { createBellPlayer, type BellPlayer } from './bells';
import { useSessionFile } from './use-session-file';

/**
 * Where the session's time comes from: 'audio', the rendered file's position in the <audio>
 * element (it goes on with the screen locked, and pausing or seeking it moves the steps);
 * 'wall', the page's clock with bells rung live (no OfflineAudioContext, or playback refused);
 * 'pending', started while the file is still being rendered.
 */
export type ClockMode = 'pending' | 'wall' | 'audio';

/** How often the clock is read; the breath and the countdown move in whole seconds anyway. */
const TICK_MS = 250;
/**
 * A running session whose file has not moved for this long is stuck (the element stalled, or
 * its playback was refused without a word): the page's clock takes over from where it is.
 */
const STALLED_MS = 3_000;

/** A play() cut short by a pause is no failure: the person paused. */
const interrupted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

interface Options {
  totalSeconds: number;
  pattern: BreathingPattern;
  /** The interval bells' seconds: in the file, or rung live on the page's clock. */
  bells: readonly number[];
  /** The session runs: the clock is read each tick. */
  running: boolean;
  /** Each tick before the end, with the seconds into the session. */
  onTick: (seconds: number) => void;
  /** The end reached (it may be told more than once: the file plays on to its bell's end). */
  onEnd: () => void;
  /** The element paused from outside (the lock screen, headphones taken off) while running. */
  onOutsidePause: () => void;
  /** The element played from outside (the lock screen) while paused. */
  onOutsidePlay: () => void;
}

/**
 * The guided session's clock: the session's sound rendered ahead and played through <audio>
 * (its position is the session's time, so it goes on with the screen locked), or, where that
 * cannot be, the page's clock with the bells rung live. Start, pause, resume and seek move it;
 * seconds skipped forward are not practised.
 */
export function useSessionClock(options: Options) {
  const { totalSeconds, pattern, bells, running } = options;
  const audio = useRef<HTMLAudioElement>(null);
  const { file, key: fileKey } = useSessionFile(totalSeconds, pattern, bells);
  // The page's clock: seconds banked before the last pause, when the current run began, the last reading.
  const clock = useRef({ banked: 0, since: null as number | null, lastTick: 0 });
  /** Seconds moved forward (less those moved back) on the lock screen: not practised. */
  const skipped = useRef(0);
  const bellPlayer = useRef<BellPlayer | null>(null);
  const [mode, setModeState] = useState<ClockMode>('pending');
  const modeRef = useRef<ClockMode>('pending');
  const setMode = (next: ClockMode) => {
    modeRef.current = next;
    setModeState(next);
  };
  const latest = useRef(options);
  latest.current = options;
  /** The file's last position seen while running, and since when: a file that does not move is stuck. */
  const stall = useRef({ position: 0, since: 0 });

  const read = () => {
    if (modeRef.current === 'audio') return Math.min(audio.current?.currentTime ?? 0, totalSeconds);
    return (
      clock.current.banked + (clock.current.since === null ? 0 : (Date.now() - clock.current.since) / 1000)
    );
  };

  function start() {
    clock.current = { banked: 0, since: null, lastTick: 0 };
    skipped.current = 0;
    setMode('pending');
    if (file === 'none') startWall();
    else if (file && file.key === fileKey) startAudio(file.url);
    // Otherwise the effect below starts it as soon as the file is ready.
  }
  function startWall() {
    setMode('wall');
    bellPlayer.current ??= createBellPlayer();
    bellPlayer.current.ring('start');
    clock.current.since = Date.now();
  }
  /**
   * The file cannot carry the session (refused, failed or stalled): the page's clock goes on
   * from the file's position, with the bells rung live, and the element is silenced.
   */
  function audioGaveWay() {
    const el = audio.current;
    if (modeRef.current !== 'audio') return;
    const at = Math.min(el?.currentTime ?? 0, totalSeconds);
    setMode('wall');
    bellPlayer.current ??= createBellPlayer();
    if (at === 0) bellPlayer.current.ring('start');
    clock.current = { ...clock.current, banked: at, since: latest.current.running ? Date.now() : null };
    el?.pause();
  }
  const gaveWay = useRef(audioGaveWay);
  gaveWay.current = audioGaveWay;
  function startAudio(url: string) {
    const el = audio.current;
    if (!el) return startWall();
    setMode('audio');
    el.src = url;
    stall.current = { position: 0, since: Date.now() };
    el.play().catch((error: unknown) => {
      // Playback refused (no gesture left, a saver mode): the page's clock and live bells.
      if (!interrupted(error)) audioGaveWay();
    });
  }
  function pause() {
    if (modeRef.current === 'audio') audio.current?.pause();
    else if (modeRef.current === 'wall') {
      clock.current.banked = read();
      clock.current.since = null;
    }
  }
  function resume() {
    if (modeRef.current === 'audio') {
      stall.current = { position: audio.current?.currentTime ?? 0, since: Date.now() };
      audio.current?.play().catch((error: unknown) => {
        if (!interrupted(error)) audioGaveWay();
      });
    } else if (modeRef.current === 'wall') clock.current.since = Date.now();
  }
  /** Moves the file to `seconds` (kept inside the session); the new position, or null where nothing moves. */
  function seekTo(seconds: number): number | null {
    const el = audio.current;
    if (modeRef.current !== 'audio' || !el || !Number.isFinite(seconds)) return null;
    const to = Math.min(Math.max(0, seconds), totalSeconds);
    skipped.current += to - el.currentTime;
    el.currentTime = to;
    clock.current.lastTick = to;
    return to;
  }
  /** The session's seconds less those skipped forward. */
  const practisedSeconds = () =>
    Math.round(totalSeconds - Math.min(totalSeconds, Math.max(0, skipped.current)));

  // Started while the file was still being rendered: it plays once ready (or the bells ring live).
  useEffect(() => {
    if (mode !== 'pending' || !running || file === null) return;
    if (file !== 'none' && file.key === fileKey) startAudio(file.url);
    else if (file === 'none') startWall();
    // Started once, when the file arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, running, file]);

  // The tick: bells passed since the last one (rung live on the page's clock), and the end.
  const tick = useRef(() => undefined as void);
  tick.current = () => {
    if (!latest.current.running || modeRef.current === 'pending') return;
    if (modeRef.current === 'audio') {
      const position = audio.current?.currentTime ?? 0;
      if (position !== stall.current.position) stall.current = { position, since: Date.now() };
      else if (Date.now() - stall.current.since > STALLED_MS) audioGaveWay();
    }
    const now = read();
    const live = modeRef.current === 'wall';
    if (live && bellsBetween(bells, clock.current.lastTick, now).length > 0)
      bellPlayer.current?.ring('interval');
    clock.current.lastTick = now;
    if (now < totalSeconds) return latest.current.onTick(now);
    clock.current = { ...clock.current, banked: totalSeconds, since: null };
    // The file rings its own end bell and plays on to the bell's end.
    if (live) bellPlayer.current?.ring('end');
    latest.current.onEnd();
  };
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => tick.current(), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  // The <audio> element: its position moves the session even when timers sleep (screen off), and
  // a pause or play from outside (the lock screen, headphones taken off) is the session's too.
  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    const onTime = () => tick.current();
    const onPause = () => {
      if (modeRef.current === 'audio' && latest.current.running) latest.current.onOutsidePause();
    };
    const onPlay = () => {
      if (modeRef.current === 'audio' && !latest.current.running) latest.current.onOutsidePlay();
    };
    const onError = () => gaveWay.current();
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('ended', onTime);
    el.addEventListener('error', onError);
    el.addEventListener('pause', onPause);
    el.addEventListener('play', onPlay);
    return () => {
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('ended', onTime);
      el.removeEventListener('error', onError);
      el.removeEventListener('pause', onPause);
      el.removeEventListener('play', onPlay);
      // A removed element would go on playing.
      if (!el.paused) el.pause();
    };
  }, []);

  // Leaving: the bells' audio context stops with the screen.
  useEffect(
    () => () => {
      bellPlayer.current?.close();
    },
    [],
  );

  return { audio, file, mode, read, start, pause, resume, seekTo, practisedSeconds };
}
