import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ContentBundle } from '@inhala/domain';
import { CatalogueReader } from '../../ports/catalogue.reader.port';
import { ContentBundleCache, type CachedBundle } from '../../ports/content-bundle.cache.port';

/** The bundle in this process's memory; a failed read is not kept, so the next request retries. */
@Injectable()
export class MemoryContentBundleCache extends ContentBundleCache {
  private cached: Promise<CachedBundle> | null = null;

  constructor(private readonly reader: CatalogueReader) {
    super();
  }

  get(): Promise<CachedBundle> {
    this.cached ??= this.reader.readBundle().then(serialise, (error: unknown) => {
      this.cached = null;
      throw error;
    });
    return this.cached;
  }

  invalidate(): void {
    this.cached = null;
  }
}

function serialise(bundle: ContentBundle): CachedBundle {
  const body = JSON.stringify(bundle);
  return { bundle, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}
