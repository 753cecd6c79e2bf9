import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import type { ChatClientFrame, ChatServerEvents, ChatServerFrame } from '@inhala/domain';
import WebSocket from 'ws';

/** The app listening on a free port of 127.0.0.1, and the base ws:// address of its /ws. */
export async function listenForSockets(app: INestApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return `ws://127.0.0.1:${port}/ws`;
}

export interface SocketOptions {
  sessionId?: string;
  /** Sent as the x-session-id header instead of the query. */
  header?: boolean;
  origin?: string;
  autoPong?: boolean;
}

const addressFor = (base: string, options: SocketOptions) =>
  options.sessionId && !options.header ? `${base}?sessionId=${encodeURIComponent(options.sessionId)}` : base;

const wsOptions = (options: SocketOptions): WebSocket.ClientOptions => ({
  headers: options.header && options.sessionId ? { 'x-session-id': options.sessionId } : {},
  ...(options.origin ? { origin: options.origin } : {}),
  autoPong: options.autoPong ?? true,
});

/** A real `ws` client that keeps every frame it receives. */
export class ChatSocket {
  readonly frames: ChatServerFrame[] = [];
  closed: { code: number } | null = null;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: WebSocket.RawData) => {
      this.frames.push(JSON.parse(Buffer.from(data as Buffer).toString('utf8')) as ChatServerFrame);
      this.wake();
    });
    socket.on('close', (code: number) => {
      this.closed = { code };
      this.wake();
    });
  }

  static open(base: string, options: SocketOptions): Promise<ChatSocket> {
    const socket = new WebSocket(addressFor(base, options), wsOptions(options));
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new ChatSocket(socket)));
      socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
      socket.once('error', reject);
    });
  }

  send(frame: ChatClientFrame): void {
    this.socket.send(JSON.stringify(frame));
  }

  of<E extends keyof ChatServerEvents>(event: E): Array<ChatServerEvents[E]> {
    return this.frames.filter((f) => f.event === event).map((f) => f.data as ChatServerEvents[E]);
  }

  /** Waits until the condition holds on the frames received so far. */
  async until(condition: (socket: ChatSocket) => boolean, what = 'a frame', timeoutMs = 8000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition(this)) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.frames).slice(-600)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.socket.close();
    await this.until((s) => s.closed !== null, 'the close');
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const wake of waiting) wake();
  }
}

/** The HTTP status of a refused handshake (the upgrade never happens). */
export function refusedStatus(base: string, options: SocketOptions): Promise<number> {
  const socket = new WebSocket(addressFor(base, options), wsOptions(options));
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      socket.close();
      reject(new Error('the socket was accepted'));
    });
    socket.once('error', () => undefined);
  });
}
