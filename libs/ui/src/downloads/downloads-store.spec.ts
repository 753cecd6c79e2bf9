import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ReadableStream } from 'node:stream/web';
import { waitFor } from '@testing-library/react';
import {
  FakeBroadcastChannel,
  installFakeBroadcastChannel,
} from '../../../../tools/test/fake-broadcast-channel';
import { installFakeCaches, type FakeCacheStorage } from '../../../../tools/test/fake-caches';
import { FakeResponse, installFakeFetchStream, streamOf } from '../../../../tools/test/fake-fetch-stream';
import { clearSession } from '../session/session-storage';
import {
  DOWNLOADS_CACHE,
  DOWNLOAD_META_HEADER,
  DOWNLOADS_VERIFIED_HEADER,
  DOWNLOADS_VERIFIED_PATH,
  encodeMeta,
  listDownloads,
  type DownloadMeta,
} from './downloads-cache';
import { DOWNLOAD_TEXTS } from './download-texts';
import {
  cancelDownload,
  downloadsSnapshot,
  forgetDownloads,
  markDownloadsVerified,
  removeAllDownloads,
  removeDownload,
  startDownload,
  subscribeDownloads,
  type ActiveDownload,
} from './downloads-store';
import type * as Store from './downloads-store';

const SRC = '/uploads/alba.mp3';
const KEY = `${window.location.origin}${SRC}`;
const META: DownloadMeta = { kind: 'meditation', id: 7, title: 'Alba en calma' };
const chunk = (size: number) => new Uint8Array(size);
const signIn = (id = 'u-ana') =>
  window.localStorage.setItem('user', JSON.stringify({ id, firstName: 'Ana' }));

installFakeBroadcastChannel();

function answer(chunks: Uint8Array[], headers: Record<string, string>, options: { fail?: boolean } = {}) {
  return new FakeResponse(streamOf(chunks, options), {
    headers: { 'Content-Type': 'audio/mpeg', ...headers },
  });
}

describe('downloads stored for offline listening (issue 30)', () => {
  let storage: FakeCacheStorage;
  const fetchMock = jest.fn();
  const estimate = jest.fn(async () => ({ quota: 10_000_000, usage: 0 }));
  const persist = jest.fn(async () => true);

  beforeEach(async () => {
    installFakeFetchStream();
    storage = installFakeCaches();
    signIn();
    await removeAllDownloads();
    fetchMock.mockReset();
    persist.mockClear();
    estimate.mockImplementation(async () => ({ quota: 10_000_000, usage: 0 }));
    Object.assign(globalThis, { fetch: fetchMock });
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { estimate, persist } });
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
  });

  /** Every state the file went through while it downloaded. */
  function watch(): Array<ActiveDownload | undefined> {
    const seen: Array<ActiveDownload | undefined> = [];
    subscribeDownloads(() => {
      const state = downloadsSnapshot().active.get(KEY);
      if (seen.at(-1) !== state) seen.push(state);
    });
    return seen;
  }

  it('should stream the file into the cache and list it with its title, kind, id and size', async () => {
    fetchMock.mockResolvedValue(
      answer([chunk(25), chunk(25), chunk(25), chunk(25)], { 'Content-Length': '100' }),
    );
    const seen = watch();
    await startDownload(SRC, META);

    expect(fetchMock).toHaveBeenCalledWith(KEY, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    const items = await listDownloads();
    expect(items).toEqual([
      expect.objectContaining({ url: KEY, kind: 'meditation', id: 7, title: 'Alba en calma', bytes: 100 }),
    ]);
    expect(Number.isNaN(Date.parse(items[0]!.downloadedAt))).toBe(false);
    expect(downloadsSnapshot().items).toEqual(items);
    // Said once per whole percent, never 100 before the file is stored.
    expect(seen.filter(Boolean).map((s) => s?.status === 'downloading' && s.percent)).toEqual([
      0, 25, 50, 75, 99,
    ]);
    expect(downloadsSnapshot().active.size).toBe(0);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('should keep nothing and say the connection was lost when the body stops arriving offline', async () => {
    const dropped = streamOf([chunk(40)], { fail: true });
    const reader = dropped.getReader();
    // The connection goes as the body stops: the browser says it is offline by then.
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read().catch((error: unknown) => {
          Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
          throw error;
        });
        if (done) controller.close();
        else controller.enqueue(value);
      },
    });
    fetchMock.mockResolvedValue(new FakeResponse(body, { headers: { 'Content-Length': '100' } }));
    await startDownload(SRC, META);
    expect(downloadsSnapshot().active.get(KEY)).toEqual({
      status: 'failed',
      message: DOWNLOAD_TEXTS.interrupted,
    });
    await expect(listDownloads()).resolves.toEqual([]);
  });

  it('should not blame the connection when the body stops while the browser is online (the server)', async () => {
    fetchMock.mockResolvedValue(answer([chunk(40)], { 'Content-Length': '100' }, { fail: true }));
    await startDownload(SRC, META);
    expect(downloadsSnapshot().active.get(KEY)).toEqual({ status: 'failed', message: DOWNLOAD_TEXTS.failed });
    await expect(listDownloads()).resolves.toEqual([]);
  });

  it('should keep nothing when the server ends the file before its length', async () => {
    fetchMock.mockResolvedValue(answer([chunk(40)], { 'Content-Length': '100' }));
    await startDownload(SRC, META);
    expect(downloadsSnapshot().active.get(KEY)).toEqual({ status: 'failed', message: DOWNLOAD_TEXTS.failed });
    await expect(listDownloads()).resolves.toEqual([]);
  });

  it('should say the server failed, not the connection, when the request fails online', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await startDownload(SRC, META);
    expect(downloadsSnapshot().active.get(KEY)).toEqual({ status: 'failed', message: DOWNLOAD_TEXTS.failed });
    fetchMock.mockImplementationOnce(async () => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
      throw new TypeError('Failed to fetch');
    });
    await startDownload(SRC, META);
    expect(downloadsSnapshot().active.get(KEY)).toEqual({
      status: 'failed',
      message: DOWNLOAD_TEXTS.offline,
    });
  });

  it('should let go of the body of an answer it does not store (an error, no space)', async () => {
    const failing = new FakeResponse(streamOf([chunk(10)]), { status: 500 });
    const cancelFailing = jest.spyOn(failing.body!, 'cancel');
    fetchMock.mockResolvedValueOnce(failing);
    await startDownload(SRC, META);
    expect(downloadsSnapshot().active.get(KEY)).toEqual({ status: 'failed', message: DOWNLOAD_TEXTS.failed });
    expect(cancelFailing).toHaveBeenCalled();

    estimate.mockImplementation(async () => ({ quota: 1000, usage: 950 }));
    const big = answer([chunk(100)], { 'Content-Length': '100' });
    const cancelBig = jest.spyOn(big.body!, 'cancel');
    fetchMock.mockResolvedValueOnce(big);
    await startDownload(SRC, META);
    expect(downloadsSnapshot().active.get(KEY)).toEqual({
      status: 'failed',
      message: DOWNLOAD_TEXTS.noSpace,
    });
    expect(cancelBig).toHaveBeenCalled();
  });

  it('should say there is no space before downloading a file the browser says does not fit', async () => {
    estimate.mockImplementation(async () => ({ quota: 1000, usage: 950 }));
    fetchMock.mockResolvedValue(answer([chunk(100)], { 'Content-Length': '100' }));
    await startDownload(SRC, META);
    expect(downloadsSnapshot().active.get(KEY)).toEqual({
      status: 'failed',
      message: DOWNLOAD_TEXTS.noSpace,
    });
    await expect(listDownloads()).resolves.toEqual([]);
  });

  it('should say there is no space when storing fails for the quota', async () => {
    fetchMock.mockResolvedValue(answer([chunk(100)], { 'Content-Length': '100' }));
    const cache = await storage.open(DOWNLOADS_CACHE);
    jest.spyOn(cache, 'put').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    await startDownload(SRC, META);
    expect(downloadsSnapshot().active.get(KEY)).toEqual({
      status: 'failed',
      message: DOWNLOAD_TEXTS.noSpace,
    });
  });

  it('should not ask the network offline, and say a download needs it', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    await startDownload(SRC, META);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(downloadsSnapshot().active.get(KEY)).toEqual({
      status: 'failed',
      message: DOWNLOAD_TEXTS.offline,
    });
  });

  it('should say a file the server no longer has is not available', async () => {
    fetchMock.mockResolvedValue(new FakeResponse(null, { status: 404 }));
    await startDownload(SRC, META);
    expect(downloadsSnapshot().active.get(KEY)).toEqual({ status: 'failed', message: DOWNLOAD_TEXTS.gone });
  });

  it('should stop a cancelled download and keep nothing of it', async () => {
    fetchMock.mockImplementation(
      async (_url: string, init: { signal: AbortSignal }) =>
        new FakeResponse(streamOf([chunk(10)], { signal: init.signal }), {
          headers: { 'Content-Length': '100' },
        }),
    );
    const done = startDownload(SRC, META);
    await waitFor(() =>
      expect(downloadsSnapshot().active.get(KEY)).toEqual({ status: 'downloading', percent: 10 }),
    );
    cancelDownload(SRC);
    await done;
    expect(downloadsSnapshot().active.get(KEY)).toBeUndefined();
    await expect(listDownloads()).resolves.toEqual([]);
  });

  it("should remove one download, or all of them with the worker's cache", async () => {
    fetchMock.mockImplementation(async () => answer([chunk(10)], { 'Content-Length': '10' }));
    await startDownload(SRC, META);
    await startDownload('/uploads/otra.mp3', { ...META, id: 8 });
    await removeDownload(SRC);
    expect(downloadsSnapshot().items?.map((i) => i.id)).toEqual([8]);
    await removeAllDownloads();
    expect(downloadsSnapshot().items).toEqual([]);
    await expect(storage.has(DOWNLOADS_CACHE)).resolves.toBe(false);
  });

  it('should empty the downloads when the person signs out (premium content)', async () => {
    fetchMock.mockResolvedValue(answer([chunk(10)], { 'Content-Length': '10' }));
    await startDownload(SRC, META);
    clearSession();
    await waitFor(async () => expect(await storage.has(DOWNLOADS_CACHE)).toBe(false));
    expect(downloadsSnapshot().items).toEqual([]);
  });

  it('should list every kind of recording newest first, and skip an entry whose details cannot be read', async () => {
    const cache = await storage.open(DOWNLOADS_CACHE);
    const stored = (name: string, meta: string, size: number) =>
      cache.seed(`${window.location.origin}/uploads/${name}`, { [DOWNLOAD_META_HEADER]: meta }, size);
    stored(
      'lunes.mp3',
      encodeMeta({ kind: 'angel-monday', id: 3, title: 'Lunes de luz' }, new Date('2026-11-02')),
      300,
    );
    stored(
      'reto.mp3',
      encodeMeta({ kind: 'challenge', id: 12, title: 'Escucha' }, new Date('2026-11-03')),
      200,
    );
    stored('otro.mp3', encodeURIComponent(JSON.stringify({ kind: 'podcast', id: 1, title: 'x' })), 100);
    stored('roto.mp3', '%E0%A4%A', 100);
    // Without a length header, the stored body says the size.
    expect((await listDownloads()).map((i) => [i.kind, i.title, i.bytes])).toEqual([
      ['challenge', 'Escucha', 200],
      ['angel-monday', 'Lunes de luz', 300],
    ]);
  });

  it('should read the cache once for every card that asks before the first read ends', async () => {
    await (
      await storage.open(DOWNLOADS_CACHE)
    ).put(
      KEY,
      answer([chunk(10)], { [DOWNLOAD_META_HEADER]: encodeMeta(META, new Date()) }) as unknown as Response,
    );
    const cache = await storage.open(DOWNLOADS_CACHE);
    const keys = jest.spyOn(cache, 'keys');
    // A store not read yet, as when the app starts.
    let fresh!: typeof Store;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof Store>('./downloads-store');
    });
    for (let card = 0; card < 190; card += 1) fresh.subscribeDownloads(() => undefined);
    await waitFor(() => expect(fresh.downloadsSnapshot().items).toHaveLength(1));
    expect(keys).toHaveBeenCalledTimes(1);
  });

  it("should stop this tab's download, and keep nothing of it, when another tab removes the downloads", async () => {
    fetchMock.mockImplementation(
      async (_url: string, init: { signal: AbortSignal }) =>
        new FakeResponse(streamOf([chunk(10)], { signal: init.signal }), {
          headers: { 'Content-Length': '100' },
        }),
    );
    const done = startDownload(SRC, META);
    await waitFor(() => expect(downloadsSnapshot().active.get(KEY)).toMatchObject({ percent: 10 }));
    const otherTab = new FakeBroadcastChannel('inhala-downloads');
    otherTab.postMessage({ type: 'removed', forget: true });
    await done;
    otherTab.close();
    expect(downloadsSnapshot().active.size).toBe(0);
    await expect(listDownloads()).resolves.toEqual([]);
  });

  it('should tell the other tabs when the downloads are removed, and whether the person is forgotten', async () => {
    const otherTab = new FakeBroadcastChannel('inhala-downloads');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    await removeAllDownloads();
    forgetDownloads();
    await waitFor(() =>
      expect(heard).toEqual([
        { type: 'removed', forget: false },
        { type: 'removed', forget: true },
      ]),
    );
    otherTab.close();
  });

  it('should not keep a file that finishes after the person signed out in another tab', async () => {
    // The other tab's message has not arrived yet; the storage they share already says so.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        window.localStorage.removeItem('user');
        controller.enqueue(chunk(10));
        controller.close();
      },
    });
    fetchMock.mockResolvedValue(new FakeResponse(body, { headers: { 'Content-Length': '10' } }));
    await startDownload(SRC, META);
    expect((await storage.open(DOWNLOADS_CACHE)).entries.has(KEY)).toBe(false);
    expect(downloadsSnapshot().active.size).toBe(0);
  });

  it('should not list again a file read back after everything was removed', async () => {
    fetchMock.mockResolvedValue(answer([chunk(10)], { 'Content-Length': '10' }));
    const cache = await storage.open(DOWNLOADS_CACHE);
    const keys = jest.spyOn(cache, 'keys');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    keys.mockImplementationOnce(async () => {
      await held;
      return [{ url: KEY }];
    });
    const done = startDownload(SRC, META);
    // Stored, and now reading the list again: sign-out empties everything meanwhile.
    await waitFor(() => expect(keys).toHaveBeenCalled());
    forgetDownloads();
    await waitFor(async () => expect(await storage.has(DOWNLOADS_CACHE)).toBe(false));
    release();
    await done;
    expect(downloadsSnapshot().items).toEqual([]);
  });

  it('should store the time the entitlement was confirmed with the downloads, and forget it on sign-out', async () => {
    const verified = `${window.location.origin}${DOWNLOADS_VERIFIED_PATH}`;
    await markDownloadsVerified(new Date('2026-11-20T10:00:00Z'));
    // Nothing downloaded yet: no cache is made for it.
    await expect(storage.has(DOWNLOADS_CACHE)).resolves.toBe(false);
    fetchMock.mockImplementation(async () => answer([chunk(10)], { 'Content-Length': '10' }));
    await startDownload(SRC, META);
    const cache = await storage.open(DOWNLOADS_CACHE);
    expect((await cache.match(verified))?.headers.get(DOWNLOADS_VERIFIED_HEADER)).toBe(
      '2026-11-20T10:00:00.000Z',
    );
    await expect(listDownloads()).resolves.toHaveLength(1);
    await markDownloadsVerified(new Date('2026-11-21T10:00:00Z'));
    expect((await cache.match(verified))?.headers.get(DOWNLOADS_VERIFIED_HEADER)).toBe(
      '2026-11-21T10:00:00.000Z',
    );

    forgetDownloads();
    signIn('u-otra');
    await waitFor(async () => expect(await storage.has(DOWNLOADS_CACHE)).toBe(false));
    await startDownload(SRC, META);
    expect(await (await storage.open(DOWNLOADS_CACHE)).match(verified)).toBeUndefined();
  });

  it('should name the same cache as the service worker that answers from it', () => {
    const worker = readFileSync(join(__dirname, '../../../../apps/shell/src/pwa/sw-template.js'), 'utf8');
    expect(worker).toContain(`const DOWNLOADS_CACHE = '${DOWNLOADS_CACHE}';`);
    expect(worker).toContain(`const DOWNLOADS_VERIFIED_PATH = '${DOWNLOADS_VERIFIED_PATH}';`);
    expect(worker).toContain(`const DOWNLOADS_VERIFIED_HEADER = '${DOWNLOADS_VERIFIED_HEADER}';`);
  });
});
