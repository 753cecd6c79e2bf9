/**
 * Writes made while the network may be away (issue 18): a reflection, a morning page, a completed
 * meditation or challenge section, a practice session. Each is stored here first, in IndexedDB,
 * under the id the browser made for it, and removed only once the server has it (see
 * replay-writes.ts). IndexedDB keeps them across reloads and app restarts; where it cannot be
 * opened (some private modes) the queue lives in memory for this tab.
 */
export type QueuedWriteKind =
  | 'ritual-reflection'
  | 'ritual-meditation'
  | 'morning-page'
  | 'challenge-section'
  | 'challenge-reflection'
  | 'practice-session';

export interface QueuedWrite {
  /** Made by the browser; the server treats the same id as the same write. */
  id: string;
  /** Whose write it is: it is only ever sent with that person's session. */
  userId: string;
  kind: QueuedWriteKind;
  method: 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  /** When it was written, ISO: the order it is sent in. */
  queuedAt: string;
}

const DB_NAME = 'inhala-offline';
const STORE = 'writes';

type Listener = () => void;
const listeners = new Set<Listener>();
let memory: QueuedWrite[] | null = null;
let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
        store.createIndex('queuedAt', 'queuedAt');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  return open().then(
    (db) =>
      new Promise<T | null>((resolve, reject) => {
        if (!db) return resolve(null);
        const tx = db.transaction(STORE, mode);
        const request = work(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(request.result);
        // A request error handled by its request (a duplicate id) still completes; any other aborts.
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB'));
      }),
  );
}

function notify(): void {
  for (const listener of listeners) listener();
}

function byTime(a: QueuedWrite, b: QueuedWrite): number {
  return a.queuedAt === b.queuedAt ? 0 : a.queuedAt < b.queuedAt ? -1 : 1;
}

async function usingMemory(): Promise<boolean> {
  if (memory) return true;
  if (await open()) return false;
  memory = [];
  return true;
}

let lastStamp = 0;

/** Strictly increasing in this tab, so two writes in one millisecond keep their order. */
function nextStamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

/** Stores a write, stamped now; the same id twice is stored once. */
export async function enqueueWrite(entry: Omit<QueuedWrite, 'queuedAt'>): Promise<void> {
  const write: QueuedWrite = { ...entry, queuedAt: nextStamp() };
  if (await usingMemory()) {
    if (!memory!.some((w) => w.id === write.id)) memory!.push(write);
  } else {
    await run('readwrite', (store) => {
      const request = store.add(write);
      // Already queued under this id: the first one stands, and the transaction still completes.
      request.onerror = (event) => {
        if (request.error?.name === 'ConstraintError') event.preventDefault();
      };
      return request;
    });
  }
  notify();
}

/** This person's writes not yet stored by the server, oldest first. */
export async function pendingWrites(userId: string): Promise<QueuedWrite[]> {
  const all = (await usingMemory())
    ? [...memory!]
    : ((await run<QueuedWrite[]>('readonly', (store) => store.getAll() as IDBRequest<QueuedWrite[]>)) ?? []);
  return all.filter((w) => w.userId === userId).sort(byTime);
}

/** Once the server has it (or refused it for good). */
export async function removeWrite(id: string): Promise<void> {
  if (await usingMemory()) memory = memory!.filter((w) => w.id !== id);
  else await run('readwrite', (store) => store.delete(id));
  notify();
}

/** Called whenever the queue changes in this tab. */
export function subscribeToWrites(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: forget the open database so each test starts from a fresh one. */
export function resetWriteQueueForTests(): void {
  memory = null;
  opening = null;
  listeners.clear();
}
