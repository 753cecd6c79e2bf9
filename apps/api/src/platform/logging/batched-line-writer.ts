import { writeSync } from 'node:fs';

/** Above this many bytes waiting, a write waits for the reader: memory stays bounded, no line is dropped. */
const WAIT_ABOVE_BYTES = 8 * 1024 * 1024;
/** How soon a write the reader was not ready for (EAGAIN) is tried again. */
const RETRY_MS = 5;

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const isBusy = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EAGAIN';

/**
 * Log lines kept in memory during a turn of the event loop and written together after it: an API
 * call only appends its line, and a busy server makes one write(2) for many calls instead of one
 * each. No line is lost: what is waiting is written on the process's 'exit' (process.exit, an
 * uncaught error, the end of a stop on SIGTERM), and `flushSync` writes it all at once (before
 * the banner). A reader that cannot
 * keep up (a full pipe) is waited for, without blocking, until 8 MiB are waiting; then the
 * writes wait for it, as a synchronous log would.
 *
 * Rather than pino's buffered destination (tried before: its writes run on libuv's thread pool,
 * and a busy server stopped by SIGTERM lost its last lines), because every write here is whole
 * and in order on the main thread, and the memory a stuck reader can cost has a ceiling.
 */
export class BatchedLineWriter {
  private waiting: string[] = [];
  private waitingBytes = 0;
  /** The unwritten end of a batch the reader took only part of. */
  private rest: Buffer | null = null;
  private scheduled = false;
  private exitHooked = false;

  constructor(private readonly fd: number) {}

  /** pino's destination interface: one or more whole lines. */
  write(text: string): boolean {
    this.waiting.push(text);
    this.waitingBytes += text.length;
    if (!this.exitHooked) {
      this.exitHooked = true;
      process.once('exit', () => this.flushSync());
    }
    if (this.waitingBytes + (this.rest?.length ?? 0) > WAIT_ABOVE_BYTES) this.flushSync();
    else this.schedule(0);
    return true;
  }

  /** Writes everything waiting now, waiting for the reader as long as it takes. */
  flushSync(): void {
    this.drain(true);
  }

  private schedule(delayMs: number): void {
    if (this.scheduled) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      this.drain(false);
    };
    if (delayMs === 0) setImmediate(run);
    else setTimeout(run, delayMs).unref();
  }

  /**
   * Writes what is waiting. A reader not ready (EAGAIN) is waited for when `wait`, else tried
   * again shortly; an output that is gone ends the writing.
   */
  private drain(wait: boolean): void {
    this.takeBatch();
    while (this.rest) {
      try {
        this.wrote(writeSync(this.fd, this.rest));
      } catch (error) {
        if (!isBusy(error)) return this.giveUp();
        if (!wait) return this.schedule(RETRY_MS);
        pause(1);
      }
    }
  }

  /** Joins what is waiting onto the unwritten rest, in order. */
  private takeBatch(): void {
    if (this.waiting.length === 0) return;
    const text = Buffer.from(this.waiting.join(''), 'utf8');
    this.waiting = [];
    this.waitingBytes = 0;
    this.rest = this.rest ? Buffer.concat([this.rest, text]) : text;
  }

  private wrote(bytes: number): void {
    if (!this.rest) return;
    this.rest = bytes >= this.rest.length ? null : this.rest.subarray(bytes);
  }

  /** The output is gone (closed pipe, full disk): nothing can be written there any more. */
  private giveUp(): void {
    this.rest = null;
    this.waiting = [];
    this.waitingBytes = 0;
  }
}
