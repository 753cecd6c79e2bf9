import { applyDecorators, Get, Header } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from './session';

/** The media type of WebVTT captions, as a <track> expects them (W3C WebVTT §7). */
export const VTT_TYPE = 'text/vtt; charset=utf-8';

/**
 * A recording's captions for the player's <track> (same origin): premium like the audio they
 * describe, never kept by a shared cache. `notFound` says when there are none.
 */
export function CaptionsRoute(path: string, notFound: string) {
  return applyDecorators(
    Get(path),
    Authenticated({ premium: true }),
    Header('Cache-Control', 'private, no-cache'),
    ApiProduces('text/vtt'),
    ApiOkResponse({ description: 'WebVTT captions', schema: { type: 'string' } }),
    ApiNotFoundResponse({ description: notFound }),
  );
}

/** Sends found captions as WebVTT; the type is set only then, so an error keeps its JSON body's own. */
export async function sendCaptions(res: Response, found: Promise<string>): Promise<string> {
  const vtt = await found;
  res.setHeader('Content-Type', VTT_TYPE);
  return vtt;
}
