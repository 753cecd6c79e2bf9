import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ContentBundle } from '@inhala/domain';
import { CatalogueReader } from '../ports/catalogue.reader.port';

export interface CachedBundle {
  body: string;
  etag: string;
}

/**
 * GET /api/content, serialised once and kept until the catalogue changes: every reader gets
 * the same bytes and the same ETag, so revisits answer 304.
 */
@Injectable()
export class ContentBundleService {
  private cached: Promise<CachedBundle> | null = null;

  constructor(private readonly reader: CatalogueReader) {}

  get(): Promise<CachedBundle> {
    this.cached ??= this.reader.readBundle().then(serialise, (error: unknown) => {
      this.cached = null; // a failed read is retried by the next request
      throw error;
    });
    return this.cached;
  }

  /** Called after any change to the catalogue (admin edits, seeding). */
  invalidate(): void {
    this.cached = null;
  }
}

function serialise(bundle: ContentBundle): CachedBundle {
  const body = JSON.stringify(bundle);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}
