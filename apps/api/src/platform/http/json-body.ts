import type { IncomingMessage } from 'node:http';
import { DomainError } from '@inhala/domain';
import { TOO_DEEP_TYPE } from './error-response';
import { sessionTokenOf } from './session';

/** Every JSON body but those of LARGE_JSON_ROUTES. */
export const JSON_BODY_LIMIT = '200kb';

/**
 * Routes that take a larger JSON body, each parsed with its own limit before the general parser
 * (which then leaves the parsed body alone): the catalogue sync takes a whole catalogue file, and
 * a recording's transcript with its captions (60,000 and 200,000 characters at most, up to three
 * bytes each) is more than 200 KB of JSON.
 */
export const LARGE_JSON_ROUTES: Readonly<Record<string, string>> = {
  '/api/admin/sync': '10mb',
  '/api/admin/meditations/:id/transcript': '1mb',
  '/api/admin/angel-mondays/:id/transcript': '1mb',
  '/api/admin/challenges/:id/days/:dayNumber/sections/:n/transcript': '1mb',
};

/**
 * In front of LARGE_JSON_ROUTES' parsers: they are all an admin's, so a call with a body and no
 * session header is refused (401) before its body is read, and nobody unsigned can make the
 * server parse megabytes. The session guard still checks the session itself after parsing.
 */
export function largeBodyNeedsSession(
  req: IncomingMessage,
  _res: unknown,
  next: (error?: unknown) => void,
): void {
  const readsBody = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
  if (readsBody && !sessionTokenOf(req)) next(new DomainError('SESSION_INVALID'));
  else next();
}

/** Our deepest request body nests three levels; 32 leaves room and stops stack-deep payloads. */
const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The deepest nesting of objects and arrays in a JSON text, without parsing it. */
export function jsonDepth(bytes: Buffer): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) deepest = Math.max(deepest, ++depth);
    else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
  }
  return deepest;
}

/**
 * body-parser's `verify` hook for JSON: keeps the raw bytes (the payment webhook checks its
 * signature on them) and refuses JSON nested deeper than MAX_JSON_DEPTH before it is parsed, so
 * validation and transformation never recurse through it. It replaces Nest's `rawBody` option,
 * which would take the `verify` hook for itself.
 */
export function verifyJsonBody(
  req: IncomingMessage & { rawBody?: Buffer },
  _res: unknown,
  body: Buffer,
): void {
  req.rawBody = body;
  if (jsonDepth(body) > MAX_JSON_DEPTH) {
    throw Object.assign(new Error('JSON nested too deeply'), { status: 400, type: TOO_DEEP_TYPE });
  }
}
