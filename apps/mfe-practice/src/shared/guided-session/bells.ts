import { audioContextClass } from '@inhala/ui';

/** The three bells of a guided session: the start, an interval and the end. */
export type BellKind = 'start' | 'interval' | 'end';

export interface BellPlayer {
  ring(kind: BellKind): void;
  close(): void;
}

// Pitches of a soft singing bowl: a fundamental and an inharmonic partial above it, so the
// bell sounds struck rather than beeped. The end bell is lower and longer, the interval one
// higher and short, so the person can tell them apart with closed eyes.
const BELLS: Record<BellKind, { pitch: number; seconds: number; peak: number }> = {
  start: { pitch: 528, seconds: 4, peak: 0.25 },
  interval: { pitch: 660, seconds: 2.5, peak: 0.15 },
  end: { pitch: 432, seconds: 6, peak: 0.25 },
};
const PARTIAL_RATIO = 2.76;

/** The seconds a bell sounds, its tail included (the rendered session leaves room for it). */
export function bellSeconds(kind: BellKind): number {
  return BELLS[kind].seconds + 0.1;
}

/**
 * One bell into `destination` at `at` (context seconds): live, or into the session rendered ahead
 * (session-audio.ts), so both sound the same.
 */
export function scheduleBell(
  context: BaseAudioContext,
  destination: AudioNode,
  kind: BellKind,
  at: number,
): void {
  const bell = BELLS[kind];
  const envelope = context.createGain();
  envelope.gain.setValueAtTime(0.0001, at);
  envelope.gain.exponentialRampToValueAtTime(bell.peak, at + 0.02);
  envelope.gain.exponentialRampToValueAtTime(0.0001, at + bell.seconds);
  envelope.connect(destination);
  for (const [ratio, level] of [
    [1, 1],
    [PARTIAL_RATIO, 0.3],
  ] as const) {
    const tone = context.createOscillator();
    tone.type = 'sine';
    tone.frequency.setValueAtTime(bell.pitch * ratio, at);
    const mix = context.createGain();
    mix.gain.setValueAtTime(level, at);
    tone.connect(mix).connect(envelope);
    tone.start(at);
    tone.stop(at + bell.seconds + 0.1);
  }
}

/**
 * Bells synthesised with Web Audio (no audio file, so they work offline): a sine and a quieter
 * partial through a gain envelope that rises in 20 ms and decays exponentially. Without Web Audio
 * (old browsers, tests) every call is a no-op: the session runs silent rather than failing.
 * Create it from a click: browsers only let a page start sound after a gesture.
 */
export function createBellPlayer(): BellPlayer {
  const Context = audioContextClass();
  let context: AudioContext | null = null;
  return {
    ring(kind) {
      if (!Context) return;
      try {
        context ??= new Context();
        if (context.state === 'suspended') void context.resume().catch(() => undefined);
        scheduleBell(context, context.destination, kind, context.currentTime);
      } catch {
        // Sound is a comfort, not the session: a refused context leaves it silent.
      }
    },
    close() {
      const closing = context;
      context = null;
      if (closing) void closing.close().catch(() => undefined);
    },
  };
}
