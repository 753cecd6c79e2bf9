import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';

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
