import { Injectable } from '@nestjs/common';
import { ContentBundleCache, type CachedBundle } from '../ports/content-bundle.cache.port';

/** GET /api/meditations/media: the premium links, from the bundle already in memory (no query). */
@Injectable()
export class ListMeditationMedia {
  constructor(private readonly cache: ContentBundleCache) {}

  async execute(): Promise<Pick<CachedBundle, 'media' | 'mediaEtag'>> {
    const { media, mediaEtag } = await this.cache.get();
    return { media, mediaEtag };
  }
}
