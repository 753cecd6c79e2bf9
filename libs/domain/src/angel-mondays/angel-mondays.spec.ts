import { formatPlaybackTime, playbackPercent, resolveAudioSource } from './audio-source';
import { GRADIENT_NAMES, GRADIENT_PALETTE, gradientFor } from './gradients';
import { sortNewestFirst } from './ordering';

describe('angel mondays rules', () => {
  const origin = 'https://app.inhala.test';

  it('should accept only uploads and same-origin audio', () => {
    expect(resolveAudioSource('', origin)).toBe('');
    expect(resolveAudioSource(null, origin)).toBe('');
    expect(resolveAudioSource('/uploads/a.mp3', origin)).toBe('https://app.inhala.test/uploads/a.mp3');
    expect(resolveAudioSource('https://app.inhala.test/x.mp3', origin)).toBe('https://app.inhala.test/x.mp3');
    expect(resolveAudioSource('https://evil.example/x.mp3', origin)).toBe('');
    expect(resolveAudioSource('javascript:alert(1)', origin)).toBe('');
  });

  it('should label invalid times 0:00 and format minutes and seconds', () => {
    expect(formatPlaybackTime(Number.NaN)).toBe('0:00');
    expect(formatPlaybackTime(Infinity)).toBe('0:00');
    expect(formatPlaybackTime(65.9)).toBe('1:05');
    expect(playbackPercent(30, 120)).toBe(25);
    expect(playbackPercent(1, 0)).toBe(0);
  });

  it('should have a palette of 20 gradients with 12 names, 1-based', () => {
    expect(GRADIENT_PALETTE).toHaveLength(20);
    expect(GRADIENT_NAMES).toHaveLength(12);
    expect(GRADIENT_NAMES).toContain('Sage Mist');
    expect(gradientFor(1).name).toBe('Sage Mist');
    expect(gradientFor(20)).toBe(GRADIENT_PALETTE[19]);
    expect(gradientFor(0)).toBe(GRADIENT_PALETTE[0]);
    expect(gradientFor(99)).toBe(GRADIENT_PALETTE[0]);
  });

  it('should order entries newest first by timestamp', () => {
    const sorted = sortNewestFirst([
      { id: 1, timestamp: '2026-11-02T08:00:00Z' },
      { id: 2, timestamp: '2026-11-16T08:00:00Z' },
      { id: 3, timestamp: '2026-11-09T08:00:00Z' },
    ]);
    expect(sorted.map((e) => e.id)).toEqual([2, 3, 1]);
  });
});
