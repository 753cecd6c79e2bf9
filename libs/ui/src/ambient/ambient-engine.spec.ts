import { FakeAudioContext } from '../../../../tools/test/fake-audio-context';
import { createAmbientEngine } from './ambient-engine';
import { AMBIENT_FADE_SECONDS } from './ambient-sounds';

const engineOnFake = () => createAmbientEngine(FakeAudioContext as unknown as typeof AudioContext);

describe('ambient engine', () => {
  beforeEach(() => {
    FakeAudioContext.made = [];
  });

  it('should loop the synthesised sound and fade it in over 2 s at its volume', () => {
    const engine = engineOnFake();
    engine.play('lluvia', 0.5);
    const [ctx] = FakeAudioContext.made;
    const [master, fade] = ctx!.gains;
    const [source] = ctx!.sources;
    expect(source).toMatchObject({ loop: true, started: 0, stopped: null });
    expect((source!.buffer as { length: number }).length).toBe(20 * 22_050);
    expect(fade!.gain.events).toEqual([
      ['set', 0, 0],
      ['ramp', 1, AMBIENT_FADE_SECONDS],
    ]);
    expect(master!.gain.value).toBe(0.5);
  });

  it('should cross-fade to another sound, change nothing for the same one, and fade out on stop', () => {
    const engine = engineOnFake();
    engine.play('olas', 0.5);
    const ctx = FakeAudioContext.made[0]!;
    ctx.currentTime = 10;
    engine.play('olas', 0.5);
    expect(ctx.sources).toHaveLength(1);
    engine.play('fuego', 0.5);
    expect(ctx.sources).toHaveLength(2);
    expect(ctx.sources[0]!.stopped).toBeCloseTo(10 + AMBIENT_FADE_SECONDS + 0.05, 5);
    expect(ctx.gains[1]!.gain.events.at(-1)).toEqual(['ramp', 0, 10 + AMBIENT_FADE_SECONDS]);
    expect(ctx.gains[2]!.gain.events.at(-1)).toEqual(['ramp', 1, 10 + AMBIENT_FADE_SECONDS]);
    ctx.currentTime = 20;
    engine.stop();
    expect(ctx.sources[1]!.stopped).toBeCloseTo(20 + AMBIENT_FADE_SECONDS + 0.05, 5);
    expect(FakeAudioContext.made).toHaveLength(1);
  });

  it('should let the audio context sleep once the fade out is over, and wake it for the next sound', () => {
    jest.useFakeTimers();
    try {
      const engine = engineOnFake();
      engine.play('lluvia', 0.5);
      const ctx = FakeAudioContext.made[0]!;
      engine.stop();
      jest.advanceTimersByTime(AMBIENT_FADE_SECONDS * 1000 - 100);
      expect(ctx.state).toBe('running');
      jest.advanceTimersByTime(300);
      expect(ctx.state).toBe('suspended');
      engine.play('olas', 0.5);
      expect(ctx.state).toBe('running');
      // A sound chosen during the fade out keeps the context awake.
      engine.stop();
      jest.advanceTimersByTime(1000);
      engine.play('fuego', 0.5);
      jest.advanceTimersByTime(5000);
      expect(ctx.state).toBe('running');
      expect(FakeAudioContext.made).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('should ease the volume, clamped to 0..1, and let the context go on close', () => {
    const engine = engineOnFake();
    engine.play('bosque', 0.2);
    const ctx = FakeAudioContext.made[0]!;
    engine.setVolume(3);
    expect(ctx.gains[0]!.gain.value).toBe(1);
    engine.setVolume(-1);
    expect(ctx.gains[0]!.gain.value).toBe(0);
    engine.close();
    expect(ctx.closed).toBe(true);
  });

  it('should do nothing, and not fail, without Web Audio', () => {
    const engine = createAmbientEngine(null);
    expect(() => {
      engine.play('lluvia', 1);
      engine.setVolume(0.3);
      engine.stop();
      engine.close();
    }).not.toThrow();
  });
});
