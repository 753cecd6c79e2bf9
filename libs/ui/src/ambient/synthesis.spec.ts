import { AMBIENT_SOUNDS } from './ambient-sounds';
import { fillBrown, fillWhite, seamlessLoop, seededRandom } from './noise';
import { synthesizeLoop, WAVE_PERIOD_SECONDS } from './synthesis';
import { encodeWav, toPcm16, wavFromChunks, wavHeader } from './wav';

const OPTIONS = { sampleRate: 8000, seconds: 10, seed: 3 };

const rms = (s: Float32Array, from = 0, to = s.length) => {
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += (s[i] ?? 0) ** 2;
  return Math.sqrt(sum / (to - from));
};
/** How much of the signal is fast change: the share of a first difference in it. */
const brightness = (s: Float32Array) => {
  const diff = new Float32Array(s.length - 1);
  for (let i = 1; i < s.length; i += 1) diff[i - 1] = (s[i] ?? 0) - (s[i - 1] ?? 0);
  return rms(diff) / rms(s);
};

describe('noise generators', () => {
  it('should give the same noise for the same seed and another for another seed', () => {
    const a = fillWhite(new Float32Array(100), seededRandom(1));
    expect(fillWhite(new Float32Array(100), seededRandom(1))).toEqual(a);
    expect(fillWhite(new Float32Array(100), seededRandom(2))).not.toEqual(a);
    expect(Math.max(...a)).toBeLessThan(1);
    expect(Math.min(...a)).toBeGreaterThanOrEqual(-1);
  });

  it('should make brown noise much darker than white noise and keep it near zero', () => {
    const white = fillWhite(new Float32Array(20_000), seededRandom(5));
    const brown = fillBrown(new Float32Array(20_000), seededRandom(5));
    expect(brightness(brown)).toBeLessThan(brightness(white) / 5);
    expect(Math.max(...brown.map(Math.abs))).toBeLessThan(1.5);
  });

  it('should join the end of a loop to its start without a jump', () => {
    const ramp = Float32Array.from({ length: 120 }, (_, i) => i / 120);
    const loop = seamlessLoop(ramp, 100, 20);
    expect(loop).toHaveLength(100);
    // The first sample continues from the tail (sample 100), not from 0.
    expect(loop[0]).toBeCloseTo(ramp[100]!, 5);
    expect(loop[99]).toBe(ramp[99]);
    expect(() => seamlessLoop(ramp, 110, 20)).toThrow(RangeError);
  });
});

describe('background sounds', () => {
  it.each(AMBIENT_SOUNDS)(
    'should synthesise %s as a loop of the asked length, within ±0.8, seamless',
    (sound) => {
      const loop = synthesizeLoop(sound, OPTIONS);
      expect(loop).toHaveLength(80_000);
      expect(Math.max(...loop.map(Math.abs))).toBeCloseTo(0.8, 5);
      expect(rms(loop)).toBeGreaterThan(0.02);
      // The jump from the last sample to the first is no bigger than the usual step between samples.
      const steps = loop.slice(1).map((s, i) => Math.abs(s - loop[i]!));
      const usual = steps.reduce((a, b) => a + b, 0) / steps.length;
      expect(Math.abs(loop[0]! - loop[79_999]!)).toBeLessThan(usual * 6);
      expect(synthesizeLoop(sound, OPTIONS)).toEqual(loop);
    },
  );

  it('should make waves swell and fall every 10 s', () => {
    const waves = synthesizeLoop('olas', { ...OPTIONS, seconds: 20 });
    const at = (second: number) => rms(waves, (second - 0.5) * 8000, (second + 0.5) * 8000);
    const crest = WAVE_PERIOD_SECONDS / 2;
    expect(at(crest)).toBeGreaterThan(at(1) * 3);
    expect(at(crest + WAVE_PERIOD_SECONDS)).toBeGreaterThan(at(WAVE_PERIOD_SECONDS + 1) * 3);
  });

  it('should make rain and fire brighter than brown noise (drops, crackles)', () => {
    const brown = brightness(synthesizeLoop('ruido-marron', OPTIONS));
    expect(brightness(synthesizeLoop('lluvia', OPTIONS))).toBeGreaterThan(brown * 5);
    expect(brightness(synthesizeLoop('fuego', OPTIONS))).toBeGreaterThan(brown * 2);
  });
});

describe('WAV encoding', () => {
  it('should write a 16-bit mono PCM header with the sizes', () => {
    const view = new DataView(wavHeader(1000, 16_000));
    const text = (at: number) => String.fromCharCode(...new Uint8Array(view.buffer, at, 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(2036);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(28, true)).toBe(32_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(2000);
  });

  it('should turn samples into 16-bit integers, clipping beyond ±1', () => {
    expect(Array.from(toPcm16(Float32Array.from([0, 1, -1, 0.5, 2, -3])))).toEqual([
      0, 32767, -32768, 16384, 32767, -32768,
    ]);
  });

  it('should make a WAV file of header and samples, whole or from chunks', () => {
    const samples = new Float32Array(500);
    expect(encodeWav(samples, 22_050).size).toBe(44 + 1000);
    expect(encodeWav(samples, 22_050).type).toBe('audio/wav');
    const chunks = [toPcm16(new Float32Array(300)), toPcm16(new Float32Array(200))];
    expect(wavFromChunks(chunks, 22_050).size).toBe(44 + 1000);
  });
});
