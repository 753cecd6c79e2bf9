import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  SKIP_SECONDS,
  formatPlaybackTime,
  isComplete,
  playbackPercent,
  skipTo,
  type PlayingCue,
} from '@inhala/domain';
import { PlaybackSettings } from '../player/PlaybackSettings';
import { SkipButton } from '../player/SkipButton';
import { useMediaSession, type MediaSessionInfo } from '../player/use-media-session';
import { usePlaybackRate } from '../player/use-playback-rate';
import { useSleepTimer } from '../player/use-sleep-timer';
import { useToast } from '../toast/Toaster';
import type { ToastInput } from '../toast/toast-state';

type State = 'idle' | 'playing' | 'paused' | 'ended';

export interface AudioPlayerErrors {
  play: ToastInput;
  load: ToastInput;
  /** Said instead of either when the file could not be reached because there is no network. */
  offline?: string;
}

/** The Angel Mondays texts (01 §8), the default; the chat and the meditations pass their own. */
export const AUDIO_PLAYER_ERRORS: AudioPlayerErrors = {
  play: {
    title: 'Error de audio',
    description: 'No se pudo reproducir el audio. El archivo no está disponible.',
    variant: 'destructive',
  },
  load: {
    title: 'Error de audio',
    description: 'El archivo de audio no se pudo cargar. Puede que no esté disponible.',
    variant: 'destructive',
  },
  offline: 'Necesitas conexión a internet para escuchar este audio.',
};

/** MediaError.MEDIA_ERR_NETWORK: the file started to come and the network gave way. */
const MEDIA_ERR_NETWORK = 2;

/**
 * A failure the network caused, not the file: the browser says it is offline, or the media
 * element reports a network error. A file that was not downloaded cannot play offline; saying
 * 'El archivo no está disponible' then would send the person looking for a file that exists.
 */
function failedForNetwork(el: HTMLAudioElement | null): boolean {
  return navigator.onLine === false || el?.error?.code === MEDIA_ERR_NETWORK;
}

/** Seconds an arrow key moves the position; Page Up / Page Down move six times as far. */
export const SEEK_STEP_SECONDS = 5;

interface Props {
  /** A playable source; resolve it first with resolveAudioSource (same-origin rule, 01 §5). */
  src: string;
  /** What the player is, for screen readers (e.g. 'nota de voz de Clara'). */
  label?: string;
  errors?: AudioPlayerErrors;
  className?: string;
  /**
   * Called once per source when playback reaches 90 % of the file (a meditation counts as done
   * there: the last seconds are often silence), with the seconds actually listened (a seek
   * forward adds nothing), so a practice is never longer than it was.
   */
  onComplete?: (seconds: number) => void;
  /**
   * Called when the file has played to its very end (after `onComplete`), with the seconds
   * listened in all (a seek forward adds nothing).
   */
  onEnded?: (listened: number) => void;
  /** What the lock screen shows once it plays (Media Session); without it, nothing is put there. */
  media?: MediaSessionInfo;
  /** 'full': ±15 s, 'Velocidad' and 'Temporizador' (meditations, Angel Mondays, challenge audio); 'compact': a voice note's. */
  controls?: 'full' | 'compact';
  /** Where to start, in seconds (a saved position): offered until the person plays or seeks. */
  startAt?: number;
  /** The position and length about every 5 s while playing, and on pause, seek and end. */
  onProgress?: (position: number, duration: number) => void;
  /** A WebVTT file of the recording's captions (same origin). */
  captionsUrl?: string | null;
  /** The caption cue being heard (its text and start), as it changes; null between cues. */
  onCue?: (cue: PlayingCue | null) => void;
  /** More controls in the player (e.g. 'Descargar'). */
  actions?: ReactNode;
}

/** How often a playing recording reports its position (onProgress). */
const PROGRESS_EVERY_MS = 5_000;

/** Browsers report the position about 4 times a second: a longer step forward is a seek. */
const MAX_PLAYBACK_STEP_SECONDS = 2;

/**
 * The audio player of Angel Mondays, chat voice messages, challenge audio and uploaded
 * meditations: play/pause, a seek slider with m:ss position and length and the percentage
 * played, and mute; the full player adds '−15 s' / '+15 s', 'Velocidad', 'Temporizador', a
 * saved position to start from, and the lock screen's controls. Every control works with the
 * keyboard: Space or Enter on the buttons; on the slider the arrows move 5 s, Page Up/Down 30 s,
 * Home and End go to the start and the end.
 */
export function AudioPlayer({
  src,
  label,
  errors = AUDIO_PLAYER_ERRORS,
  className = 'bg-white/70',
  onComplete,
  onEnded,
  media,
  controls = 'full',
  startAt,
  onProgress,
  captionsUrl,
  onCue,
  actions,
}: Props) {
  const audio = useRef<HTMLAudioElement>(null);
  const toast = useToast();
  const [state, setState] = useState<State>('idle');
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [muted, setMuted] = useState(false);
  // The file could not be reached offline: say so, and try again when the network is back.
  const [needsNetwork, setNeedsNetwork] = useState(false);
  const completed = useRef(false);
  // Listening time: the small steps between two position reports while playing; a seek is a jump.
  const listened = useRef(0);
  const lastPosition = useRef(0);
  const [rate, setRate] = usePlaybackRate();
  // The saved position is offered until the person plays from it, seeks or starts over.
  const [resumeFrom, setResumeFrom] = useState<number | null>(null);
  const resumeDecided = useRef(false);
  const lastReport = useRef(0);
  const full = controls === 'full';

  function report(position: number, length: number) {
    lastReport.current = Date.now();
    if (Number.isFinite(length) && length > 0) onProgress?.(position, length);
  }

  function pause() {
    const el = audio.current;
    if (!el) return;
    el.pause();
    setState('paused');
    report(el.currentTime, el.duration);
  }

  const timer = useSleepTimer(audio, pause);
  const updatePositionState = useMediaSession(
    media,
    { started: state !== 'idle', playing: state === 'playing' },
    {
      play: () => void toggle(),
      pause,
      skip: (by) => seek(current + by),
      seekTo: (to) => seek(to),
      stop: () => {
        pause();
        seek(0);
      },
    },
  );

  // Another source pauses, rewinds, reloads and resets position and length.
  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    el.pause();
    el.currentTime = 0;
    el.load();
    setState('idle');
    setCurrent(0);
    setDuration(0);
    completed.current = false;
    listened.current = 0;
    lastPosition.current = 0;
    setNeedsNetwork(false);
    resumeDecided.current = false;
    setResumeFrom(null);
  }, [src]);

  // A saved position, once both it and the length are known, unless the person already moved.
  const known = Number.isFinite(duration) && duration > 0;
  useEffect(() => {
    const el = audio.current;
    if (!el || !known || resumeDecided.current || startAt === undefined) return;
    resumeDecided.current = true;
    if (!(startAt > 0 && startAt < duration) || el.currentTime > 0) return;
    el.currentTime = startAt;
    lastPosition.current = startAt;
    setCurrent(startAt);
    setResumeFrom(startAt);
  }, [startAt, known, duration]);

  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    el.defaultPlaybackRate = rate;
    el.playbackRate = rate;
  }, [rate, src]);

  // The captions' cues as they are heard (a track's cues load only when it is not disabled).
  useEffect(() => {
    const track = audio.current?.textTracks?.[0];
    if (!track || !captionsUrl) return;
    track.mode = 'hidden';
    const onCueChange = () => {
      const cue = track.activeCues?.[0] as VTTCue | undefined;
      onCue?.(cue ? { text: cue.text, start: cue.startTime } : null);
    };
    track.addEventListener('cuechange', onCueChange);
    return () => track.removeEventListener('cuechange', onCueChange);
  }, [captionsUrl, src, onCue]);

  useEffect(() => {
    if (!needsNetwork) return;
    const onOnline = () => {
      setNeedsNetwork(false);
      audio.current?.load();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [needsNetwork]);

  /** A failed play or load: the network's (a notice that waits for it) or the file's (a toast). */
  function failed(toastInput: ToastInput) {
    setState('idle');
    if (failedForNetwork(audio.current)) setNeedsNetwork(true);
    else toast(toastInput);
  }

  function retry() {
    if (navigator.onLine === false) return;
    setNeedsNetwork(false);
    audio.current?.load();
    void toggle();
  }

  function onTimeUpdate(position: number, length: number) {
    setCurrent(position);
    const step = position - lastPosition.current;
    if (step > 0 && step <= MAX_PLAYBACK_STEP_SECONDS) listened.current += step;
    lastPosition.current = position;
    updatePositionState(position, length, rate);
    if (state === 'playing' && Date.now() - lastReport.current >= PROGRESS_EVERY_MS) report(position, length);
    if (!completed.current && isComplete(position, length)) {
      completed.current = true;
      onComplete?.(listened.current);
    }
  }

  async function toggle() {
    const el = audio.current;
    if (!el) return;
    if (state === 'playing') {
      pause();
      return;
    }
    try {
      await el.play();
      setState('playing');
      setResumeFrom(null);
      lastReport.current = Date.now();
      setNeedsNetwork(false);
    } catch {
      failed(errors.play);
    }
  }

  function seek(seconds: number) {
    const el = audio.current;
    if (!el || !known) return;
    const to = Math.min(duration, Math.max(0, seconds));
    el.currentTime = to;
    lastPosition.current = to;
    setCurrent(to);
    resumeDecided.current = true;
    setResumeFrom(null);
    updatePositionState(to, duration, rate);
    report(to, duration);
  }

  function onSliderKey(event: KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, number> = {
      ArrowLeft: -SEEK_STEP_SECONDS,
      ArrowDown: -SEEK_STEP_SECONDS,
      ArrowRight: SEEK_STEP_SECONDS,
      ArrowUp: SEEK_STEP_SECONDS,
      PageDown: -SEEK_STEP_SECONDS * 6,
      PageUp: SEEK_STEP_SECONDS * 6,
    };
    if (event.key === 'Home') seek(0);
    else if (event.key === 'End') seek(duration);
    else if (event.key in moves) seek(current + (moves[event.key] ?? 0));
    else return;
    event.preventDefault();
  }

  const position = formatPlaybackTime(current);
  const length = formatPlaybackTime(duration);
  const percent = Math.round(playbackPercent(current, duration));
  const skipButton = (by: number) => (
    <SkipButton back={by < 0} disabled={!known} onSkip={() => seek(skipTo(current, by, duration))} />
  );
  // In less than 32rem of its own width (a phone, or a narrow column such as the CMS preview) the
  // times and the slider take a row of their own under the buttons and the percentage (also in
  // the slider's value text) is left out: the player's room decides, not the window's.
  return (
    <div
      role="group"
      aria-label={label ? `Reproductor de ${label}` : 'Reproductor de audio'}
      className={`@container rounded-2xl p-3 ${className}`}
    >
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        muted={muted}
        onTimeUpdate={(e) => onTimeUpdate(e.currentTarget.currentTime, e.currentTarget.duration)}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        onPause={(e) => {
          // Paused from outside the page (headphones unplugged, another app's sound, the timer).
          if (state === 'playing' && !e.currentTarget.ended) {
            setState('paused');
            report(e.currentTarget.currentTime, e.currentTarget.duration);
          }
        }}
        onEnded={(e) => {
          // The last steps before the end count as any other (and may reach the 90 % mark).
          onTimeUpdate(e.currentTarget.duration, e.currentTarget.duration);
          setState('ended');
          setCurrent(0);
          report(e.currentTarget.duration, e.currentTarget.duration);
          onEnded?.(listened.current);
        }}
        onError={() => {
          setCurrent(0);
          setDuration(0);
          failed(errors.load);
        }}
      >
        {captionsUrl && <track kind="captions" srcLang="es" label="Español" src={captionsUrl} default />}
      </audio>
      <div className="grid grid-cols-[auto_auto_auto_1fr_auto] items-center gap-x-1 gap-y-1 [grid-template-areas:'back_play_fwd_._mute'_'time_time_time_time_time'] @lg:gap-x-2 @lg:[grid-template-areas:'back_play_fwd_time_mute']">
        {full && <div className="[grid-area:back]">{skipButton(-SKIP_SECONDS)}</div>}
        <button
          type="button"
          onClick={() => void toggle()}
          aria-label={`${state === 'playing' ? 'Pausar' : 'Reproducir'}${label ? ` ${label}` : ''}`}
          className="rounded-full bg-sage-700 p-3 text-white [grid-area:play] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700"
        >
          {state === 'playing' ? <Pause aria-hidden size={18} /> : <Play aria-hidden size={18} />}
        </button>
        {full && <div className="[grid-area:fwd]">{skipButton(SKIP_SECONDS)}</div>}
        <div className="flex min-w-0 items-center gap-2 [grid-area:time] @lg:gap-3">
          <span className="w-10 shrink-0 text-xs tabular-nums" aria-hidden>
            {position}
          </span>
          <input
            type="range"
            min={0}
            max={known ? duration : 0}
            step="any"
            value={known ? Math.min(current, duration) : 0}
            disabled={!known}
            onChange={(event) => seek(Number(event.target.value))}
            onKeyDown={onSliderKey}
            aria-label={label ? `Progreso de ${label}` : 'Progreso del audio'}
            aria-valuetext={`${position} de ${length} (${percent} %)`}
            className="h-2 min-w-0 flex-1 cursor-pointer accent-sage-700 disabled:cursor-default"
          />
          <span className="w-10 shrink-0 text-right text-xs tabular-nums" aria-hidden>
            {length}
          </span>
          <span className="hidden w-10 shrink-0 text-right text-xs tabular-nums @lg:inline" aria-hidden>
            {percent} %
          </span>
        </div>
        <button
          type="button"
          onClick={() => setMuted((m) => !m)}
          aria-label="Silenciar"
          aria-pressed={muted}
          className="justify-self-end rounded-full p-2 [grid-area:mute] hover:bg-sage-50 focus-visible:outline-2 focus-visible:outline-sage-700"
        >
          {muted ? <VolumeX aria-hidden size={18} /> : <Volume2 aria-hidden size={18} />}
        </button>
      </div>
      {resumeFrom !== null && (
        <p className="mt-2 text-sm text-ink">
          Continúas donde lo dejaste ({formatPlaybackTime(resumeFrom)}).{' '}
          <button
            type="button"
            onClick={() => seek(0)}
            className="font-medium text-sage-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-sage-700"
          >
            Empezar desde el principio
          </button>
        </p>
      )}
      {(full || actions) && (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          {full && (
            <PlaybackSettings
              rate={rate}
              onRate={setRate}
              timer={timer.choice}
              onTimer={timer.set}
              secondsLeft={timer.secondsLeft}
            />
          )}
          {actions}
        </div>
      )}
      <p role="status" className="mt-1 text-sm text-ink empty:hidden">
        {needsNetwork && (
          <>
            {errors.offline ?? AUDIO_PLAYER_ERRORS.offline}{' '}
            <button
              type="button"
              onClick={retry}
              className="font-medium text-sage-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-sage-700"
            >
              Reintentar
            </button>
          </>
        )}
      </p>
    </div>
  );
}
