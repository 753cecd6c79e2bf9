import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule, PinoLogger } from 'nestjs-pino';
import { destination, type Logger } from 'pino';
import type { Options } from 'pino-http';
import { chooseLogFormat, prettyDestination } from './log-format';

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string };

/**
 * What an API call costs to log, kept small: one child logger per call (quietReqLogger's child of
 * a child cost about five times the CPU: 65 against 13 µs a call, measured), bound to the
 * request's id, method and path, which every line logged during the call then carries; and
 * serializers that read the request and response themselves (pino-http's wrappers first copy
 * every header).
 */
const httpOptions: Options = {
  level: process.env.LOG_LEVEL ?? 'info',
  autoLogging: { ignore: (req) => req.url === '/api/health' || !(req.url ?? '').startsWith('/api') },
  wrapSerializers: false,
  serializers: {
    req: (req: LoggedRequest) => ({ id: req.id, method: req.method, url: req.originalUrl ?? req.url }),
    res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
  },
};

const pretty = chooseLogFormat(process.env.LOG_FORMAT, process.stdout.isTTY === true) === 'pretty';
/**
 * JSON lines to stdout, one write per line, as they are logged. A buffered, asynchronous writer
 * (pino's async destination) was tried: it lost the last lines of a busy server stopped by
 * SIGTERM while its pipe was slow (tests/e2e/startup.spec.ts), so lines are written at once until
 * a writer is found that keeps every line. Null when lines are made readable.
 */
const jsonLines = pretty ? null : destination({ dest: 1, sync: true });

/**
 * Logs: one line per API call with what an operator needs (method, path, status, time); no
 * headers, so no session id, cookie or CSP ever reaches the log. LOG_LEVEL=silent quiets tests.
 * JSON lines, written at once; or on a terminal (or with LOG_FORMAT=pretty) readable lines without
 * Nest's start-up chatter (log-format.ts), written at once and in order.
 */
export const LoggingModule = LoggerModule.forRoot({
  pinoHttp: [httpOptions, jsonLines ?? prettyDestination((text) => process.stdout.write(text))],
});

/**
 * Resolves once every log line written so far is on stdout, so that what comes next there (the
 * welcome banner main.ts prints after listening) comes after them.
 */
export function drainLogs(): Promise<void> {
  // flush's callback also reports an fsync, which a pipe or a terminal refuses: not a loss.
  return new Promise((resolve) => (jsonLines ? jsonLines.flush(() => resolve()) : resolve()));
}

/** The same line pino-http writes for an API call, for a call answered in front of the framework. */
export function logAnsweredRequest(req: IncomingMessage, res: ServerResponse, startedAt: number): void {
  const logger = PinoLogger.root as Logger | undefined;
  if (!logger?.isLevelEnabled('info')) return;
  logger.info({ req, res, responseTime: Date.now() - startedAt }, 'request completed');
}
