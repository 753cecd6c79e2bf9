import {
  isPlaybackRate,
  isSleepTimerChoice,
  playbackRateLabel,
  skipTo,
  sleepFadeGain,
  sleepSecondsLeft,
  sleepTimerLabel,
} from './playback-controls';

describe('playback controls', () => {
  it('knows the speeds and names them with a Spanish decimal comma', () => {
    expect(isPlaybackRate(1.25)).toBe(true);
    expect(isPlaybackRate(2)).toBe(false);
    expect(isPlaybackRate('1')).toBe(false);
    expect(playbackRateLabel(0.75)).toBe('0,75 ×');
    expect(playbackRateLabel(1)).toBe('1 ×');
  });

  it('knows the timer choices', () => {
    expect(isSleepTimerChoice(45)).toBe(true);
    expect(isSleepTimerChoice('end')).toBe(true);
    expect(isSleepTimerChoice(20)).toBe(false);
  });

  it('keeps full loudness until the last 30 s, then fades evenly to silence', () => {
    expect(sleepFadeGain(120)).toBe(1);
    expect(sleepFadeGain(30)).toBe(1);
    expect(sleepFadeGain(15)).toBeCloseTo(0.5);
    expect(sleepFadeGain(29)).toBeGreaterThan(sleepFadeGain(20));
    expect(sleepFadeGain(1)).toBeGreaterThan(0);
    expect(sleepFadeGain(0)).toBe(0);
    expect(sleepFadeGain(-3)).toBe(0);
    expect(sleepFadeGain(Number.NaN)).toBe(0);
  });

  it('counts minutes from when the timer was set, and the end by what is left at the speed', () => {
    const at = { setAtMs: 1_000, position: 0, duration: 0, rate: 1 };
    expect(sleepSecondsLeft(5, { ...at, nowMs: 1_000 })).toBe(300);
    expect(sleepSecondsLeft(5, { ...at, nowMs: 61_000 })).toBe(240);
    expect(sleepSecondsLeft(5, { ...at, nowMs: 999_000 })).toBe(0);
    expect(sleepSecondsLeft('end', { ...at, nowMs: 0, position: 100, duration: 400 })).toBe(300);
    expect(sleepSecondsLeft('end', { ...at, nowMs: 0, position: 100, duration: 400, rate: 1.5 })).toBe(200);
    expect(sleepSecondsLeft('end', { ...at, nowMs: 0, duration: Number.NaN })).toBeNull();
  });

  it('says when the sound will stop', () => {
    expect(sleepTimerLabel(872)).toBe('Se apagará en 14:32');
    expect(sleepTimerLabel(3600)).toBe('Se apagará en 1:00:00');
    expect(sleepTimerLabel(0.2)).toBe('Se apagará en 0:01');
  });

  it('skips inside the recording', () => {
    expect(skipTo(10, -15, 100)).toBe(0);
    expect(skipTo(90, 15, 100)).toBe(100);
    expect(skipTo(40, 15, 100)).toBe(55);
    expect(skipTo(40, 15, Number.NaN)).toBe(55);
  });
});
