import { connect, type Socket } from 'node:net';
import { startApiProcess, type ApiProcess } from './api-process';
import { startTestApp, type TestApp } from './test-app';

/**
 * The API process as deployed (main.ts, JSON log at level info) stopped with SIGTERM: calls in
 * flight finish, new connections are refused, calls past the grace are cut and logged, and no
 * log line is lost, even with a reader too slow for the server.
 */
describe('stopping the API process (SIGTERM)', () => {
  // Each test boots main.ts from the sources (swc compiles every file on require), which on a
  // loaded machine took more than Jest's 30 s with the load test's calls after it.
  jest.setTimeout(120_000);

  let t: TestApp;
  let api: ApiProcess | null = null;

  beforeEach(async () => {
    // A database of its own (the process below boots on it; the in-process app idles).
    t = await startTestApp();
  });
  afterEach(async () => {
    if (api) {
      api.signal('SIGKILL');
      await api.exited;
      api = null;
    }
    await t.close();
  });

  const start = async (env: Record<string, string> = {}) => {
    api = await startApiProcess({
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: t.dataDir,
      SEED_DEMO: 'false',
      ...env,
    });
    return api;
  };

  /**
   * A call the server has begun (its 'request' event has run: Node answers 100 Continue right
   * then) and that waits for its body, which `send` gives it. `answer` is what came back.
   */
  async function callInFlight(port: number) {
    const body = JSON.stringify({ sessionId: 'sesion-que-no-existe' });
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      'POST /api/auth/refresh-session HTTP/1.1\r\nHost: inhala.test\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await until(() => received.includes('100 Continue'));
    return {
      send: () => socket.write(body),
      answer: async () => {
        await ended;
        return received;
      },
      socket,
    };
  }

  it('should let a call in flight finish, refuse new connections, log the stop and exit 0', async () => {
    const server = await start({ SHUTDOWN_GRACE_MS: '120000' });
    const call = await callInFlight(server.port);

    server.signal('SIGTERM');
    await until(() => server.output().includes('Parada (SIGTERM)'));
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    call.send();
    const answer = await call.answer();
    expect(answer).toMatch(/HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 401 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(await server.exited).toBe(0);

    const lines = server.logLines();
    expect(
      lines.find((l) => l.msg === 'Parada (SIGTERM): sin conexiones nuevas, 1 llamada en curso'),
    ).toBeTruthy();
    expect(
      lines.find(
        (l) =>
          l.msg === 'request completed' &&
          (l.req as { url?: string }).url === '/api/auth/refresh-session' &&
          (l.res as { statusCode?: number }).statusCode === 401,
      ),
    ).toBeTruthy();
    expect(lines.find((l) => l.msg === 'Llamadas en curso terminadas; cerrando módulos')).toMatchObject({
      finished: 1,
      cut: 0,
    });
  });

  it('should cut a call still running when the grace is over, say which, and exit 0', async () => {
    const server = await start({ SHUTDOWN_GRACE_MS: '300' });
    const call = await callInFlight(server.port);

    server.signal('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(await call.answer()).not.toMatch(/HTTP\/1\.1 [2-5]\d\d/);
    const lines = server.logLines();
    expect(lines.find((l) => l.msg === 'Llamada cortada por la parada: no terminó a tiempo')).toMatchObject({
      level: 40,
      req: { method: 'POST', url: '/api/auth/refresh-session' },
    });
    expect(lines.find((l) => l.msg === 'Llamadas en curso terminadas; cerrando módulos')).toMatchObject({
      finished: 0,
      cut: 1,
    });
  });

  it('should log every call it answered, with a reader slower than the server and SIGTERM mid-load', async () => {
    const server = await start();
    // Enough lines after the pause (about 200 KB) to fill the pipe and its reader's buffer.
    const CALLS = 1500;
    let answered = 0; // answers of any status: each must have its line
    let sent = 0;
    let paused = false;
    let stopped = false;
    const worker = async () => {
      while (sent < CALLS) {
        sent += 1;
        const ok = await fetch(`${server.url}/api/auth/me`).then(
          () => true,
          () => false,
        );
        if (ok) answered += 1;
        // The reader stops taking lines (the pipe fills: the server's writes meet EAGAIN), the
        // server is told to stop while busy, and the reader comes back.
        if (!paused && answered >= 50) {
          paused = true;
          server.stdout.pause();
        }
        if (!stopped && answered >= 1050) {
          stopped = true;
          server.signal('SIGTERM');
          setTimeout(() => server.stdout.resume(), 300);
        }
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));
    expect(await server.exited).toBe(0);
    const logged = server
      .logLines()
      .filter((l) => l.msg === 'request completed' && (l.req as { url?: string }).url === '/api/auth/me');
    expect(answered).toBeGreaterThanOrEqual(1050);
    expect(logged).toHaveLength(answered);
  });
});

async function until(probe: () => boolean, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('still waiting after 60 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
