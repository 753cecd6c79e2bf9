import { Injectable } from '@nestjs/common';
import { CatalogueChanges } from '../../ports/catalogue-changes.port';
import { ContentBundleCache } from '../../ports/content-bundle.cache.port';

/** One process: dropping this process's bundle is the whole announcement. */
@Injectable()
export class InProcessCatalogueChanges extends CatalogueChanges {
  constructor(private readonly cache: ContentBundleCache) {
    super();
  }

  announce(): Promise<void> {
    this.cache.invalidate();
    return Promise.resolve();
  }
}
