import { createServer, connect, type Server, type Socket } from 'node:net';
import { adminUrl } from './database';
import { registerUser, startTestApp, type TestApp } from './test-app';

/**
 * A TCP relay between the API and PostgreSQL that the test can cut and restore: the closest
 * thing to a database that goes down and comes back, without stopping the shared server.
 */
class DatabaseRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async start(port = 0): Promise<void> {
    const target = new URL(adminUrl());
    this.server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', resolve);
    });
    this.port = (this.server.address() as { port: number }).port;
  }

  get running(): boolean {
    return this.server !== null;
  }

  async cut(): Promise<void> {
    if (!this.server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }
}

describe('while the database is down', () => {
  const relay = new DatabaseRelay();
  let t: TestApp;
  let session: string;

  beforeAll(async () => {
    await relay.start();
    t = await startTestApp({}, { databasePort: relay.port });
    session = (await registerUser(t.fromNewAddress())).sessionId;
  });
  afterAll(async () => {
    if (!relay.running) await relay.start(relay.port);
    await t.close();
    await relay.cut();
  });

  it('should answer 503 with Retry-After and a Spanish message, and recover when it returns', async () => {
    await t.http.get('/api/auth/me').set('x-session-id', session).expect(200);
    await relay.cut();

    for (const call of [
      t.http.get('/api/auth/me').set('x-session-id', session),
      t.http.get('/api/streak').set('x-session-id', session),
      t.fromNewAddress().post('/api/auth/signin').send({ email: 'ana@inhala.test', password: 'secreto1' }),
    ]) {
      const res = await call;
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({
        statusCode: 503,
        errorCode: 'SERVICE.UNAVAILABLE',
        message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
      });
    }

    const health = await t.http.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.body).toMatchObject({
      statusCode: 503,
      errorCode: 'SERVICE.UNAVAILABLE',
      status: 'error',
      details: { database: { status: 'down' } },
    });

    await relay.start(relay.port);
    await t.http.get('/api/auth/me').set('x-session-id', session).expect(200);
    await t.http.get('/api/health').expect(200);
  });
});
