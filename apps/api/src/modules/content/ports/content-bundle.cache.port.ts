import type { ContentBundle, MeditationMediaView } from '@inhala/domain';

/**
 * The catalogue read once: parsed whole for the server's own use, serialised once for
 * GET /api/content without the premium media links, which subscribers read apart (`media`).
 */
export interface CachedBundle {
  bundle: ContentBundle;
  body: string;
  etag: string;
  media: MeditationMediaView[];
  /** Its own version: a changed link alone leaves the public body (and its ETag) as it was. */
  mediaEtag: string;
}

/**
 * The catalogue as last read, kept until it changes: every reader gets the same bytes and the
 * same ETag, so revisits answer 304, and other contexts read it without a query.
 */
export abstract class ContentBundleCache {
  abstract get(): Promise<CachedBundle>;
  /** The bundle if it is already loaded, without reading it: null until a read completes. */
  abstract loaded(): CachedBundle | null;
  /** After any change to the catalogue: the next read loads it again. */
  abstract invalidate(): void;
}
