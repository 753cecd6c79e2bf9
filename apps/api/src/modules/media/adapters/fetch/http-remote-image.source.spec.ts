import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { AppConfig } from '../../../../platform/config/app-config';
import { ImageSourceError } from '../../ports/remote-image.source.port';
import { HttpImageSource } from './http-remote-image.source';

// The garbage collector, to run it while a body stalls: that is what once let a fetch's abort
// get lost (Node's fetch holds its link to the body weakly) and a render wait forever.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Short, but long enough for a loaded machine to connect and read the headers first. */
const TIMEOUT_MS = 1000;

/** A storage host that sends the headers and part of an image, or nothing at all, then stalls. */
async function stallingHost() {
  const open = new Set<ServerResponse>();
  let answered = 0;
  const server: Server = createServer((req, res) => {
    answered += 1;
    open.add(res);
    res.on('close', () => open.delete(res));
    if (req.url === '/headers.png') return; // not even the headers
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': '100000' });
    res.write(Buffer.alloc(1024, 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: (path: string) => new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`),
    get answered() {
      return answered;
    },
    /** Responses whose connection the client has not closed yet. */
    get open() {
      return open.size;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * How a fetch settles, with the garbage collector running from the moment the host has the
 * request until the fetch settles (or gives up). A full collection in a Jest worker that has run
 * many files can take longer than the deadline; run before the host had the request, it kept
 * every request of a run from reaching the host.
 */
async function settle(
  work: Promise<Buffer>,
  reached: () => boolean,
): Promise<{ outcome: string; ms: number }> {
  const started = Date.now();
  let done: { outcome: string; ms: number } | null = null;
  void work.then(
    () => (done = { outcome: 'image', ms: Date.now() - started }),
    (error: unknown) =>
      (done = {
        outcome: error instanceof ImageSourceError ? error.reason : String(error),
        ms: Date.now() - started,
      }),
  );
  const giveUp = started + TIMEOUT_MS * 20;
  while (!done && Date.now() < giveUp) {
    if (reached()) collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return done ?? { outcome: 'still waiting', ms: Date.now() - started };
}

const until = async (condition: () => boolean) => {
  const giveUp = Date.now() + 5000;
  while (!condition() && Date.now() < giveUp) await new Promise((resolve) => setTimeout(resolve, 5));
  return condition();
};

describe('HttpImageSource', () => {
  let host: Awaited<ReturnType<typeof stallingHost>>;
  const source = new HttpImageSource({
    imageProxyLimits: { fetchTimeoutMs: TIMEOUT_MS },
  } as AppConfig);

  beforeAll(async () => {
    host = await stallingHost();
  });
  afterAll(() => host.close());

  it('should end a body that stalls halfway at the deadline, every time, and close its connection', async () => {
    for (let i = 0; i < 4; i += 1) {
      const before = host.answered;
      const result = await settle(
        source.fetch(host.url(`/body-${i}.png`), 15 * 1024 * 1024),
        () => host.answered > before,
      );
      expect(result.outcome).toBe('timeout');
      // The whole exchange within the deadline, with room for a busy machine's timers.
      expect(result.ms).toBeLessThan(TIMEOUT_MS * 10);
    }
    // The host had sent its headers and part of the image (on a loaded machine a request may
    // now and then not reach it before the deadline: that one ends the same way).
    expect(host.answered).toBeGreaterThanOrEqual(2);
    expect(await until(() => host.open === 0)).toBe(true);
  });

  it('should end a host that never sends its headers at the deadline and close its connection', async () => {
    const before = host.answered;
    const result = await settle(source.fetch(host.url('/headers.png'), 1024), () => host.answered > before);
    expect(result.outcome).toBe('timeout');
    expect(await until(() => host.open === 0)).toBe(true);
  });
});
