import { HttpException, HttpStatus } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { DomainError, ERROR_STATUS, RetryLaterError, type ErrorBody } from '@inhala/domain';

/** What the one error filter answers: the body, any header it needs, and whether to log it. */
interface ErrorResponse {
  body: ErrorBody;
  headers: Record<string, string>;
  /** Unknown failures are logged as errors with their stack, an unreachable database as a
   * warning; expected refusals are not logged. */
  log: 'error' | 'warn' | null;
}

/** Seconds a client should wait before trying again while the database is unreachable. */
const RETRY_AFTER_SECONDS = 5;

const MESSAGES = {
  badRequest: 'Los datos enviados no son válidos',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido',
  tooDeep: 'El cuerpo de la solicitud está demasiado anidado',
  tooLarge: 'La solicitud es demasiado grande',
  unsupportedEncoding: 'La codificación de la solicitud no es compatible',
  notFound: 'No encontramos lo que buscas',
  forbidden: 'No tienes permiso para realizar esta acción',
  rangeNotSatisfiable: 'El rango pedido no está disponible',
  conflict: 'Ese registro ya existe',
  related: 'Los datos se refieren a algo que no existe o que aún se usa',
  unavailable: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  internal: 'Algo salió mal en el servidor. Inténtalo de nuevo.',
} as const;

const respond = (
  statusCode: number,
  errorCode: string,
  message: string,
  headers: Record<string, string> = {},
): ErrorResponse => ({ body: { statusCode, errorCode, message }, headers, log: null });

/**
 * Every error becomes `{ statusCode, errorCode, message }` with a Spanish message: domain
 * refusals by their code, framework and middleware errors (body parser, static files) by their
 * status, PostgreSQL errors by their SQLSTATE class. Only what is left is a logged 500.
 */
export function toErrorResponse(exception: unknown): ErrorResponse {
  if (exception instanceof DomainError) {
    // A refusal that ends by itself says when to come back.
    const headers =
      exception instanceof RetryLaterError
        ? { 'Retry-After': String(exception.retryAfterSeconds) }
        : undefined;
    return respond(ERROR_STATUS[exception.code], exception.code, exception.message, headers);
  }
  if (exception instanceof HttpException) return fromHttpException(exception);
  if (isConnectionFailure(exception)) return { ...serviceUnavailable(), log: 'warn' };
  if (exception instanceof QueryFailedError) {
    const fromDatabase = fromSqlState(sqlState(exception));
    if (fromDatabase) return fromDatabase;
  }
  const middleware = fromMiddlewareError(exception);
  if (middleware) return middleware;
  return {
    body: { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, errorCode: 'INTERNAL', message: MESSAGES.internal },
    headers: {},
    log: 'error',
  };
}

/** 503 with Retry-After: the database cannot be reached right now. */
export const serviceUnavailable = (): ErrorResponse =>
  respond(503, 'SERVICE.UNAVAILABLE', MESSAGES.unavailable, { 'Retry-After': String(RETRY_AFTER_SECONDS) });

function fromHttpException(exception: HttpException): ErrorResponse {
  const status = exception.getStatus();
  const res = exception.getResponse();
  const raw = typeof res === 'string' ? res : (res as { message?: unknown }).message;
  const message = Array.isArray(raw) ? String(raw[0]) : typeof raw === 'string' ? raw : exception.message;
  const response = respond(status, httpCode(status), spanishHttpMessage(status, message));
  return { ...response, log: status >= 500 ? 'error' : null };
}

function httpCode(status: number): string {
  if (status === 400) return 'VALIDATION.FAILED';
  if (status === 401) return 'SESSION_INVALID';
  if (status === 403) return 'SESSION.FORBIDDEN';
  if (status === 404) return 'RESOURCE.NOT_FOUND';
  if (status === 413) return 'REQUEST.TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'HTTP_ERROR';
}

/** Framework messages (unknown routes, parsers) are English; people read Spanish. */
function spanishHttpMessage(status: number, message: string): string {
  if (status === 404 && message.startsWith('Cannot ')) return MESSAGES.notFound;
  if (status === 413) return MESSAGES.tooLarge;
  if (status === 400 && /JSON|Unexpected token|Expected/.test(message)) return MESSAGES.invalidJson;
  return message;
}

/** PostgreSQL error classes (SQLSTATE): bad values are the caller's fault, conflicts are 409. */
function fromSqlState(code: string | undefined): ErrorResponse | null {
  if (!code) return null;
  // 22xxx data exception: out of range, invalid text, NUL bytes, bad dates...
  if (code.startsWith('22')) return respond(400, 'VALIDATION.FAILED', MESSAGES.badRequest);
  if (code === '23505') return respond(409, 'RESOURCE.CONFLICT', MESSAGES.conflict);
  if (code === '23503') return respond(409, 'RESOURCE.CONFLICT', MESSAGES.related);
  if (code === '23502' || code === '23514') return respond(400, 'VALIDATION.FAILED', MESSAGES.badRequest);
  return null;
}

const sqlState = (error: unknown): string | undefined => {
  const own = (error as { code?: unknown }).code;
  const driver = (error as { driverError?: { code?: unknown } }).driverError?.code;
  const code = typeof own === 'string' ? own : driver;
  return typeof code === 'string' ? code : undefined;
};

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Connection is not established|server closed the connection/i;

/** The database (or the way to it) is down: the request may succeed if tried again later. */
function isConnectionFailure(error: unknown): boolean {
  // Duck-typed: socket errors come from Node's own realm, where `instanceof Error` can fail.
  if (typeof error !== 'object' || error === null) return false;
  const code = sqlState(error);
  if (code && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
}

/**
 * Errors that express middleware passes on: body-parser (`type` like 'entity.too.large') and
 * serve-static (`status` 404 for a missing file). Only client errors (4xx) are taken as such.
 */
function fromMiddlewareError(error: unknown): ErrorResponse | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, statusCode, type } = error as { status?: unknown; statusCode?: unknown; type?: unknown };
  const code = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : NaN;
  if (!(code >= 400 && code < 500)) return null;
  switch (type) {
    case 'entity.too.large':
      return respond(413, 'REQUEST.TOO_LARGE', MESSAGES.tooLarge);
    case 'entity.parse.failed':
      return respond(400, 'REQUEST.INVALID_JSON', MESSAGES.invalidJson);
    case TOO_DEEP_TYPE:
      return respond(400, 'REQUEST.TOO_DEEP', MESSAGES.tooDeep);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return respond(415, 'REQUEST.UNSUPPORTED_ENCODING', MESSAGES.unsupportedEncoding);
  }
  if (code === 404) return respond(404, 'RESOURCE.NOT_FOUND', MESSAGES.notFound);
  if (code === 403) return respond(403, 'SESSION.FORBIDDEN', MESSAGES.forbidden);
  if (code === 416) return respond(416, 'REQUEST.RANGE_NOT_SATISFIABLE', MESSAGES.rangeNotSatisfiable);
  if (code === 413) return respond(413, 'REQUEST.TOO_LARGE', MESSAGES.tooLarge);
  return respond(400, 'VALIDATION.FAILED', MESSAGES.badRequest);
}

/** The body-parser error type raised by `rejectDeepJson`. */
export const TOO_DEEP_TYPE = 'entity.too.deep';
