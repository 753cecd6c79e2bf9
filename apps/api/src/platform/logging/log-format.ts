import { ConfigError } from '../config/app-config';

export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT=json|pretty when given; otherwise readable lines on a terminal and JSON lines
 * everywhere else (a file, a pipe, a log collector). Any other value stops the process.
 */
export function chooseLogFormat(configured: string | undefined, isTerminal: boolean): LogFormat {
  const value = configured?.trim().toLowerCase();
  if (!value) return isTerminal ? 'pretty' : 'json';
  if (value === 'json' || value === 'pretty') return value;
  throw new ConfigError(`LOG_FORMAT debe ser json o pretty (recibido: ${configured})`);
}

/**
 * What Nest says while it starts: a line per module, controller and route (about a hundred).
 * The readable format leaves out these lines below warn; JSON keeps every line.
 */
const STARTUP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'WebSocketsController',
  'NestApplication',
  'NestApplicationContext',
]);

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

interface LogRecord {
  level?: number;
  time?: number;
  context?: string;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toISOString().slice(11, 19);

/**
 * One pino JSON line as a readable one: 'HH:MM:SS LEVEL context: message', an API call as
 * 'GET /api/x 200 12 ms', an error with its stack below. Null for a line left out (Nest's
 * start-up below warn). A line that is not JSON is passed through as it is.
 */
export function prettyLogLine(line: string): string | null {
  let record: LogRecord;
  try {
    record = JSON.parse(line) as LogRecord;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const level = record.level ?? 30;
  if (level < 40 && record.context && STARTUP_CONTEXTS.has(record.context)) return null;
  let text = record.msg ?? '';
  if (record.req?.method && record.res?.statusCode !== undefined)
    text = `${record.req.method} ${record.req.url ?? ''} ${record.res.statusCode} ${record.responseTime ?? 0} ms`;
  if (record.context) text = `${record.context}: ${text}`;
  let out = `${clock(record.time)} ${LEVELS[level] ?? String(level)} ${text}\n`;
  if (record.err?.stack) out += `${record.err.stack.replace(/^/gm, '    ')}\n`;
  else if (record.err?.message) out += `    ${record.err.message}\n`;
  return out;
}

/** A pino destination writing readable lines, in order, to `write` (stdout). */
export function prettyDestination(write: (text: string) => void): { write(line: string): void } {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        if (!line) continue;
        const pretty = prettyLogLine(line);
        if (pretty) write(pretty);
      }
    },
  };
}
