import { destination } from 'pino';
import type SonicBoom from 'sonic-boom';

/**
 * Bytes of log lines held in memory before one write to the log: about twenty API-call lines.
 * A write per line cost a busy server more than half its request rate (a `write` system call
 * per request, the request waiting on it).
 */
export const LOG_BUFFER_BYTES = 4096;

/** A quiet server's last lines still reach the log within this many milliseconds. */
export const LOG_FLUSH_EVERY_MS = 1000;

/**
 * Where the JSON log lines go (`fd`, 1 for stdout): buffered and written off the request's path.
 * Nothing is lost when the process ends through `process.exit` or a crash: pino writes what is
 * left synchronously on the process's 'exit' (main.ts and worker.ts end that way on SIGTERM).
 */
export function bufferedLogDestination(fd: number): SonicBoom {
  return destination({
    dest: fd,
    sync: false,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_EVERY_MS,
  });
}

/** Resolves once every line written so far is out (before the start-up banner, for one). */
export function drainLog(stream: SonicBoom): Promise<void> {
  // flush's callback also reports an fsync, which a pipe or a terminal refuses: not a loss.
  return new Promise((resolve) => stream.flush(() => resolve()));
}
