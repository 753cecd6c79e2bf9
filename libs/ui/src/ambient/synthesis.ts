import type { AmbientSound } from './ambient-sounds';
import { fillBrown, fillWhite, lowPass, normalise, seamlessLoop, seededRandom } from './noise';

export interface LoopOptions {
  sampleRate: number;
  /** The loop's length; waves swell every 10 s, so keep it a multiple of 10. */
  seconds: number;
  seed: number;
}

export const LOOP_DEFAULTS: LoopOptions = { sampleRate: 22_050, seconds: 20, seed: 7 };

/** Seconds cross-faded from the end into the start so the loop has no seam. */
const SEAM_SECONDS = 0.5;
/** The waves' period: a slow swell and its fall (the sea at rest breaks every 8 to 12 s). */
export const WAVE_PERIOD_SECONDS = 10;

type Fill = (out: Float32Array, rate: number, random: () => number, loopLength: number) => void;

/** A decaying sine (a drop, a crackle's ring) added into `out` at `at`. */
function addPing(out: Float32Array, at: number, rate: number, hz: number, tau: number, level: number) {
  const length = Math.min(out.length - at, Math.ceil(tau * rate * 6));
  for (let i = 0; i < length; i += 1) {
    const t = i / rate;
    out[at + i] = (out[at + i] ?? 0) + level * Math.exp(-t / tau) * Math.sin(2 * Math.PI * hz * t);
  }
}

/** A short burst of noise with a fast decay (a crackle of wood). */
function addClick(
  out: Float32Array,
  at: number,
  rate: number,
  random: () => number,
  tau: number,
  level: number,
) {
  const length = Math.min(out.length - at, Math.ceil(tau * rate * 5));
  let last = 0;
  for (let i = 0; i < length; i += 1) {
    const white = random() * 2 - 1;
    // The difference of two noise samples: bright, like a snap.
    out[at + i] = (out[at + i] ?? 0) + level * Math.exp(-i / rate / tau) * (white - last);
    last = white;
  }
}

/** Rain: bright noise (high-passed, softened at the top) and many random droplets. */
const rain: Fill = (out, rate, random) => {
  fillWhite(out, random);
  const low = lowPass(out.slice(), rate, () => 500);
  for (let i = 0; i < out.length; i += 1) out[i] = ((out[i] ?? 0) - (low[i] ?? 0)) * 0.3;
  lowPass(out, rate, () => 5000);
  const drops = Math.round((out.length / rate) * 45);
  for (let d = 0; d < drops; d += 1) {
    const at = Math.floor(random() * out.length);
    addPing(out, at, rate, 1800 + random() * 3200, 0.002 + random() * 0.006, 0.05 + random() ** 3 * 0.35);
  }
};

/** Waves: deep noise through a low-pass and a gain that swell together and fall, every 10 s. */
const waves: Fill = (out, rate, random) => {
  const brown = fillBrown(new Float32Array(out.length), random);
  fillWhite(out, random);
  const swell = (i: number) => {
    const phase = (i / rate / WAVE_PERIOD_SECONDS) % 1;
    return (0.5 - 0.5 * Math.cos(2 * Math.PI * phase)) ** 1.6;
  };
  for (let i = 0; i < out.length; i += 1) out[i] = (brown[i] ?? 0) * 0.8 + (out[i] ?? 0) * 0.35;
  lowPass(out, rate, (i) => 250 + 2200 * swell(i));
  for (let i = 0; i < out.length; i += 1) out[i] = (out[i] ?? 0) * (0.12 + 0.88 * swell(i));
};

/** Forest: a soft wind rising and falling twice per loop, and a few birds now and then. */
const forest: Fill = (out, rate, random, loopLength) => {
  fillBrown(out, random);
  lowPass(out, rate, () => 900);
  for (let i = 0; i < out.length; i += 1) {
    const breeze = 0.55 + 0.45 * Math.sin((2 * Math.PI * 2 * i) / loopLength);
    out[i] = (out[i] ?? 0) * 0.5 * breeze;
  }
  // Birds start inside the loop (not across its seam), one call every 3 to 6 s.
  for (let start = random() * 2; start < loopLength / rate - 1.5; start += 3 + random() * 3) {
    const base = 2400 + random() * 1600;
    const chirps = 2 + Math.floor(random() * 3);
    const length = 0.06 + random() * 0.06;
    for (let c = 0; c < chirps; c += 1) {
      const at = Math.floor((start + c * (length + 0.07)) * rate);
      const n = Math.min(out.length - at, Math.floor(length * rate));
      let phase = 0;
      for (let i = 0; i < n; i += 1) {
        const share = i / n;
        phase += (2 * Math.PI * base * (1 + 0.45 * share)) / rate;
        out[at + i] = (out[at + i] ?? 0) + 0.22 * Math.sin(Math.PI * share) ** 2 * Math.sin(phase);
      }
    }
  }
};

/** Fire: a low rumble of brown noise and random crackles, a few louder pops among them. */
const fire: Fill = (out, rate, random) => {
  fillBrown(out, random);
  lowPass(out, rate, () => 220);
  for (let i = 0; i < out.length; i += 1) out[i] = (out[i] ?? 0) * 0.9;
  const crackles = Math.round((out.length / rate) * 9);
  for (let c = 0; c < crackles; c += 1) {
    const at = Math.floor(random() * out.length);
    const pop = random() < 0.08;
    addClick(out, at, rate, random, pop ? 0.012 : 0.001 + random() * 0.003, pop ? 0.5 : 0.1 + random() * 0.4);
  }
};

const brown: Fill = (out, _rate, random) => {
  fillBrown(out, random);
};

const FILLS: Record<AmbientSound, Fill> = {
  lluvia: rain,
  olas: waves,
  bosque: forest,
  fuego: fire,
  'ruido-marron': brown,
};

/**
 * One background sound as a loop of `seconds` (mono, -1..1, peak 0.8), the same for the same
 * seed. Pure: the Web Audio engine and the sleep sounds' file are both made from it.
 */
export function synthesizeLoop(sound: AmbientSound, options: LoopOptions = LOOP_DEFAULTS): Float32Array {
  const length = Math.round(options.seconds * options.sampleRate);
  const seam = Math.round(SEAM_SECONDS * options.sampleRate);
  const samples = new Float32Array(length + seam);
  FILLS[sound](samples, options.sampleRate, seededRandom(options.seed), length);
  return normalise(seamlessLoop(samples, length, seam), 0.8);
}
