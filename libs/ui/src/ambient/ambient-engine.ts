import { audioContextClass, type AudioContextClass } from './audio-context';
import { AMBIENT_FADE_SECONDS, type AmbientSound } from './ambient-sounds';
import { LOOP_DEFAULTS, synthesizeLoop } from './synthesis';

/** A background sound playing live under something else, at its own volume. */
export interface AmbientEngine {
  /** Fades the sound in (or cross-fades from the one playing); the same sound again changes nothing. */
  play(sound: AmbientSound, volume: number): void;
  /** 0 to 1; eased over a moment so the slider never clicks. */
  setVolume(volume: number): void;
  /** Fades out and stops; the audio context is suspended once the fade is over. */
  stop(): void;
  /** Lets the audio context go (leaving the page). */
  close(): void;
}

const clampVolume = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0);

/** Moves a gain to `to` in a straight line from where it is now. */
function rampTo(param: AudioParam, to: number, now: number, seconds: number) {
  param.cancelScheduledValues(now);
  param.setValueAtTime(param.value, now);
  param.linearRampToValueAtTime(to, now + seconds);
}

/**
 * The live engine (Web Audio): each sound's loop is synthesised once into an AudioBuffer and
 * played looped through its own fade gain, then the shared volume gain. Without Web Audio (old
 * browsers, tests) every call is a no-op: the background is a comfort, never a failure.
 * Create the first sound from a gesture: browsers only start audio after one.
 */
export function createAmbientEngine(Context: AudioContextClass | null = audioContextClass()): AmbientEngine {
  let context: AudioContext | null = null;
  let master: GainNode | null = null;
  let current: { sound: AmbientSound; source: AudioBufferSourceNode; fade: GainNode } | null = null;
  const buffers = new Map<AmbientSound, AudioBuffer>();
  /** The suspend waiting for the fade out to end; a new sound before then cancels it. */
  let suspending: ReturnType<typeof setTimeout> | null = null;

  function cancelSuspend() {
    if (suspending !== null) clearTimeout(suspending);
    suspending = null;
  }

  function ready(): { context: AudioContext; master: GainNode } | null {
    if (!Context) return null;
    try {
      cancelSuspend();
      if (!context || !master) {
        context = new Context();
        master = context.createGain();
        master.gain.value = 0;
        master.connect(context.destination);
      }
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
      return { context, master };
    } catch {
      return null;
    }
  }

  function bufferOf(ctx: AudioContext, sound: AmbientSound): AudioBuffer {
    const known = buffers.get(sound);
    if (known) return known;
    const samples = synthesizeLoop(sound, LOOP_DEFAULTS);
    const buffer = ctx.createBuffer(1, samples.length, LOOP_DEFAULTS.sampleRate);
    buffer.getChannelData(0).set(samples);
    buffers.set(sound, buffer);
    return buffer;
  }

  function fadeOutCurrent(ctx: AudioContext) {
    if (!current) return;
    const { source, fade } = current;
    const now = ctx.currentTime;
    rampTo(fade.gain, 0, now, AMBIENT_FADE_SECONDS);
    source.stop(now + AMBIENT_FADE_SECONDS + 0.05);
    current = null;
  }

  return {
    play(sound, volume) {
      const audio = ready();
      if (!audio) return;
      const { context: ctx, master: out } = audio;
      const now = ctx.currentTime;
      rampTo(out.gain, clampVolume(volume), now, 0.1);
      if (current?.sound === sound) return;
      try {
        fadeOutCurrent(ctx);
        const source = ctx.createBufferSource();
        source.buffer = bufferOf(ctx, sound);
        source.loop = true;
        const fade = ctx.createGain();
        fade.gain.setValueAtTime(0, now);
        fade.gain.linearRampToValueAtTime(1, now + AMBIENT_FADE_SECONDS);
        source.connect(fade).connect(out);
        source.start(now);
        current = { sound, source, fade };
      } catch {
        current = null;
      }
    },
    setVolume(volume) {
      if (!context || !master) return;
      rampTo(master.gain, clampVolume(volume), context.currentTime, 0.1);
    },
    stop() {
      if (!context || !current) return;
      fadeOutCurrent(context);
      // A running context keeps the audio device awake (and the battery spent) even in silence:
      // it sleeps after the fade, and play() wakes it.
      const fading = context;
      cancelSuspend();
      suspending = setTimeout(
        () => {
          suspending = null;
          if (context === fading && !current) void fading.suspend().catch(() => undefined);
        },
        (AMBIENT_FADE_SECONDS + 0.1) * 1000,
      );
    },
    close() {
      cancelSuspend();
      const closing = context;
      context = null;
      master = null;
      current = null;
      if (closing) void closing.close().catch(() => undefined);
    },
  };
}
