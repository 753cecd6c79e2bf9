import { readlinkSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { dirname } from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { DEMO_PAD_VOICES, mp3File, padSamples, type Mp3EncoderLike } from './demo-audio';

/** One recording to make: `voice` indexes DEMO_PAD_VOICES; the file is written at `path`. */
export interface DemoRecordingJob {
  path: string;
  voice: number;
  seconds: number;
  rate: number;
  kbps: number;
}

/** What the worker says of each file once it is complete under its final name. */
export interface DemoRecordingDone {
  path: string;
  bytes: number;
  milliseconds: number;
}

type EncoderClass = new (channels: number, rate: number, kbps: number) => Mp3EncoderLike;

/**
 * @breezystack/lamejs's ES module is right, but its CommonJS entry is a script that exports
 * nothing; our bundler and the test register both turn `import()` into `require()`, which would
 * pick that entry. A native import() that no compiler rewrites loads the ES module (this runs
 * only in a worker thread, a plain Node context).
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above: no code from outside.
const nativeImport = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<{ Mp3Encoder: EncoderClass }>;

async function make(job: DemoRecordingJob, Mp3Encoder: EncoderClass): Promise<DemoRecordingDone> {
  const started = performance.now();
  const voice = DEMO_PAD_VOICES[job.voice % DEMO_PAD_VOICES.length];
  if (!voice) throw new Error('No demo pad voice');
  const bytes = mp3File(padSamples(voice, job.seconds, job.rate), new Mp3Encoder(1, job.rate, job.kbps));
  // Complete under its final name or not at all: a reader never sees half a recording.
  await mkdir(dirname(job.path), { recursive: true });
  const partial = `${job.path}.${process.pid}-${threadId}.part`;
  try {
    await writeFile(partial, bytes);
    await rename(partial, job.path);
  } finally {
    await rm(partial, { force: true });
  }
  return { path: job.path, bytes: bytes.length, milliseconds: Math.round(performance.now() - started) };
}

/**
 * The encoder takes only the machine's spare time: on Linux each thread has its own nice value,
 * so the server's own thread keeps its priority while this one runs at the lowest.
 */
function lowerPriority(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid)) setPriority(tid, 19);
  } catch {
    // Elsewhere it runs at the server's priority, still off its event loop.
  }
}

async function run(jobs: DemoRecordingJob[]): Promise<void> {
  lowerPriority();
  const { Mp3Encoder } = await nativeImport('@breezystack/lamejs');
  for (const job of jobs) parentPort?.postMessage(await make(job, Mp3Encoder));
}

if (parentPort) void run((workerData as { jobs: DemoRecordingJob[] }).jobs);
