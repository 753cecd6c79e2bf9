import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DEMO_AUDIO_RATE, DEMO_MP3_KBPS, DEMO_PAD_VOICES } from './demo-audio';
import type { DemoRecordingDone, DemoRecordingJob } from './demo-audio.worker';

/** A demo recording: which pad voice, and how long. */
export interface DemoRecording {
  voice: number;
  seconds: number;
}

/** Changes whenever the synthesis or the encoder changes what a file holds: old files are not reused. */
const RECIPE = {
  synthesis: 1,
  encoder: '@breezystack/lamejs@1.2.7',
  rate: DEMO_AUDIO_RATE,
  kbps: DEMO_MP3_KBPS,
};

/** Where the worker's code is: beside the bundle, or its TypeScript source compiled on load (tests). */
function workerScript(): { file: string; execArgv?: string[] } {
  const bundled = join(__dirname, 'demo-audio-worker.js');
  if (existsSync(bundled)) return { file: bundled };
  return {
    file: join(__dirname, 'demo-audio.worker.ts'),
    execArgv: ['-r', join(__dirname, '../../../../tools/test/swc-register.cjs')],
  };
}

/**
 * The demo's recorded meditations as MP3 files, each made once and kept under a name taken from
 * everything that decides its bytes (voice, length, rate, bit rate, synthesis and encoder), so a
 * second boot, or a second data directory sharing the cache, finds it and encodes nothing.
 * Encoding a few minutes of sound takes seconds of CPU: it runs in a worker thread, so the
 * server answers meanwhile.
 */
export class DemoRecordings {
  private worker: Worker | null = null;

  constructor(private readonly dir: string) {}

  pathOf(recording: DemoRecording): string {
    const voice = DEMO_PAD_VOICES[recording.voice % DEMO_PAD_VOICES.length];
    const key = createHash('sha256')
      .update(JSON.stringify({ ...RECIPE, voice, seconds: recording.seconds }))
      .digest('hex')
      .slice(0, 24);
    return join(this.dir, `pad-${recording.seconds}s-${key}.mp3`);
  }

  /** True when the recording's file is complete in the cache (the worker writes it whole or not at all). */
  async has(recording: DemoRecording): Promise<boolean> {
    return stat(this.pathOf(recording)).then(
      (file) => file.isFile() && file.size > 0,
      () => false,
    );
  }

  /**
   * Makes the recordings in one worker thread, one after another; `ready` is called with each
   * as soon as its file is complete. Resolves when all are made, rejects on the first failure.
   */
  make(
    recordings: DemoRecording[],
    ready: (recording: DemoRecording, done: DemoRecordingDone) => Promise<void>,
  ) {
    const jobs: DemoRecordingJob[] = recordings.map((r) => ({
      ...r,
      path: this.pathOf(r),
      rate: RECIPE.rate,
      kbps: RECIPE.kbps,
    }));
    const { file, execArgv } = workerScript();
    return new Promise<void>((resolve, reject) => {
      const worker = new Worker(file, { workerData: { jobs }, execArgv });
      this.worker = worker;
      let left = jobs.length;
      let chain = Promise.resolve();
      worker.on('message', (done: DemoRecordingDone) => {
        const recording = recordings[jobs.findIndex((job) => job.path === done.path)];
        if (!recording) return;
        chain = chain.then(() => ready(recording, done));
        left -= 1;
        if (left === 0) chain.then(resolve, reject);
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        this.worker = null;
        if (left > 0) reject(new Error(`The demo audio worker stopped (${code}) before its last file`));
      });
    });
  }

  /** Stops a worker still encoding (the server is shutting down); its unfinished file is dropped. */
  async stop(): Promise<void> {
    await this.worker?.terminate();
  }
}
