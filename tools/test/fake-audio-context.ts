/**
 * A Web Audio stand-in for component and unit tests (jsdom has none): it records the gain
 * automation, the sources and tones started and stopped, and the contexts made, suspended and closed.
 */
export class FakeAudioParam {
  value = 1;
  events: [string, number, number][] = [];
  setValueAtTime(v: number, t: number) {
    this.events.push(['set', v, t]);
    this.value = v;
  }
  linearRampToValueAtTime(v: number, t: number) {
    this.events.push(['ramp', v, t]);
    this.value = v;
  }
  exponentialRampToValueAtTime(v: number, t: number) {
    this.events.push(['exp', v, t]);
    this.value = v;
  }
  setTargetAtTime(v: number, t: number) {
    this.events.push(['target', v, t]);
    this.value = v;
  }
  cancelScheduledValues(t: number) {
    this.events.push(['cancel', 0, t]);
  }
}

export class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state = 'running';
  currentTime = 0;
  closed = false;
  destination = { kind: 'destination' };
  gains: { gain: FakeAudioParam }[] = [];
  sources: { buffer: unknown; loop: boolean; started: number | null; stopped: number | null }[] = [];
  constructor() {
    FakeAudioContext.made.push(this);
  }
  createGain() {
    const node = { gain: new FakeAudioParam(), connect: (next: unknown) => next };
    this.gains.push(node);
    return node;
  }
  createBuffer(channels: number, length: number, sampleRate: number) {
    const data = new Float32Array(length);
    return { numberOfChannels: channels, length, sampleRate, getChannelData: () => data };
  }
  createBufferSource() {
    const source = {
      buffer: null as unknown,
      loop: false,
      started: null as number | null,
      stopped: null as number | null,
      connect: (next: unknown) => next,
      start(t = 0) {
        source.started = t;
      },
      stop(t = 0) {
        source.stopped = t;
      },
    };
    this.sources.push(source);
    return source;
  }
  oscillators: { frequency: FakeAudioParam; started: number | null; stopped: number | null }[] = [];
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: new FakeAudioParam(),
      started: null as number | null,
      stopped: null as number | null,
      connect: (next: unknown) => next,
      start(t = 0) {
        oscillator.started = t;
      },
      stop(t = 0) {
        oscillator.stopped = t;
      },
    };
    this.oscillators.push(oscillator);
    return oscillator;
  }
  resume = () => {
    this.state = 'running';
    return Promise.resolve();
  };
  suspend = () => {
    this.state = 'suspended';
    return Promise.resolve();
  };
  close = () => {
    this.closed = true;
    this.state = 'closed';
    return Promise.resolve();
  };
  /** Every tone's pitch, in the order the tones were made, across every context made. */
  static pitches(): number[] {
    return FakeAudioContext.made.flatMap((ctx) => ctx.oscillators.map((o) => o.frequency.value));
  }
}

/**
 * An OfflineAudioContext stand-in: every oscillator started leaves a mark (0.01) at its start
 * frame in the rendered buffer, so a test can read where each sound landed in the file.
 */
export class FakeOfflineAudioContext {
  static made: FakeOfflineAudioContext[] = [];
  static refuseRate: number | null = null;
  destination = { kind: 'destination' };
  starts: number[] = [];
  constructor(
    public channels: number,
    public length: number,
    public sampleRate: number,
  ) {
    if (sampleRate === FakeOfflineAudioContext.refuseRate)
      throw new DOMException('Rate', 'NotSupportedError');
    FakeOfflineAudioContext.made.push(this);
  }
  createGain() {
    return { gain: new FakeAudioParam(), connect: (next: unknown) => next };
  }
  createOscillator() {
    return {
      type: 'sine',
      frequency: new FakeAudioParam(),
      connect: (next: unknown) => next,
      start: (at: number) => this.starts.push(at),
      stop: () => undefined,
    };
  }
  startRendering() {
    const data = new Float32Array(this.length);
    for (const at of this.starts) {
      const frame = Math.round(at * this.sampleRate);
      if (frame >= 0 && frame < data.length) data[frame] = (data[frame] ?? 0) + 0.01;
    }
    return Promise.resolve({ length: this.length, getChannelData: () => data });
  }
}
