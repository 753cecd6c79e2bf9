import { ApiError } from './api-error';
import { errorLogger } from './error-logger';
import { STORAGE_KEYS, readStorage } from './storage-keys';
import { STORED_AT_HEADER, noteReadAnswer } from '../offline/network-status';
import { NetworkError } from '../offline/offline-error';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every call (01 §7): the session id travels in x-session-id, cookies are included, and
 * Content-Type is set only when there is a body. The answer's text, or an ApiError (logged).
 */
async function send(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: { timeoutMs?: number; accept: string },
): Promise<string> {
  const headers: Record<string, string> = { Accept: options.accept };
  const sessionId = readStorage(STORAGE_KEYS.sessionId);
  if (sessionId) headers['x-session-id'] = sessionId;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
    });
  } catch (cause) {
    // Never reached the server: offline, or the server unreachable. A critical error (01 §8).
    errorLogger.logCritical('network', cause, `${method} ${path}`);
    throw new NetworkError(cause);
  }
  if (method === 'GET') noteReadAnswer(response.headers?.get(STORED_AT_HEADER) ?? null);
  const text = await response.text();
  if (!response.ok) {
    const error = new ApiError(response.status, text, response.statusText);
    errorLogger.log(error, `${method} ${path}`); // every failed call (01 §8)
    throw error;
  }
  return text;
}

/** A JSON call: the body is sent as JSON, and the answer read as JSON. */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: { timeoutMs?: number } = {},
): Promise<T> {
  const text = await send(method, path, body, { ...options, accept: 'application/json' });
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A default data read: a 401 means "not signed in" and yields null (01 §8). */
export async function getJson<T>(path: string): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** A text read (a WebVTT file): as a default read, a 401 means "not signed in" and yields null. */
export async function getText(path: string, accept = 'text/plain'): Promise<string | null> {
  try {
    return await send('GET', path, undefined, { accept });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
