import { Pause, Play, Square } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  BELL_INTERVAL_MINUTES,
  SKIP_SECONDS,
  BREATHING_PATTERNS,
  DEFAULT_BREATHING_PATTERN,
  breathAt,
  breathingPatternById,
  formatRemaining,
  guidanceStepAt,
  intervalBellTimes,
  sessionSteps,
  type BreathMoment,
  type BreathingPattern,
  type GuidanceStep,
} from '@inhala/domain';
import {
  AmbientSoundControl,
  Button,
  ConfirmDialog,
  newClientId,
  useMediaArtwork,
  useMediaParts,
} from '@inhala/ui';
import { useSessionClock } from './use-session-clock';
import { useSpanishVoice } from './use-spanish-voice';
import { useWakeLock } from './use-wake-lock';

export type GuidedSessionStatus = 'ready' | 'running' | 'paused' | 'finished';

/** A finished session, as the practice record wants it. */
export interface GuidedSessionResult {
  /** A UUID made when the session started (the practice record's id). */
  id: string;
  startedAt: string;
  finishedAt: string;
  /** Seconds practised, pauses excluded. */
  seconds: number;
}

interface Props {
  /** The meditation's name. */
  title: string;
  /** What the phone's lock screen shows under the name (the meditation's category). */
  album?: string;
  /** The meditation's image, the lock screen's artwork. */
  imageUrl?: string | null;
  /** The meditation's own text, shown (and optionally spoken) in steps when it has no script. */
  guidance: string | null;
  /** What the guide says, each step at its second; null: the guidance text, spread evenly. */
  script?: readonly GuidanceStep[] | null;
  totalSeconds: number;
  /** Called once, when the session reaches its end. */
  onFinished: (result: GuidedSessionResult) => void;
  /** The person leaves (after the end, before starting, or ending early once confirmed). */
  onClose: () => void;
}

export const SCREEN_OFF_NOTE =
  'Con la pantalla apagada seguirán sonando las campanas y el tono de la respiración; la voz y el sonido de fondo pueden pausarse según el navegador.';

const BELL_LABELS: Record<(typeof BELL_INTERVAL_MINUTES)[number], string> = {
  0: 'Sin campanas intermedias',
  1: 'Cada minuto',
  3: 'Cada 3 minutos',
  5: 'Cada 5 minutos',
  10: 'Cada 10 minutos',
};

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setReduced(list.matches);
    list.addEventListener?.('change', update);
    return () => list.removeEventListener?.('change', update);
  }, []);
  return reduced;
}

/** Interactive targets keep their own Space (a focused button clicks, a checkbox toggles). */
function ownsSpace(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest('button, input, select, textarea, a, [role="radio"]') !== null
  );
}

/**
 * The guided session (issue 17), full screen: ready (pacing, interval bells, spoken guidance),
 * running ⇄ paused, finished. The breath is paced by the chosen pattern, with the phase word and
 * its countdown, the time left, the meditation's text in steps, soft Web Audio bells, and the
 * screen kept awake while it runs. Space pauses and resumes; Escape asks before ending early.
 * With prefers-reduced-motion the circle is not drawn: the words and the countdown guide alone.
 *
 * Screen readers hear each phase once when it begins (every 4 s or more), each new step of the
 * text, and the pauses and the end; never the seconds.
 */
export function GuidedSession({
  title,
  album = 'Sesión guiada',
  imageUrl = null,
  guidance,
  script = null,
  totalSeconds,
  onFinished,
  onClose,
}: Props) {
  const headingId = useId();
  const [status, setStatus] = useState<GuidedSessionStatus>('ready');
  const [pattern, setPattern] = useState<BreathingPattern>(DEFAULT_BREATHING_PATTERN);
  const [bellMinutes, setBellMinutes] = useState<number>(0);
  const [spoken, setSpoken] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const { voice, speak, silence } = useSpanishVoice();
  const steps = useMemo(() => sessionSteps(script, guidance, totalSeconds), [script, guidance, totalSeconds]);
  const bells = useMemo(() => intervalBellTimes(totalSeconds, bellMinutes * 60), [totalSeconds, bellMinutes]);
  // This practice: its id and when it began (the practice record's).
  const practice = useRef({ startedAt: '', id: '' });
  const finished = useRef(false);
  const resumeAfterConfirm = useRef(false);
  const primary = useRef<HTMLButtonElement>(null);
  const endHeading = useRef<HTMLHeadingElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const clock = useSessionClock({
    totalSeconds,
    pattern,
    bells,
    running: status === 'running',
    onTick: setElapsed,
    onEnd: finish,
    onOutsidePause: pause,
    onOutsidePlay: () => {
      if (status === 'paused') setStatus('running');
    },
  });
  const { audio, file, mode } = clock;

  useWakeLock(status === 'running');

  function start() {
    practice.current = { startedAt: new Date().toISOString(), id: newClientId() };
    setElapsed(0);
    setStatus('running');
    clock.start();
  }
  function pause() {
    clock.pause();
    setElapsed(clock.read());
    setStatus('paused');
    silence();
  }
  function resume() {
    clock.resume();
    setStatus('running');
  }
  function seekTo(seconds: number) {
    const to = clock.seekTo(seconds);
    if (to !== null) setElapsed(to);
  }
  function finish() {
    setElapsed(totalSeconds);
    setStatus('finished');
    if (finished.current) return;
    finished.current = true;
    onFinished({
      id: practice.current.id,
      startedAt: practice.current.startedAt,
      finishedAt: new Date().toISOString(),
      seconds: clock.practisedSeconds(),
    });
  }

  const outside = useRef({ pause, resume, seekTo, askToEnd });
  outside.current = { pause, resume, seekTo, askToEnd };

  // The lock screen: the meditation's name, image and buttons, while the file plays the session.
  // Media Session comes with the players' chunk, loaded with the session's sound control.
  const media = useMediaParts();
  const artwork = useMediaArtwork(imageUrl);
  const onLockScreen = mode === 'audio' && (status === 'running' || status === 'paused');
  useEffect(() => {
    if (!onLockScreen || !media) return;
    const now = () => audio.current?.currentTime ?? 0;
    return media.claimMediaSession(
      { title, artist: 'Inhala', album, artwork },
      {
        play: () => outside.current.resume(),
        pause: () => outside.current.pause(),
        seekbackward: (d) => outside.current.seekTo(now() - (d.seekOffset ?? SKIP_SECONDS)),
        seekforward: (d) => outside.current.seekTo(now() + (d.seekOffset ?? SKIP_SECONDS)),
        seekto: (d) => outside.current.seekTo(d.seekTime ?? now()),
        // The question can only be answered on the screen: the session waits for it in silence.
        stop: () => {
          outside.current.pause();
          outside.current.askToEnd();
        },
      },
    );
  }, [onLockScreen, media, title, album, artwork, audio]);

  // Focus: the main control of each state; back to where it was when the screen closes.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);
  useEffect(() => {
    if (status === 'finished') endHeading.current?.focus();
    else primary.current?.focus();
  }, [status]);

  // Keyboard: Space pauses and resumes, Escape asks before ending (closes at once when nothing runs).
  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  keys.current = (event) => {
    // The confirmation (or any dialog) handled this key already: Escape there only closes it.
    if (confirming || event.defaultPrevented) return;
    if (event.key === 'Tab') {
      keepFocusInside(event);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (status === 'running' || status === 'paused') askToEnd();
      else onClose();
    } else if (event.key === ' ' && !ownsSpace(event.target)) {
      if (status === 'running') pause();
      else if (status === 'paused') resume();
      else return;
      event.preventDefault();
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  // The page behind is covered: Tab cycles through the session's own controls.
  function keepFocusInside(event: KeyboardEvent) {
    const controls = Array.from(
      screenRef.current?.querySelectorAll<HTMLElement>('button, input, select, [tabindex="0"]') ?? [],
    ).filter(
      // Tab stops only: a radio group is one stop, its checked radio (the arrows move inside it).
      (el) =>
        !el.hasAttribute('disabled') &&
        !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked),
    );
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    const at = document.activeElement;
    const inside = at instanceof Node && screenRef.current?.contains(at);
    if (!inside || (event.shiftKey ? at === first : at === last)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  }

  function askToEnd() {
    resumeAfterConfirm.current = status === 'running';
    if (status === 'running') pause();
    setConfirming(true);
  }
  function cancelEnd() {
    setConfirming(false);
    if (resumeAfterConfirm.current) resume();
    else primary.current?.focus();
  }

  const moment = breathAt(pattern, elapsed);
  const step = guidanceStepAt(steps, elapsed);
  const active = status === 'running' || status === 'paused';

  // Spoken guidance: each new step; the phase word when nothing else is being said.
  const spokenStep = useRef(-1);
  useEffect(() => {
    if (!spoken || status !== 'running') return;
    if (spokenStep.current !== step) {
      spokenStep.current = step;
      speak(steps[step]?.text ?? '');
    } else if (!window.speechSynthesis?.speaking) {
      speak(moment.phase);
    }
    // Once per phase or step, not per tick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spoken, status, step, moment.index, moment.breath]);

  return (
    <div
      ref={screenRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      className="fixed inset-0 z-40 flex flex-col overflow-y-auto bg-gradient-to-b from-sage-100 to-sand-50 p-6 text-center"
    >
      <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 [@media(max-height:720px)]:gap-4">
        <p className="text-sm tracking-widest text-sage-800 uppercase">Sesión guiada</p>
        <h1 id={headingId} className="font-display text-3xl text-ink">
          {title}
        </h1>

        {status === 'ready' && (
          <ReadyPanel
            totalSeconds={totalSeconds}
            pattern={pattern}
            onPattern={setPattern}
            bellMinutes={bellMinutes}
            onBellMinutes={setBellMinutes}
            canSpeak={voice !== null}
            spoken={spoken}
            onSpoken={setSpoken}
            screenOff={file !== 'none'}
          />
        )}

        {active && (
          <>
            <Breath
              moment={moment}
              pattern={pattern}
              reducedMotion={reducedMotion}
              paused={status === 'paused'}
            />
            {/* Until the sound is ready the session stands still: said in the time's place, at every
                size (a phone's short screen included), or the session would look frozen. */}
            {mode === 'pending' ? (
              <p role="status" className="text-ink-soft">
                Preparando el sonido de la sesión…
              </p>
            ) : (
              <p className="text-ink-soft">
                Tiempo restante:{' '}
                <span className="font-semibold text-ink tabular-nums">
                  {formatRemaining(totalSeconds - elapsed)}
                </span>
              </p>
            )}
            <p aria-live="polite" className="min-h-14 max-w-md font-display text-xl text-ink">
              {steps[step]?.text}
            </p>
            {/* One status at a time: while the sound is prepared, that line is the status. */}
            {mode !== 'pending' && (
              <p role="status" className="sr-only">
                {status === 'paused' ? 'Sesión en pausa' : moment.phase}
              </p>
            )}
          </>
        )}

        {status === 'finished' && (
          <div className="space-y-3" role="status">
            <h2 ref={endHeading} tabIndex={-1} className="font-display text-2xl text-ink focus:outline-none">
              Sesión completada
            </h2>
            <p className="text-ink-soft">
              Has practicado {formatRemaining(totalSeconds)}. Tómate un momento antes de volver.
            </p>
          </div>
        )}

        <div className="flex flex-wrap justify-center gap-3">
          {status === 'ready' && (
            <>
              <Button ref={primary} onClick={start}>
                <Play aria-hidden size={18} /> Comenzar
              </Button>
              <Button variant="secondary" onClick={onClose}>
                Volver
              </Button>
            </>
          )}
          {active && (
            <>
              <Button ref={primary} onClick={status === 'running' ? pause : resume}>
                {status === 'running' ? <Pause aria-hidden size={18} /> : <Play aria-hidden size={18} />}
                {status === 'running' ? 'Pausar' : 'Reanudar'}
              </Button>
              <Button variant="secondary" onClick={askToEnd}>
                <Square aria-hidden size={16} /> Terminar
              </Button>
            </>
          )}
          {status === 'finished' && <Button onClick={onClose}>Cerrar</Button>}
        </div>
        {/* For keyboards: a phone's short screen gives its room to the background. */}
        {active && mode !== 'pending' && (
          <p data-testid="keys-hint" className="text-xs text-ink-soft [@media(max-height:720px)]:hidden">
            Espacio: pausar o reanudar · Escape: terminar
          </p>
        )}
        <AmbientSoundControl active={status === 'running'} />
      </div>
      {/* The session's bells and breath tone, rendered ahead; the lock screen controls it. */}
      <audio ref={audio} preload="auto" className="hidden" />
      <ConfirmDialog
        open={confirming}
        title="¿Terminar la sesión?"
        message="Si terminas ahora, la sesión no se contará como completada."
        confirmText="Terminar sesión"
        cancelText="Seguir meditando"
        onConfirm={() => {
          setConfirming(false);
          onClose();
        }}
        onCancel={cancelEnd}
      />
    </div>
  );
}

function ReadyPanel(props: {
  totalSeconds: number;
  pattern: BreathingPattern;
  onPattern: (p: BreathingPattern) => void;
  bellMinutes: number;
  onBellMinutes: (m: number) => void;
  canSpeak: boolean;
  spoken: boolean;
  onSpoken: (on: boolean) => void;
  /** The session will play as a file, so it goes on with the screen off. */
  screenOff: boolean;
}) {
  const bellsId = useId();
  return (
    <div className="w-full space-y-5 text-left">
      <p className="text-center text-ink-soft">
        Duración:{' '}
        <span className="font-semibold text-ink tabular-nums">{formatRemaining(props.totalSeconds)}</span>
      </p>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-medium text-ink">Ritmo de respiración</legend>
        {BREATHING_PATTERNS.map((p) => (
          <label
            key={p.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl bg-white/80 px-4 py-2 has-[:checked]:ring-2 has-[:checked]:ring-sage-600"
          >
            <input
              type="radio"
              name="ritmo"
              value={p.id}
              checked={props.pattern.id === p.id}
              onChange={() => props.onPattern(breathingPatternById(p.id))}
              className="accent-sage-700"
            />
            <span>
              <span className="font-medium text-ink">{p.name}</span>
              <span className="block text-sm text-ink-soft">{p.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={bellsId} className="font-medium text-ink">
          Campanas intermedias
        </label>
        <select
          id={bellsId}
          value={props.bellMinutes}
          onChange={(e) => props.onBellMinutes(Number(e.target.value))}
          className="block min-h-11 w-full rounded-2xl border border-sage-300 bg-white px-3"
        >
          {BELL_INTERVAL_MINUTES.map((m) => (
            <option key={m} value={m}>
              {BELL_LABELS[m]}
            </option>
          ))}
        </select>
      </div>
      {props.canSpeak && (
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            checked={props.spoken}
            onChange={(e) => props.onSpoken(e.target.checked)}
            className="h-5 w-5 accent-sage-700"
          />
          <span className="text-ink">Guía hablada</span>
        </label>
      )}
      {!props.canSpeak && (
        <p className="text-sm text-ink-soft">
          Este dispositivo no tiene una voz en español: la guía se muestra como texto.
        </p>
      )}
      {props.screenOff && <p className="text-sm text-ink-soft">{SCREEN_OFF_NOTE}</p>}
    </div>
  );
}

/** The circle grows while inhaling, rests while holding, shrinks while exhaling. */
function Breath({
  moment,
  pattern,
  reducedMotion,
  paused,
}: {
  moment: BreathMoment;
  pattern: BreathingPattern;
  reducedMotion: boolean;
  paused: boolean;
}) {
  const before = pattern.phases[moment.index - 1]?.phase;
  const scale =
    moment.phase === 'Inhala'
      ? 0.6 + 0.4 * moment.progress
      : moment.phase === 'Exhala'
        ? 1 - 0.4 * moment.progress
        : before === 'Inhala'
          ? 1
          : 0.6;
  const words = (
    <div aria-hidden className="flex flex-col items-center">
      <span className="font-display text-4xl text-sage-900">{paused ? 'En pausa' : moment.phase}</span>
      {!paused && <span className="text-2xl text-sage-800 tabular-nums">{moment.remaining}</span>}
    </div>
  );
  if (reducedMotion) return <div className="flex h-40 items-center justify-center">{words}</div>;
  return (
    // A phone of 667 px or less keeps the whole session in view: a smaller circle there.
    <div className="relative flex h-64 w-64 items-center justify-center [@media(max-height:720px)]:h-48 [@media(max-height:720px)]:w-48">
      <div
        aria-hidden
        data-testid="breath-circle"
        className="absolute inset-0 rounded-full bg-sage-300/60 transition-transform duration-300 ease-linear"
        style={{ transform: `scale(${scale.toFixed(3)})` }}
      />
      <div className="relative">{words}</div>
    </div>
  );
}
