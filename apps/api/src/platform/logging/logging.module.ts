import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule, PinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';
import type { Options } from 'pino-http';
import { BatchedLineWriter } from './batched-line-writer';
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
/** Standard output, written after each turn of the event loop (batched-line-writer.ts). */
const stdout = new BatchedLineWriter(1);

/**
 * Logs: one line per API call with what an operator needs (method, path, status, time); no
 * headers, so no session id, cookie or CSP ever reaches the log. LOG_LEVEL=silent quiets tests.
 * JSON lines; or on a terminal (or with LOG_FORMAT=pretty) readable lines without Nest's
 * start-up chatter (log-format.ts). Either way in order, none lost.
 */
export const LoggingModule = LoggerModule.forRoot({
  pinoHttp: [httpOptions, pretty ? prettyDestination((text) => stdout.write(text)) : stdout],
});

/**
 * Writes every log line logged so far to stdout, so that what comes next there (the welcome
 * banner main.ts prints after listening) comes after them.
 */
export function drainLogs(): void {
  stdout.flushSync();
}

/** The same line pino-http writes for an API call, for a call answered in front of the framework. */
export function logAnsweredRequest(req: IncomingMessage, res: ServerResponse, startedAt: number): void {
  const logger = PinoLogger.root as Logger | undefined;
  if (!logger?.isLevelEnabled('info')) return;
  logger.info({ req, res, responseTime: Date.now() - startedAt }, 'request completed');
}
