import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The chat socket's origin as CSP names it: ws(s):// on PUBLIC_URL's host. CSP Level 3 has 'self'
 * match ws: and wss: on the page's own host, but not every browser in use does (older Safari), so
 * the socket's origin is named too; no other host may be reached by a socket.
 */
export function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * The security headers of every response (helmet), for the given remote origins and PUBLIC_URL.
 * They depend on configuration only, never on the request, so `fixed` holds them computed once
 * for the answers given in front of Express (see early-answers.ts); `middleware` sets them on
 * everything else.
 */
export function securityHeaders(
  remotes: string[],
  publicUrl: string,
): {
  middleware: RequestHandler;
  fixed: OutgoingHttpHeaders;
} {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // A federated remote loads from /remotes/* or from its configured origin (REMOTE_<NAME>_URL):
        // its scripts, and the stylesheet it builds for itself. No other origin is allowed.
        scriptSrc: ["'self'", ...remotes],
        connectSrc: ["'self'", socketOrigin(publicUrl), ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  return { middleware, fixed: recordHeaders(middleware) };
}

/** The headers a synchronous middleware sets, recorded on a stand-in response. */
function recordHeaders(middleware: RequestHandler): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    removeHeader: (name: string) => delete headers[name],
  };
  let passed = false;
  middleware(
    { headers: {} } as IncomingMessage as Parameters<RequestHandler>[0],
    res as unknown as ServerResponse as Parameters<RequestHandler>[1],
    () => (passed = true),
  );
  if (!passed) throw new Error('The security headers middleware did not finish synchronously');
  return headers;
}
