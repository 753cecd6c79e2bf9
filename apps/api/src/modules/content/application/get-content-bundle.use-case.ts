import { Injectable } from '@nestjs/common';
import { ContentBundleCache, type CachedBundle } from '../ports/content-bundle.cache.port';

/** GET /api/content: the catalogue bundle, the same bytes and ETag until it changes. */
@Injectable()
export class GetContentBundle {
  constructor(private readonly cache: ContentBundleCache) {}

  execute(): Promise<Pick<CachedBundle, 'body' | 'etag'>> {
    return this.cache.get();
  }

  /** The ETag of the bundle as loaded now, without reading it (null before the first read). */
  currentEtag(): string | null {
    return this.cache.loaded()?.etag ?? null;
  }
}
