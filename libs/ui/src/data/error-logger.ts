import { STORAGE_KEYS, readStorage, writeStorage } from './storage-keys';

interface LoggedError {
  message: string;
  context: string;
  at: string;
}

const MEMORY_LIMIT = 50;
const CRITICAL_LIMIT = 10;
/** The critical failures (01 §8), by the words that open their logged message. */
export const CRITICAL_FAILURES = {
  chunkLoad: 'ChunkLoadError',
  failedConversion: 'failed conversion',
  network: 'Network error',
  sessionExpired: 'Session expired',
  authenticationFailed: 'Authentication failed',
} as const;
const CRITICAL_PATTERNS = Object.values(CRITICAL_FAILURES);

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`;
  return String(error);
}

function isCritical(message: string): boolean {
  return CRITICAL_PATTERNS.some((pattern) => message.includes(pattern));
}

/** Keeps the last 50 errors in memory and the last 10 critical ones in local storage (01 §8). */
export class ErrorLogger {
  private readonly recent: LoggedError[] = [];

  log(error: unknown, context = ''): LoggedError {
    const entry: LoggedError = { message: describe(error), context, at: new Date().toISOString() };
    this.recent.push(entry);
    if (this.recent.length > MEMORY_LIMIT) this.recent.splice(0, this.recent.length - MEMORY_LIMIT);
    if (isCritical(entry.message)) {
      const stored = [...this.critical(), entry].slice(-CRITICAL_LIMIT);
      writeStorage(STORAGE_KEYS.criticalErrors, JSON.stringify(stored));
    }
    return entry;
  }

  /** Logs a critical failure as '{kind}: {cause}', so it is kept in local storage too. */
  logCritical(kind: keyof typeof CRITICAL_FAILURES, cause: unknown, context = ''): LoggedError {
    return this.log(`${CRITICAL_FAILURES[kind]}: ${describe(cause)}`, context);
  }

  errors(): readonly LoggedError[] {
    return this.recent;
  }

  critical(): LoggedError[] {
    try {
      const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.criticalErrors) ?? '[]');
      return Array.isArray(parsed) ? (parsed as LoggedError[]) : [];
    } catch {
      return [];
    }
  }
}

export const errorLogger = new ErrorLogger();

let installed = false;

/** Unhandled rejections, errors and service-worker error messages are caught globally. */
export function installGlobalErrorHandlers(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => errorLogger.log(event.error ?? event.message, 'window.error'));
  window.addEventListener('unhandledrejection', (event) =>
    errorLogger.log(event.reason, 'unhandledrejection'),
  );
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; message?: string } | undefined;
    if (data?.type === 'error')
      errorLogger.log(new Error(data.message ?? 'service worker error'), 'service-worker');
  });
}
