/**
 * The demo's meditation audio, synthesised here (no recording, no outside tool, no download): a
 * soft pad of a few sine partials whose loudness rises and falls like a slow breath, with a bell
 * at the start and at the end. Mono, 16 kHz, 16-bit PCM WAV: every browser plays it, and a
 * minute is under 2 MB.
 */
export interface PadVoice {
  /** The pad's root, in Hz; the other partials are its fifth, octave and an octave-and-third. */
  root: number;
  /** The length of one breath (in and out), in seconds. */
  breath: number;
}

/** Three moods, so the seeded meditations do not all sound alike. */
export const DEMO_PAD_VOICES: readonly PadVoice[] = [
  { root: 110, breath: 10 }, // A: calma
  { root: 130.81, breath: 12 }, // C: amanecer
  { root: 98, breath: 8 }, // G: noche
];

const PARTIALS = [
  { ratio: 1, gain: 0.42 },
  { ratio: 1.5, gain: 0.22 },
  { ratio: 2, gain: 0.16 },
  { ratio: 2.5, gain: 0.08 },
];
const BELL_PARTIALS = [
  { ratio: 1, gain: 0.55, decay: 1.2 },
  { ratio: 2.76, gain: 0.25, decay: 2.2 },
  { ratio: 5.4, gain: 0.12, decay: 3.5 },
];
const BELL_HZ = 528;
/** When the bells ring: the first this far in, the last this far before the end, each ringing `seconds`. */
export const DEMO_BELL = { offset: 0.2, seconds: 4 } as const;
const BELL_SECONDS = DEMO_BELL.seconds;
const FADE_SECONDS = 3;
// Read once: a global lookup per sample is slow where globals are proxied (a test's VM context).
const { cos, exp, max, min, round, sin, PI } = Math;
const ENVELOPE_BLOCK = 64;

/** One oscillator by rotation (no sin() per sample): a start-up budget, not a nicety. */
function addSine(out: Float32Array, rate: number, hz: number, gain: number): void {
  const step = (2 * PI * hz) / rate;
  const c = cos(step);
  const s = sin(step);
  let x = 1;
  let y = 0;
  for (let i = 0; i < out.length; i += 1) {
    out[i] = (out[i] ?? 0) + gain * y;
    const nx = x * c - y * s;
    y = x * s + y * c;
    x = nx;
  }
}

/** A struck bell from `at` seconds on, added to what is there. */
function addBell(out: Float32Array, rate: number, at: number): void {
  const start = round(at * rate);
  const end = min(out.length, start + BELL_SECONDS * rate);
  const bell = new Float32Array(end - start);
  for (const p of BELL_PARTIALS) {
    const partial = new Float32Array(bell.length);
    addSine(partial, rate, BELL_HZ * p.ratio, p.gain);
    for (let i = 0; i < bell.length; i += 1) {
      const t = i / rate;
      bell[i] = (bell[i] ?? 0) + (partial[i] ?? 0) * min(1, t / 0.005) * exp(-p.decay * t);
    }
  }
  for (let i = 0; i < bell.length; i += 1) out[start + i] = (out[start + i] ?? 0) + (bell[i] ?? 0) * 0.5;
}

/** The pad as PCM samples in -1..1. */
export function padSamples(voice: PadVoice, seconds: number, rate: number): Float32Array {
  const length = round(seconds * rate);
  const pad = new Float32Array(length);
  for (const p of PARTIALS) addSine(pad, rate, voice.root * p.ratio, p.gain);
  // A slight detune beats slowly against the root: the pad moves instead of droning.
  addSine(pad, rate, voice.root * 1.003, 0.12);
  const out = new Float32Array(length);
  // The envelope moves slowly: computed once per block of samples, not per sample.
  for (let block = 0; block < length; block += ENVELOPE_BLOCK) {
    const t = block / rate;
    const breath = 0.55 + 0.45 * (0.5 - 0.5 * cos((2 * PI * t) / voice.breath));
    const gain = breath * max(0, min(1, t / FADE_SECONDS, (seconds - t) / FADE_SECONDS)) * 0.6;
    const end = min(length, block + ENVELOPE_BLOCK);
    for (let i = block; i < end; i += 1) out[i] = (pad[i] ?? 0) * gain;
  }
  addBell(out, rate, DEMO_BELL.offset);
  addBell(out, rate, max(0, seconds - BELL_SECONDS - DEMO_BELL.offset));
  return out;
}

/** 16-bit PCM mono WAV bytes of samples in -1..1. */
export function wavFile(samples: Float32Array, rate: number): Buffer {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) pcm[i] = round(max(-1, min(1, samples[i] ?? 0)) * 32767);
  // Int16Array is in the machine's byte order; WAV is little-endian, as are the servers we run on.
  const data = Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export const DEMO_AUDIO_RATE = 16_000;
/** The shortest demo recording (a '5 min' meditation); the others are as long as their label. */
export const DEMO_AUDIO_SECONDS = 300;
/** MPEG-2 layer III at 16 kHz mono: a pad of sines needs no more, and a minute is 360 KB. */
export const DEMO_MP3_KBPS = 48;

/** What lamejs's encoder does (its package's own types are not exported for CommonJS). */
export interface Mp3EncoderLike {
  encodeBuffer(left: Int16Array): Uint8Array;
  flush(): Uint8Array;
}

/** MP3 bytes of samples in -1..1, encoded a frame group at a time. */
export function mp3File(samples: Float32Array, encoder: Mp3EncoderLike): Buffer {
  const parts: Buffer[] = [];
  const block = 1152 * 16;
  const pcm = new Int16Array(block);
  for (let at = 0; at < samples.length; at += block) {
    const n = min(block, samples.length - at);
    for (let i = 0; i < n; i += 1) pcm[i] = round(max(-1, min(1, samples[at + i] ?? 0)) * 32767);
    parts.push(Buffer.from(encoder.encodeBuffer(pcm.subarray(0, n))));
  }
  parts.push(Buffer.from(encoder.flush()));
  return Buffer.concat(parts);
}
