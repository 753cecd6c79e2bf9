import { awaitOutcome, replayWrites, takeOutcome } from './replay-writes';
import { enqueueWrite, type QueuedWrite } from './write-queue';

/** The write is stored on this device and will be sent when the network returns. */
export const QUEUED = Symbol('queued');
export type Queued = typeof QUEUED;

/**
 * How long a save button waits for the server before the write is shown as kept on this
 * device: the write is already safe in the queue, and a slow network must not hold the screen.
 */
export const WRITE_ANSWER_WAIT_MS = 8_000;

/**
 * A write that must not be lost (issue 18): stored first, then sent with whatever was queued
 * before it, in order. Answers the server's answer when it went now, QUEUED when it waits for the
 * network (or the answer is slow), and throws the server's refusal (a 4xx) so the screen can say
 * why.
 */
export async function writeOrQueue<T>(
  userId: string,
  write: Omit<QueuedWrite, 'userId' | 'queuedAt'>,
): Promise<T | Queued> {
  awaitOutcome(write.id);
  await enqueueWrite({ ...write, userId });
  // Whichever replay sends it (this one, or one already under way that found it), its answer is kept.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const answered = await Promise.race([
    replayWrites(userId).then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), WRITE_ANSWER_WAIT_MS))),
  ]);
  clearTimeout(timer);
  // Slow: from now on the shell's OfflineSync reports what becomes of it, like any queued write.
  const outcome = takeOutcome(write.id);
  if (!answered) return QUEUED;
  if (outcome?.status === 'sent') return outcome.result as T;
  if (outcome?.status === 'refused') throw outcome.error;
  return QUEUED;
}

export function isQueued(value: unknown): value is Queued {
  return value === QUEUED;
}
