import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import { GetContentBundle } from '../../application/get-content-bundle.use-case';

/** The caching headers of GET /api/content, whichever way it is answered. */
export const bundleHeaders = (etag: string) => ({
  ETag: etag,
  'Cache-Control': 'no-cache',
  Vary: 'Accept-Encoding',
});

/**
 * Every page load revalidates the catalogue bundle, and nearly always it has not changed. This
 * answers that 304 in front of Express and Nest (the pipeline costs about ten times the answer):
 * a GET or HEAD of exactly /api/content whose If-None-Match is the ETag of the bundle loaded now.
 * Anything else, including a bundle not loaded yet or just invalidated, goes on to the
 * controller, which answers the same request the same way.
 */
@Injectable()
export class ContentNotModifiedShortcut {
  constructor(private readonly bundle: GetContentBundle) {}

  /** True when it answered; `headers` are the ones every response carries (security headers). */
  answer(req: IncomingMessage, res: ServerResponse, headers: OutgoingHttpHeaders): boolean {
    if (req.url !== '/api/content' || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const candidate = req.headers['if-none-match'];
    const etag = candidate ? this.bundle.currentEtag() : null;
    if (!etag || candidate !== etag) return false;
    res.writeHead(304, { ...headers, ...bundleHeaders(etag) }).end();
    return true;
  }
}
