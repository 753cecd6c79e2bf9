import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { waitFor } from '@testing-library/react';
import { ApiError } from '../data/api-error';
import { NetworkError } from './offline-error';
import { onWritesSettled, replayWrites } from './replay-writes';
import { WRITE_ANSWER_WAIT_MS, writeOrQueue, QUEUED } from './write-or-queue';
import { enqueueWrite, pendingWrites, resetWriteQueueForTests, type QueuedWrite } from './write-queue';

const write = (id: string, userId = 'ana'): Omit<QueuedWrite, 'queuedAt'> => ({
  id,
  userId,
  kind: 'morning-page',
  method: 'POST',
  path: '/api/morning-pages',
  body: { content: id, clientId: id },
});

beforeEach(() => {
  // A fresh database per test, as after clearing the site's data.
  globalThis.indexedDB = new IDBFactory();
  resetWriteQueueForTests();
});

describe('the offline write queue (issue 18)', () => {
  it('keeps writes in IndexedDB, in the order they were made, per person, across a reload', async () => {
    await enqueueWrite(write('b1'));
    await enqueueWrite(write('a2'));
    await enqueueWrite(write('x', 'otra'));
    await enqueueWrite(write('b1')); // the same id again is the same write
    resetWriteQueueForTests(); // a reload: the module forgets, the database does not
    expect((await pendingWrites('ana')).map((w) => w.id)).toEqual(['b1', 'a2']);
    expect((await pendingWrites('otra')).map((w) => w.id)).toEqual(['x']);
  });

  it('sends them in order, each once, and stops at the first that cannot go so nothing overtakes it', async () => {
    for (const id of ['1', '2', '3']) await enqueueWrite(write(id));
    const sent: string[] = [];
    let online = false;
    const send = async (w: QueuedWrite) => {
      if (!online || (w.id === '2' && sent.length === 0))
        throw new NetworkError(new TypeError('Failed to fetch'));
      sent.push(w.id);
      return { id: w.id };
    };
    const first = await replayWrites('ana', send);
    expect(first.get('1')).toEqual({ status: 'waiting' });
    expect(first.has('2')).toBe(false);
    expect(sent).toEqual([]);

    online = true;
    const second = await replayWrites('ana', send);
    expect(sent).toEqual(['1', '2', '3']);
    expect(second.get('3')).toEqual({ status: 'sent', result: { id: '3' } });
    expect(await pendingWrites('ana')).toEqual([]);
    await replayWrites('ana', send);
    expect(sent).toEqual(['1', '2', '3']);
  });

  it('never sends a write twice when replays start together (reconnection and start at once)', async () => {
    for (const id of ['1', '2', '3']) await enqueueWrite(write(id));
    const sent: string[] = [];
    const send = async (w: QueuedWrite) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(w.id);
    };
    await Promise.all([replayWrites('ana', send), replayWrites('ana', send), replayWrites('ana', send)]);
    expect(sent).toEqual(['1', '2', '3']);
  });

  it('drops a write the server refuses for good and reports it, so it never blocks the rest', async () => {
    await enqueueWrite(write('malo'));
    await enqueueWrite(write('bueno'));
    const refusal = new ApiError(409, JSON.stringify({ message: 'Ya está guardada' }));
    const outcomes = await replayWrites('ana', async (w) => {
      if (w.id === 'malo') throw refusal;
      return 'ok';
    });
    expect(outcomes.get('malo')).toEqual({ status: 'refused', error: refusal });
    expect(outcomes.get('bueno')).toEqual({ status: 'sent', result: 'ok' });
    expect(await pendingWrites('ana')).toEqual([]);
  });

  it('keeps a write while the session has expired (401) or the server fails (5xx)', async () => {
    await enqueueWrite(write('1'));
    for (const status of [401, 503, 429]) {
      const outcomes = await replayWrites('ana', async () => {
        throw new ApiError(status, '');
      });
      expect(outcomes.get('1')).toEqual({ status: 'waiting' });
    }
    expect((await pendingWrites('ana')).map((w) => w.id)).toEqual(['1']);
  });
});

describe('writeOrQueue', () => {
  const fetchMock = jest.fn();
  const ok = (value: unknown) => ({
    ok: true,
    status: 201,
    headers: { get: () => null },
    text: async () => JSON.stringify(value),
  });
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
    window.localStorage.setItem('user', JSON.stringify({ id: 'ana' }));
  });
  afterEach(() => window.localStorage.clear());

  it("never sends a person's writes with another person's session (signed in from another tab)", async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 'beto' }));
    await expect(writeOrQueue('ana', write('p1'))).resolves.toBe(QUEUED);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await pendingWrites('ana')).map((w) => w.id)).toEqual(['p1']);
  });

  it('tells the shell about earlier writes a new one sent along, not about the new one', async () => {
    await enqueueWrite(write('earlier'));
    fetchMock.mockImplementation(async () => ok({ id: 1 }));
    const heard: string[][] = [];
    const stop = onWritesSettled((outcomes) => heard.push([...outcomes.keys()]));
    await expect(writeOrQueue('ana', write('now'))).resolves.toEqual({ id: 1 });
    stop();
    expect(heard).toEqual([['earlier']]);
  });

  it('answers QUEUED when the server is slow, and the write is still sent once', async () => {
    // IndexedDB (fake-indexeddb) schedules with setImmediate: only the clock is faked, and the
    // fake clock moves only once the write is stored and sent (a busy machine stores slowly).
    const realSetTimeout = globalThis.setTimeout;
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    const server: { answer?: (value: unknown) => void } = {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (server.answer = resolve)));
    try {
      const result = writeOrQueue('ana', write('slow'));
      while (!server.answer) {
        await jest.advanceTimersByTimeAsync(0);
        await new Promise((resolve) => realSetTimeout(resolve, 1));
      }
      await jest.advanceTimersByTimeAsync(WRITE_ANSWER_WAIT_MS);
      await expect(result).resolves.toBe(QUEUED);
    } finally {
      jest.useRealTimers();
    }
    const heard: string[] = [];
    const stop = onWritesSettled((outcomes) => heard.push(...outcomes.keys()));
    server.answer?.(ok({ id: 2 }));
    await waitFor(() => expect(heard).toEqual(['slow']));
    stop();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await pendingWrites('ana')).toEqual([]);
  });

  it("answers the server's answer online and leaves nothing queued", async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 201,
      headers: { get: () => null },
      text: async () => JSON.stringify({ id: 7 }),
    });
    await expect(writeOrQueue('ana', write('p1'))).resolves.toEqual({ id: 7 });
    expect(await pendingWrites('ana')).toEqual([]);
  });

  it('answers QUEUED offline and keeps the write for the next replay', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(writeOrQueue('ana', write('p1'))).resolves.toBe(QUEUED);
    expect((await pendingWrites('ana')).map((w) => w.id)).toEqual(['p1']);
  });

  it("throws the server's refusal, so the screen can say why, and keeps nothing", async () => {
    fetchMock.mockResolvedValue({
      ok: false,
      status: 400,
      headers: { get: () => null },
      text: async () => JSON.stringify({ message: 'Por favor escribe algo antes de guardar' }),
    });
    await expect(writeOrQueue('ana', write('p1'))).rejects.toMatchObject({ status: 400 });
    expect(await pendingWrites('ana')).toEqual([]);
  });
});
