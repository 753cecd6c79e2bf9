import { DEMO_PAD_VOICES, padSamples, wavFile } from './demo-audio';
import { dayFrom, instantAt } from './demo-history.seed';

const RATE = 16_000;
const rms = (samples: Float32Array, from: number, seconds: number) => {
  let sum = 0;
  const start = Math.round(from * RATE);
  const end = start + Math.round(seconds * RATE);
  for (let i = start; i < end; i += 1) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / (end - start));
};

/** The strength of one frequency in a window (Goertzel): where the bell rings, 528 Hz is loud. */
const toneAt = (samples: Float32Array, hz: number, from: number, seconds: number) => {
  const start = Math.round(from * RATE);
  const n = Math.round(seconds * RATE);
  const coeff = 2 * Math.cos((2 * Math.PI * hz) / RATE);
  let s1 = 0;
  let s2 = 0;
  for (let i = start; i < start + n; i += 1) {
    const s0 = (samples[i] ?? 0) + coeff * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  return Math.sqrt(s1 * s1 + s2 * s2 - coeff * s1 * s2) / n;
};

describe('demo audio', () => {
  const voice = DEMO_PAD_VOICES[0]!;
  const samples = padSamples(voice, 30, RATE);

  it('should write a mono 16 kHz 16-bit PCM WAV whose header tells its length', () => {
    const wav = wavFile(samples, RATE);
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.subarray(8, 16).toString('latin1')).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(RATE);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(30 * RATE * 2);
    expect(wav.length).toBe(44 + 30 * RATE * 2);
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
  });

  it('should never clip, start and end with a bell, and breathe slowly in between', () => {
    const peak = samples.reduce((max, v) => Math.max(max, Math.abs(v)), 0);
    expect(peak).toBeLessThan(1);
    expect(peak).toBeGreaterThan(0.2);
    // A bell at the start and one before the end; none in the middle.
    const middle = toneAt(samples, 528, 15, 0.5);
    expect(toneAt(samples, 528, 0.3, 0.5)).toBeGreaterThan(middle * 20);
    expect(toneAt(samples, 528, 26, 0.5)).toBeGreaterThan(middle * 20);
    // Half a breath apart the pad is clearly louder, then softer again.
    const breath = voice.breath;
    const soft = rms(samples, 2 * breath - 0.25, 0.5);
    const full = rms(samples, 2 * breath + breath / 2 - 0.25, 0.5);
    expect(full).toBeGreaterThan(soft * 1.5);
  });
});

describe('demo history days', () => {
  it('should place a wall-clock time on the person’s day, across a DST change too', () => {
    expect(instantAt('2026-11-20', '07:30', 'America/Mexico_City').toISOString()).toBe(
      '2026-11-20T13:30:00.000Z',
    );
    expect(instantAt('2026-03-28', '09:00', 'Europe/Madrid').toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(instantAt('2026-03-30', '09:00', 'Europe/Madrid').toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(instantAt('2026-03-02', '06:00', 'Pacific/Kiritimati').toISOString()).toBe(
      '2026-03-01T16:00:00.000Z',
    );
  });

  it('should count days from today in the person’s zone, not the server’s', () => {
    // 05:30 UTC on the 24th is still the evening of the 23rd in Mexico City.
    const now = new Date('2026-11-24T05:30:00Z');
    expect(dayFrom(now, 'America/Mexico_City', 0)).toBe('2026-11-23');
    expect(dayFrom(now, 'America/Mexico_City', -1)).toBe('2026-11-22');
    expect(dayFrom(now, 'Europe/Madrid', -1)).toBe('2026-11-23');
  });
});
