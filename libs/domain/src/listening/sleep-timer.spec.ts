import fc from 'fast-check';
import {
  SLEEP_FADE_SECONDS,
  SLEEP_TIMER_MINUTES,
  isSleepTimerDone,
  isSleepTimerMinutes,
  sleepFadeGain,
  sleepTimerRemaining,
  startSleepTimer,
} from './sleep-timer';

const NOW = Date.parse('2026-11-28T23:00:00Z');

describe('sleep timer', () => {
  it('should offer 5, 10, 15, 30, 45 and 60 minutes and accept only those', () => {
    expect(SLEEP_TIMER_MINUTES).toEqual([5, 10, 15, 30, 45, 60]);
    expect(isSleepTimerMinutes(15)).toBe(true);
    expect(isSleepTimerMinutes(20)).toBe(false);
    expect(isSleepTimerMinutes(0)).toBe(false);
  });

  it('should count the time left down from the chosen minutes and end there', () => {
    const timer = startSleepTimer(15, NOW);
    expect(sleepTimerRemaining(timer, NOW)).toBe(900);
    expect(sleepTimerRemaining(timer, NOW + 28_000)).toBe(872);
    expect(isSleepTimerDone(timer, NOW + 899_999)).toBe(false);
    expect(isSleepTimerDone(timer, NOW + 900_000)).toBe(true);
    expect(sleepTimerRemaining(timer, NOW + 1_000_000)).toBe(0);
  });

  it.each([
    [900, 1],
    [31, 1],
    [30, 1],
    [15, 0.25],
    [3, 0.01],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
  ])('with %p s left the volume factor is %p', (remaining, gain) => {
    expect(sleepFadeGain(remaining)).toBeCloseTo(gain, 10);
  });

  it('should fade only in the last 30 s, never rising as the time runs out, within 0 and 1', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 4000, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        (a, step) => {
          const later = sleepFadeGain(a - step);
          const now = sleepFadeGain(a);
          expect(later).toBeLessThanOrEqual(now);
          expect(now).toBeGreaterThanOrEqual(0);
          expect(now).toBeLessThanOrEqual(1);
          if (a >= SLEEP_FADE_SECONDS) expect(now).toBe(1);
        },
      ),
    );
  });
});
