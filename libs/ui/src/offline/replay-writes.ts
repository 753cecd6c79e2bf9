import { ApiError } from '../data/api-error';
import { apiRequest } from '../data/transport';
import { savedUser } from '../session/session-storage';
import { pendingWrites, removeWrite, type QueuedWrite } from './write-queue';

export type WriteOutcome =
  { status: 'sent'; result: unknown } | { status: 'refused'; error: ApiError } | { status: 'waiting' };

/**
 * Worth sending again later: no network, the server failing or busy, or a session that ended
 * while offline (401: kept until the person signs in again). Any other 4xx never heals.
 */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || [401, 408, 429].includes(error.status);
}

type Send = (write: QueuedWrite) => Promise<unknown>;

/** A replay send that hears nothing back within this is left for the next replay. */
export const REPLAY_SEND_TIMEOUT_MS = 20_000;

/** The session in storage belongs to someone else (another tab signed in): the write waits. */
class NotTheirSession extends Error {
  override name = 'NotTheirSession';
}

/**
 * Each write goes only with its own person's session: a tab still holding A's state must never
 * send A's writes with the session B signed in with elsewhere.
 */
const sendWithSession: Send = (write) => {
  if (savedUser()?.id !== write.userId) return Promise.reject(new NotTheirSession());
  return apiRequest(write.method, write.path, write.body, { timeoutMs: REPLAY_SEND_TIMEOUT_MS });
};

type SettledListener = (outcomes: ReadonlyMap<string, WriteOutcome>) => void;
const settledListeners = new Set<SettledListener>();

/**
 * Hears the writes a replay sent or refused that no writeOrQueue caller is waiting for (queued
 * earlier, or given up on as slow), whoever started the replay: the shell reads the data again
 * and says what was refused. A caller that waits says its own outcome.
 */
export function onWritesSettled(listener: SettledListener): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

let running: Promise<unknown> | null = null;

/**
 * Outcomes a caller in this tab is waiting for (writeOrQueue): a write may be sent by a replay
 * that another write started, and its caller must still learn the server's answer.
 */
const awaited = new Map<string, WriteOutcome | null>();

export function awaitOutcome(id: string): void {
  awaited.set(id, null);
}

/** The outcome of an awaited write once a replay settled it; null while it still waits. */
export function takeOutcome(id: string): WriteOutcome | null {
  const outcome = awaited.get(id) ?? null;
  awaited.delete(id);
  return outcome;
}

/** One replay at a time in this tab, and across tabs where the browser has Web Locks. */
async function exclusively<T>(work: () => Promise<T>): Promise<T> {
  while (running) await running.catch(() => undefined);
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const task = locks ? locks.request('inhala-offline-writes', work) : work();
  running = task;
  try {
    return await task;
  } finally {
    running = null;
  }
}

/**
 * Sends this person's queued writes in the order they were made, each once: removed as soon as
 * the server has it, and the first one that cannot go now (offline, server down) stops the
 * replay so nothing overtakes it. A write the server refuses for good (a 4xx other than 401) is
 * dropped and reported, so one bad write never blocks the rest. Answers what became of each.
 */
export function replayWrites(
  userId: string,
  send: Send = sendWithSession,
): Promise<Map<string, WriteOutcome>> {
  return exclusively(async () => {
    const outcomes = new Map<string, WriteOutcome>();
    for (const write of await pendingWrites(userId)) {
      let outcome: WriteOutcome;
      try {
        outcome = { status: 'sent', result: await send(write) };
      } catch (error) {
        if (worthRetrying(error)) {
          outcomes.set(write.id, { status: 'waiting' });
          break;
        }
        outcome = { status: 'refused', error: error as ApiError };
      }
      outcomes.set(write.id, outcome);
      if (awaited.has(write.id)) awaited.set(write.id, outcome);
      await removeWrite(write.id);
    }
    // What no caller is waiting for (queued earlier, sent by this replay): the shell hears it.
    const settled = new Map([...outcomes].filter(([id, o]) => o.status !== 'waiting' && !awaited.has(id)));
    if (settled.size > 0) for (const listener of settledListeners) listener(settled);
    return outcomes;
  });
}
