import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule, PinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';

/**
 * JSON logs. One line per API call with what an operator needs (method, path, status, time);
 * no headers, so no session id, cookie or CSP ever reaches the log. LOG_LEVEL=silent quiets tests.
 */
export const LoggingModule = LoggerModule.forRoot({
  pinoHttp: {
    level: process.env.LOG_LEVEL ?? 'info',
    autoLogging: { ignore: (req) => req.url === '/api/health' || !(req.url ?? '').startsWith('/api') },
    quietReqLogger: true,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
  },
});

/** The same line pino-http writes for an API call, for a call answered in front of the framework. */
export function logAnsweredRequest(req: IncomingMessage, res: ServerResponse, startedAt: number): void {
  const logger = PinoLogger.root as Logger | undefined;
  if (!logger?.isLevelEnabled('info')) return;
  logger.info({ req, res, responseTime: Date.now() - startedAt }, 'request completed');
}
