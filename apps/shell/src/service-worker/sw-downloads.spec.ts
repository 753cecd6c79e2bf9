import { join } from 'node:path';
import vm from 'node:vm';
import { installFakeCaches, type FakeCacheStorage } from '../../../../tools/test/fake-caches';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildWorker } = require('../../../../tools/webpack/pwa-plugin') as {
  buildWorker: (options: { template: string; precache: string[]; version: string; parts: object }) => string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const parts = require('./sw-parts') as Record<string, string>;

/*
 * The built service worker, run as the browser runs it, on fake Cache Storage: how it answers a
 * downloaded recording (issue 30). jsdom has no Fetch API; Node's own is in the main context.
 */
const { Blob, Headers, Request, Response } = vm.runInThisContext(
  '({ Blob, Headers, Request, Response })',
) as {
  Blob: typeof globalThis.Blob;
  Headers: typeof globalThis.Headers;
  Request: typeof globalThis.Request;
  Response: typeof globalThis.Response;
};

const ORIGIN = 'https://inhala.test';
const FILE = `${ORIGIN}/uploads/alba.mp3`;
const DAY = 24 * 60 * 60 * 1000;
const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);

type FetchListener = (event: {
  request: Request;
  respondWith: (answer: Promise<Response>) => void;
  waitUntil: (work: Promise<unknown>) => void;
}) => void;

function loadWorker(network: jest.Mock) {
  const listeners: Record<string, FetchListener> = {};
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: FetchListener) => (listeners[type] = listener),
    clients: { matchAll: async () => [], claim: async () => undefined },
    skipWaiting: () => undefined,
  };
  const context = vm.createContext({
    self,
    caches,
    fetch: network,
    Headers,
    Request,
    Response,
    URL,
    console,
  });
  const worker = buildWorker({
    template: join(__dirname, '../pwa/sw-template.js'),
    precache: [],
    version: 'test',
    parts,
  });
  vm.runInContext(worker, context);
  /** What the worker answers, or undefined when it leaves the request to the browser. */
  const ask = async (url: string, headers: Record<string, string> = {}): Promise<Response | undefined> => {
    let answer: Promise<Response> | undefined;
    listeners.fetch?.({
      request: new Request(url, { headers }),
      respondWith: (promise) => {
        answer = promise;
      },
      waitUntil: () => undefined,
    });
    return answer;
  };
  return { ask, offlineReads: vm.runInContext('OFFLINE_READS', context) as RegExp };
}

describe('the service worker answering downloaded recordings', () => {
  let storage: FakeCacheStorage;
  const network = jest.fn();

  beforeEach(() => {
    storage = installFakeCaches();
    network.mockReset();
    network.mockResolvedValue(new Response('from the network', { status: 200 }));
  });

  async function downloaded(verifiedAgo: number | null) {
    const cache = await storage.open('inhala-downloads');
    await cache.put(
      FILE,
      new Response(new Blob([bytes]), {
        headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': '1000' },
      }),
    );
    if (verifiedAgo !== null)
      await cache.put(
        `${ORIGIN}/__inhala-downloads-verified`,
        new Response(null, {
          headers: { 'x-inhala-verified-at': new Date(Date.now() - verifiedAgo).toISOString() },
        }),
      );
  }

  it('should answer the whole stored file with 200, its type and length, without the network', async () => {
    await downloaded(DAY);
    const answer = await loadWorker(network).ask(FILE);
    expect(answer?.status).toBe(200);
    expect(answer?.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(answer?.headers.get('Content-Length')).toBe('1000');
    expect(answer?.headers.get('Accept-Ranges')).toBe('bytes');
    expect(new Uint8Array(await answer!.arrayBuffer())).toEqual(bytes);
    expect(network).not.toHaveBeenCalled();
  });

  it('should answer a range with 206 and only those bytes, and a query does not change the file', async () => {
    await downloaded(DAY);
    const answer = await loadWorker(network).ask(`${FILE}?v=2`, { Range: 'bytes=300-309' });
    expect(answer?.status).toBe(206);
    expect(answer?.headers.get('Content-Range')).toBe('bytes 300-309/1000');
    expect(answer?.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(new Uint8Array(await answer!.arrayBuffer())).toEqual(bytes.slice(300, 310));
    expect(network).not.toHaveBeenCalled();
  });

  it('should answer a range past the end with 416 and the size', async () => {
    await downloaded(DAY);
    const answer = await loadWorker(network).ask(FILE, { Range: 'bytes=1000-' });
    expect(answer?.status).toBe(416);
    expect(answer?.headers.get('Content-Range')).toBe('bytes */1000');
    expect(answer?.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(network).not.toHaveBeenCalled();
  });

  it('should ask the network for a file not downloaded', async () => {
    await downloaded(DAY);
    const other = `${ORIGIN}/uploads/otra.mp3`;
    const answer = await loadWorker(network).ask(other);
    expect(await answer?.text()).toBe('from the network');
    expect(network).toHaveBeenCalledWith(expect.objectContaining({ url: other }));
  });

  it.each([
    ['unconfirmed for more than 30 days', 31 * DAY],
    ['never confirmed', null],
  ])('should not play a downloaded copy %s: the network is asked, and offline it fails', async (_, ago) => {
    await downloaded(ago);
    const worker = loadWorker(network);
    expect(await (await worker.ask(FILE))?.text()).toBe('from the network');
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(worker.ask(FILE)).rejects.toThrow('Failed to fetch');
  });

  it("should keep a downloaded recording's captions and transcript for offline use", () => {
    const { offlineReads } = loadWorker(network);
    for (const path of [
      '/api/meditations/7/transcript',
      '/api/meditations/7/captions.vtt',
      '/api/angel-mondays/3/transcript',
      '/api/angel-mondays/3/captions.vtt',
      '/api/challenges/2/days/5/sections/1/transcript',
      '/api/challenges/2/days/5/sections/1/captions.vtt',
    ])
      expect(offlineReads.test(path)).toBe(true);
    expect(offlineReads.test('/api/meditations/7/captionsXvtt')).toBe(false);
  });
});
