import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { countOf } from '@inhala/domain';
import { PinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';

interface Call {
  method: string;
  url: string;
  startedAt: number;
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * How the server stops on SIGTERM or SIGINT (an orchestrator's rolling restart, Ctrl+C): it stops
 * accepting connections, closes idle keep-alive ones, and lets the calls in flight finish (their
 * connections close after the answer), for at most `graceMs`. It logs the stop, and each call
 * still running when time is up; then the modules close (sockets, e-mail worker, database) and
 * the process exits 0 with every log line written (the log writes what waits on 'exit'). A second
 * signal does not interrupt the drain. (Nest's own shutdown hook closes the database at once,
 * under the calls in flight, which then answer 500.)
 */
export function stopGracefullyOnSignals(
  app: INestApplication,
  graceMs: number,
  exit: (code: number) => void = (code) => process.exit(code),
): { stop(signal: string): Promise<void> } {
  const server = app.getHttpServer() as Server;
  const inFlight = new Map<ServerResponse, Call>();
  let stopping = false;
  let drained: () => void = () => undefined;

  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    // A call that comes on a kept-alive connection during the stop is served, and its connection closed.
    if (stopping) res.setHeader('Connection', 'close');
    inFlight.set(res, { method: req.method ?? '', url: req.url ?? '', startedAt: Date.now() });
    res.once('close', () => {
      inFlight.delete(res);
      if (!stopping) return;
      server.closeIdleConnections();
      if (inFlight.size === 0) drained();
    });
  });

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const log = PinoLogger.root as Logger | undefined;
    const startedAt = Date.now();
    const waiting = inFlight.size;
    log?.info(
      { signal, inFlight: waiting },
      `Parada (${signal}): sin conexiones nuevas, ${countOf(waiting, 'llamada', 'llamadas')} en curso`,
    );
    server.close();
    server.closeIdleConnections();
    // Answers not yet begun say 'Connection: close', so the client opens no further call here.
    for (const res of inFlight.keys()) if (!res.headersSent) res.shouldKeepAlive = false;
    if (inFlight.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        drained = resolve;
        timer = setTimeout(resolve, graceMs);
      });
      clearTimeout(timer);
    }
    for (const call of inFlight.values())
      log?.warn(
        { req: { method: call.method, url: call.url }, elapsedMs: Date.now() - call.startedAt },
        'Llamada cortada por la parada: no terminó a tiempo',
      );
    log?.info(
      { finished: waiting - inFlight.size, cut: inFlight.size, drainMs: Date.now() - startedAt },
      'Llamadas en curso terminadas; cerrando módulos',
    );
    // A call cut here answers nothing; its connection must not hold the close below open.
    server.closeAllConnections();
    try {
      await app.close();
      exit(0);
    } catch (error) {
      log?.error({ err: error }, 'La parada falló al cerrar los módulos');
      exit(1);
    }
  };

  for (const signal of SIGNALS) process.on(signal, () => void stop(signal));
  return { stop };
}
