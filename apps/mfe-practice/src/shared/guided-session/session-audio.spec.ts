import { breathingPatternById } from '@inhala/domain';
import { FakeOfflineAudioContext } from '../../../../../tools/test/fake-audio-context';
import {
  renderSessionAudio,
  renderSessionFile,
  sessionFileSeconds,
  sessionSoundEvents,
} from './session-audio';

const calma = breathingPatternById('calma');
const Offline = FakeOfflineAudioContext as unknown as typeof OfflineAudioContext;

async function samplesOf(blob: Blob): Promise<Int16Array> {
  const bytes = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
  return new Int16Array(bytes.slice(44));
}

describe('the session rendered ahead', () => {
  beforeEach(() => {
    FakeOfflineAudioContext.made = [];
    FakeOfflineAudioContext.refuseRate = null;
  });

  it('should plan the start bell, whole breaths, the interval bells and the end bell', () => {
    const events = sessionSoundEvents({ totalSeconds: 60, pattern: calma, bells: [30] });
    expect(events.map((e) => [e.kind === 'bell' ? e.bell : 'breath', e.at])).toEqual([
      ['start', 0],
      ['breath', 0],
      ['breath', 14],
      ['breath', 28],
      ['interval', 30],
      ['breath', 42],
      ['end', 60],
    ]);
  });

  it('should render the whole session, 30 s at a time, with every sound where it belongs', async () => {
    const rate = 1000;
    const blob = await renderSessionAudio(
      { totalSeconds: 70, pattern: calma, bells: [45] },
      Offline,
      undefined,
      rate,
    );
    const samples = await samplesOf(blob);
    expect(samples).toHaveLength(Math.ceil(sessionFileSeconds(70) * rate));
    expect(blob.type).toBe('audio/wav');
    // Pieces start at 0, 30 and 60 s, each as long as its last sound: a breath from 28 s, or from
    // 56 s, rings on into the next piece (added there), the end bell into the tail.
    expect(FakeOfflineAudioContext.made.map((c) => c.length)).toEqual([42_001, 40_001, 16_600]);
    const marks = [...samples.keys()].filter((i) => samples[i] !== 0);
    // Each oscillator (a bell has two, a breath one) leaves its mark at its start.
    expect(marks).toEqual([0, 14_000, 28_000, 42_000, 45_000, 56_000, 70_000]);
    expect(samples[0]).toBe(Math.round(0.03 * 0x7fff));
    expect(samples[45_000]).toBe(Math.round(0.02 * 0x7fff));
  });

  it('should try 22 050 Hz where the lower rate is refused, and stop when aborted', async () => {
    FakeOfflineAudioContext.refuseRate = 11_025;
    await renderSessionFile({ totalSeconds: 5, pattern: calma, bells: [] }, Offline);
    expect(FakeOfflineAudioContext.made.every((c) => c.sampleRate === 22_050)).toBe(true);
    const abort = new AbortController();
    abort.abort();
    await expect(
      renderSessionFile({ totalSeconds: 5, pattern: calma, bells: [] }, Offline, abort.signal),
    ).rejects.toThrow('Cancelado');
  });
});
