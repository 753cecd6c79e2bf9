import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule, PinoLogger } from 'nestjs-pino';
import { destination, type Logger } from 'pino';
import type { Options } from 'pino-http';
import { chooseLogFormat, prettyDestination } from './log-format';

const httpOptions: Options = {
  level: process.env.LOG_LEVEL ?? 'info',
  autoLogging: { ignore: (req) => req.url === '/api/health' || !(req.url ?? '').startsWith('/api') },
  quietReqLogger: true,
  serializers: {
    req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, url: req.url }),
    res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
  },
};

/**
 * Logs: one line per API call with what an operator needs (method, path, status, time); no
 * headers, so no session id, cookie or CSP ever reaches the log. LOG_LEVEL=silent quiets tests.
 * JSON lines, or on a terminal (or with LOG_FORMAT=pretty) readable lines without Nest's
 * start-up chatter (log-format.ts). Written synchronously, in order: the welcome banner that
 * main.ts prints after listening comes after every start-up line.
 */
export const LoggingModule = LoggerModule.forRoot({
  pinoHttp: [
    httpOptions,
    chooseLogFormat(process.env.LOG_FORMAT, process.stdout.isTTY === true) === 'pretty'
      ? prettyDestination((text) => process.stdout.write(text))
      : destination({ dest: 1, sync: true }),
  ],
});

/** The same line pino-http writes for an API call, for a call answered in front of the framework. */
export function logAnsweredRequest(req: IncomingMessage, res: ServerResponse, startedAt: number): void {
  const logger = PinoLogger.root as Logger | undefined;
  if (!logger?.isLevelEnabled('info')) return;
  logger.info({ req, res, responseTime: Date.now() - startedAt }, 'request completed');
}
