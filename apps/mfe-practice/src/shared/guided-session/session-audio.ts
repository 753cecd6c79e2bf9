import { breathLength, type BreathingPattern } from '@inhala/domain';
import { preloadMedia } from '@inhala/ui';
import { bellSeconds, scheduleBell, type BellKind } from './bells';

/**
 * The session's sound rendered ahead into one audio file (bells and a soft tone that follows the
 * breath), so an <audio> element can play it and the phone keeps it going when the screen locks.
 * Mono at 11 025 Hz: the bells' highest partial is under 2 kHz, so nothing is lost, and a
 * 20-minute session is 26 MB in memory rather than 106 MB at CD quality.
 */
export const SESSION_SAMPLE_RATE = 11_025;
/** Some browsers render offline only from 22 050 Hz: the second try. */
const FALLBACK_SAMPLE_RATE = 22_050;
/** Rendered a piece at a time, so memory stays small and the page answers between pieces. */
const SEGMENT_SECONDS = 30;

export interface SessionSoundPlan {
  totalSeconds: number;
  pattern: BreathingPattern;
  /** Interval bells, seconds from the start. */
  bells: readonly number[];
}

export type SessionSoundEvent =
  | { kind: 'bell'; bell: BellKind; at: number; seconds: number }
  | { kind: 'breath'; at: number; seconds: number };

/** The bed's pitch: low and quiet, rising a little with the in-breath and falling with the out-breath. */
const BREATH_LOW_HZ = 196;
const BREATH_HIGH_HZ = 233;
const BREATH_PEAK = 0.05;

/**
 * What sounds when (pure): the start bell, each interval bell, the end bell at the end, and one
 * breath tone per whole breath that fits before the end.
 */
export function sessionSoundEvents({ totalSeconds, pattern, bells }: SessionSoundPlan): SessionSoundEvent[] {
  const events: SessionSoundEvent[] = [{ kind: 'bell', bell: 'start', at: 0, seconds: bellSeconds('start') }];
  const breath = breathLength(pattern);
  for (let at = 0; breath > 0 && at + breath <= totalSeconds; at += breath)
    events.push({ kind: 'breath', at, seconds: breath });
  for (const at of bells)
    events.push({ kind: 'bell', bell: 'interval', at, seconds: bellSeconds('interval') });
  events.push({ kind: 'bell', bell: 'end', at: totalSeconds, seconds: bellSeconds('end') });
  return events.sort((a, b) => a.at - b.at);
}

/** The file's length: the session and the end bell's tail. */
export function sessionFileSeconds(totalSeconds: number): number {
  return totalSeconds + bellSeconds('end') + 0.5;
}

/** One breath: the tone swells with 'Inhala', rests with 'Sostén', fades with 'Exhala'. */
function scheduleBreath(context: BaseAudioContext, pattern: BreathingPattern, at: number, seconds: number) {
  const tone = context.createOscillator();
  tone.type = 'sine';
  const gain = context.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  tone.frequency.setValueAtTime(BREATH_LOW_HZ, at);
  let t = at;
  let level = 0.0001;
  let pitch = BREATH_LOW_HZ;
  for (const { phase, seconds: length } of pattern.phases) {
    t += length;
    if (phase === 'Inhala') [level, pitch] = [BREATH_PEAK, BREATH_HIGH_HZ];
    if (phase === 'Exhala') [level, pitch] = [0.0001, BREATH_LOW_HZ];
    gain.gain.linearRampToValueAtTime(level, t);
    tone.frequency.linearRampToValueAtTime(pitch, t);
  }
  // A breath that ends held in (no out-breath last) still ends in silence, without a click.
  gain.gain.linearRampToValueAtTime(0, at + seconds);
  tone.connect(gain).connect(context.destination);
  tone.start(at);
  tone.stop(at + seconds);
}

type OfflineContextClass = typeof OfflineAudioContext;

export function offlineContextClass(): OfflineContextClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    OfflineAudioContext?: OfflineContextClass;
    webkitOfflineAudioContext?: OfflineContextClass;
  };
  return w.OfflineAudioContext ?? w.webkitOfflineAudioContext ?? null;
}

async function renderPiece(
  Offline: OfflineContextClass,
  pattern: BreathingPattern,
  events: readonly SessionSoundEvent[],
  offset: number,
  frames: number,
  rate: number,
): Promise<Float32Array> {
  const context = new Offline(1, frames, rate);
  for (const event of events) {
    const at = event.at - offset;
    if (event.kind === 'bell') scheduleBell(context, context.destination, event.bell, at);
    else scheduleBreath(context, pattern, at, event.seconds);
  }
  return (await context.startRendering()).getChannelData(0);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The whole session as a WAV file, rendered with OfflineAudioContext 30 s at a time: each event
 * is rendered in the piece where it starts, and what rings past the piece's end is added into the
 * next (overlap-add), so a bell across a boundary is whole. Each piece is turned into 16-bit
 * samples at once and the page gets a turn between pieces. `signal` stops it (the options changed).
 */
export async function renderSessionAudio(
  plan: SessionSoundPlan,
  Offline: OfflineContextClass,
  signal?: AbortSignal,
  rate = SESSION_SAMPLE_RATE,
): Promise<Blob> {
  // WAV encoding comes with the players' chunk (the session plays through one anyway).
  const { toPcm16, wavFromChunks } = await preloadMedia();
  const events = sessionSoundEvents(plan);
  const total = Math.ceil(sessionFileSeconds(plan.totalSeconds) * rate);
  const segment = SEGMENT_SECONDS * rate;
  const chunks: Int16Array<ArrayBuffer>[] = [];
  let carry = new Float32Array(0);
  for (let start = 0; start < total; start += segment) {
    if (signal?.aborted) throw new DOMException('Cancelado', 'AbortError');
    const length = Math.min(segment, total - start);
    const from = start / rate;
    const to = (start + length) / rate;
    const here = events.filter(
      (e) => e.at >= from && (e.at < to || (start + length === total && e.at <= to)),
    );
    const frames = Math.max(length, ...here.map((e) => Math.ceil((e.at + e.seconds - from) * rate) + 1));
    const mix = new Float32Array(Math.max(frames, carry.length));
    mix.set(carry);
    if (here.length > 0) {
      const rendered = await renderPiece(Offline, plan.pattern, here, from, frames, rate);
      for (let i = 0; i < rendered.length; i += 1) mix[i] = (mix[i] ?? 0) + (rendered[i] ?? 0);
    }
    chunks.push(toPcm16(mix.subarray(0, length)));
    carry = mix.slice(length);
    await nextTask();
  }
  return wavFromChunks(chunks, rate);
}

/** As renderSessionAudio, trying the fallback rate where the first is refused. */
export async function renderSessionFile(
  plan: SessionSoundPlan,
  Offline: OfflineContextClass,
  signal?: AbortSignal,
): Promise<Blob> {
  try {
    return await renderSessionAudio(plan, Offline, signal, SESSION_SAMPLE_RATE);
  } catch (error) {
    if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    return renderSessionAudio(plan, Offline, signal, FALLBACK_SAMPLE_RATE);
  }
}
