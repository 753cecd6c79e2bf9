/** A seedable pseudo-random source in [0, 1) (mulberry32): the same seed, the same sound. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** White noise in [-1, 1). */
export function fillWhite(out: Float32Array, random: () => number): Float32Array {
  for (let i = 0; i < out.length; i += 1) out[i] = random() * 2 - 1;
  return out;
}

/**
 * Brown noise: white noise integrated, with a small leak so it never drifts away from zero
 * (the deep, even rumble people use to sleep), scaled back to about ±1.
 */
export function fillBrown(out: Float32Array, random: () => number): Float32Array {
  let level = 0;
  for (let i = 0; i < out.length; i += 1) {
    level = (level + 0.02 * (random() * 2 - 1)) / 1.02;
    out[i] = level * 3.5;
  }
  return out;
}

/** A one-pole low-pass in place; `cutoff(i)` in Hz may change along the buffer. */
export function lowPass(
  samples: Float32Array,
  sampleRate: number,
  cutoff: (i: number) => number,
): Float32Array {
  let y = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const a = 1 - Math.exp((-2 * Math.PI * cutoff(i)) / sampleRate);
    y += a * ((samples[i] ?? 0) - y);
    samples[i] = y;
  }
  return samples;
}

/**
 * Makes a buffer loop without a click: it was made `fade` samples longer than the loop, and that
 * tail is cross-faded (equal power) into its head. Returns the first `length` samples.
 */
export function seamlessLoop(samples: Float32Array, length: number, fade: number): Float32Array {
  if (samples.length < length + fade) throw new RangeError('The buffer needs the fade beyond the loop.');
  const out = samples.slice(0, length);
  for (let i = 0; i < fade; i += 1) {
    const share = i / fade;
    out[i] =
      (samples[i] ?? 0) * Math.sin((share * Math.PI) / 2) +
      (samples[length + i] ?? 0) * Math.cos((share * Math.PI) / 2);
  }
  return out;
}

/** Scales the buffer so its loudest sample is `peak`. */
export function normalise(samples: Float32Array, peak: number): Float32Array {
  let max = 0;
  for (const s of samples) max = Math.max(max, Math.abs(s));
  if (max === 0) return samples;
  const k = peak / max;
  for (let i = 0; i < samples.length; i += 1) samples[i] = (samples[i] ?? 0) * k;
  return samples;
}
