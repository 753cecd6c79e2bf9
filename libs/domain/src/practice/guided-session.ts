import { formatPlaybackTime } from '../angel-mondays/audio-source';

/**
 * The guided session (issue 17): what a meditation without media becomes. Pure rules only; the
 * browser component keeps the clock and passes elapsed seconds in, so every rule is testable
 * without timers.
 */

/** The words the person reads (and hears) for each part of a breath. */
export type BreathPhase = 'Inhala' | 'Sostén' | 'Exhala';

export interface BreathingPattern {
  id: 'calma' | 'cuadrada' | '478' | 'coherencia';
  /** What the choice reads as. */
  name: string;
  /** A short hint under the choice. */
  description: string;
  /** The phases of one breath, in order; each at least one second. */
  phases: readonly { phase: BreathPhase; seconds: number }[];
}

/** The pacing the person can choose; the first is the default. */
export const BREATHING_PATTERNS: readonly BreathingPattern[] = [
  {
    id: 'calma',
    name: 'Calma',
    description: 'Inhala 4, sostén 4, exhala 6',
    phases: [
      { phase: 'Inhala', seconds: 4 },
      { phase: 'Sostén', seconds: 4 },
      { phase: 'Exhala', seconds: 6 },
    ],
  },
  {
    id: 'cuadrada',
    name: 'Cuadrada',
    description: 'Inhala 4, sostén 4, exhala 4, sostén 4',
    phases: [
      { phase: 'Inhala', seconds: 4 },
      { phase: 'Sostén', seconds: 4 },
      { phase: 'Exhala', seconds: 4 },
      { phase: 'Sostén', seconds: 4 },
    ],
  },
  {
    id: '478',
    name: 'Relajación 4-7-8',
    description: 'Inhala 4, sostén 7, exhala 8',
    phases: [
      { phase: 'Inhala', seconds: 4 },
      { phase: 'Sostén', seconds: 7 },
      { phase: 'Exhala', seconds: 8 },
    ],
  },
  {
    id: 'coherencia',
    name: 'Coherencia',
    description: 'Inhala 5, exhala 5',
    phases: [
      { phase: 'Inhala', seconds: 5 },
      { phase: 'Exhala', seconds: 5 },
    ],
  },
];

export const DEFAULT_BREATHING_PATTERN: BreathingPattern = BREATHING_PATTERNS[0]!;

export function breathingPatternById(id: string | null | undefined): BreathingPattern {
  return BREATHING_PATTERNS.find((p) => p.id === id) ?? DEFAULT_BREATHING_PATTERN;
}

export function breathLength(pattern: BreathingPattern): number {
  return pattern.phases.reduce((sum, p) => sum + p.seconds, 0);
}

export interface BreathMoment {
  phase: BreathPhase;
  /** Which phase of the breath (0-based), so two 'Sostén' of a square breath are told apart. */
  index: number;
  /** Whole seconds left in this phase, counted down to 1 (never 0 while it lasts). */
  remaining: number;
  /** 0..1 through this phase, for the animation. */
  progress: number;
  /** Breaths begun so far (1 during the first). */
  breath: number;
}

/** Where the breath is at `elapsed` seconds of practice (negative or invalid counts as 0). */
export function breathAt(pattern: BreathingPattern, elapsed: number): BreathMoment {
  const t = Number.isFinite(elapsed) && elapsed > 0 ? elapsed : 0;
  const cycle = breathLength(pattern);
  const breath = Math.floor(t / cycle) + 1;
  let into = t - (breath - 1) * cycle;
  for (const [index, part] of pattern.phases.entries()) {
    if (into < part.seconds) {
      return {
        phase: part.phase,
        index,
        remaining: Math.max(1, Math.ceil(part.seconds - into)),
        progress: into / part.seconds,
        breath,
      };
    }
    into -= part.seconds;
  }
  // Floating point at the very end of a cycle: the next breath begins.
  const first = pattern.phases[0]!;
  return { phase: first.phase, index: 0, remaining: first.seconds, progress: 0, breath: breath + 1 };
}

/** Interval bells the person can choose ('Sin campanas intermedias' is 0). */
export const BELL_INTERVAL_MINUTES = [0, 1, 3, 5, 10] as const;

/**
 * Seconds at which an interval bell sounds: every `intervalSeconds`, never at the start nor at
 * the end (the start and end bells already sound there), nothing for a non-positive interval.
 */
export function intervalBellTimes(totalSeconds: number, intervalSeconds: number): number[] {
  if (!(totalSeconds > 0) || !(intervalSeconds > 0) || !Number.isFinite(totalSeconds)) return [];
  const times: number[] = [];
  for (let at = intervalSeconds; at < totalSeconds; at += intervalSeconds) times.push(at);
  return times;
}

/** The bells due as the clock moves from `from` (exclusive) to `to` (inclusive). */
export function bellsBetween(bells: readonly number[], from: number, to: number): number[] {
  return bells.filter((at) => at > from && at <= to);
}

export interface GuidanceStep {
  text: string;
  /** Second of the session at which the step appears. */
  at: number;
}

/** The opening and closing words framing the meditation's own text. */
export const GUIDANCE_OPENING = 'Busca una postura cómoda y deja que la respiración marque el ritmo.';
export const GUIDANCE_CLOSING = 'Vuelve poco a poco: mueve las manos, abre los ojos y agradece este momento.';

/**
 * The meditation's guidance text split into steps (its sentences, and the parts of a sentence
 * joined by ':' or ';'), between an opening and a closing, spread evenly over the session.
 * The closing appears for the last fifth at most, so the end is announced before it comes.
 */
export function guidanceSteps(text: string | null | undefined, totalSeconds: number): GuidanceStep[] {
  const total = Number.isFinite(totalSeconds) && totalSeconds > 0 ? totalSeconds : 0;
  const own = (text ?? '')
    .split(/(?<=[.!?…])\s+|[:;]\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1));
  const body = [GUIDANCE_OPENING, ...own];
  const closingAt = Math.floor(total * 0.8);
  const slice = closingAt / body.length;
  return [
    ...body.map((step, i) => ({ text: step, at: Math.floor(i * slice) })),
    { text: GUIDANCE_CLOSING, at: closingAt },
  ];
}

/**
 * The steps a session shows and speaks: the meditation's script when it has one (the steps that
 * begin within the session), else its guidance text spread evenly over it.
 */
export function sessionSteps(
  script: readonly GuidanceStep[] | null | undefined,
  text: string | null | undefined,
  totalSeconds: number,
): GuidanceStep[] {
  const fitting = (script ?? []).filter((step) => step.at < totalSeconds);
  return fitting.length > 0 ? fitting : guidanceSteps(text, totalSeconds);
}

/** The step shown at `elapsed` seconds (the first before anything else). */
export function guidanceStepAt(steps: readonly GuidanceStep[], elapsed: number): number {
  let current = 0;
  steps.forEach((step, i) => {
    if (step.at <= elapsed) current = i;
  });
  return current;
}

/** Used when a meditation has no usable duration. */
export const DEFAULT_GUIDED_MINUTES = 10;

/** Seconds of a guided session for a duration in minutes (invalid or missing: the default). */
export function guidedSessionSeconds(minutes: number | null | undefined): number {
  const m =
    typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_GUIDED_MINUTES;
  return Math.round(m * 60);
}

/** A guided session is complete when it reaches its end. */
export function isGuidedSessionComplete(elapsed: number, totalSeconds: number): boolean {
  return Number.isFinite(elapsed) && totalSeconds > 0 && elapsed >= totalSeconds;
}

/** The share of a media file that counts as having done the meditation. */
export const MEDIA_COMPLETION_SHARE = 0.9;

/** A media file counts as finished at 90 % of its length; never for an unknown length. */
export function isComplete(position: number, duration: number): boolean {
  if (!Number.isFinite(position) || !Number.isFinite(duration) || duration <= 0) return false;
  return position >= duration * MEDIA_COMPLETION_SHARE;
}

/** 'm:ss' of the time left, rounded up so the last second reads 0:01; '0:00' when invalid. */
export function formatRemaining(seconds: number): string {
  return formatPlaybackTime(Number.isFinite(seconds) ? Math.ceil(seconds) : Number.NaN);
}
