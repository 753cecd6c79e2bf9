import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { meditationMediaOf, publicBundle, type ContentBundle } from '@inhala/domain';
import { CatalogueReader } from '../../ports/catalogue.reader.port';
import { ContentBundleCache, type CachedBundle } from '../../ports/content-bundle.cache.port';

/** The bundle in this process's memory; a failed read is not kept, so the next request retries. */
@Injectable()
export class MemoryContentBundleCache extends ContentBundleCache {
  private cached: Promise<CachedBundle> | null = null;
  private current: CachedBundle | null = null;

  constructor(private readonly reader: CatalogueReader) {
    super();
  }

  get(): Promise<CachedBundle> {
    if (this.cached) return this.cached;
    const reading: Promise<CachedBundle> = this.reader.readBundle().then(
      (bundle) => {
        const read = serialise(bundle);
        // A read that an invalidate() overtook is answered, but never becomes the current one.
        if (this.cached === reading) this.current = read;
        return read;
      },
      (error: unknown) => {
        if (this.cached === reading) this.cached = null;
        throw error;
      },
    );
    this.cached = reading;
    return reading;
  }

  loaded(): CachedBundle | null {
    return this.current;
  }

  invalidate(): void {
    this.cached = null;
    this.current = null;
  }
}

function serialise(bundle: ContentBundle): CachedBundle {
  const body = JSON.stringify(publicBundle(bundle));
  const media = meditationMediaOf(bundle.meditations);
  return { bundle, body, etag: etagOf(body), media, mediaEtag: etagOf(JSON.stringify(media)) };
}

const etagOf = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
