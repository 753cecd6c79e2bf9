import { LoggerModule } from 'nestjs-pino';

/** JSON logs; session ids and cookies never reach the log. LOG_LEVEL=silent quiets tests. */
export const LoggingModule = LoggerModule.forRoot({
  pinoHttp: {
    level: process.env.LOG_LEVEL ?? 'info',
    redact: ['req.headers["x-session-id"]', 'req.headers.cookie', 'req.headers.authorization'],
    autoLogging: { ignore: (req) => req.url === '/api/health' || !(req.url ?? '').startsWith('/api') },
  },
});
