import { Injectable } from '@nestjs/common';
import { ContentBundleCache } from '../ports/content-bundle.cache.port';

export interface ContentStats {
  meditations: number;
  challenges: number;
  oracleCards: number;
}

/** After the catalogue changed (seeding, admin edits): read it again, and say what it holds. */
@Injectable()
export class RefreshContentBundle {
  constructor(private readonly cache: ContentBundleCache) {}

  async execute(): Promise<ContentStats> {
    this.cache.invalidate();
    const { bundle } = await this.cache.get();
    return {
      meditations: bundle.meditations.length,
      challenges: bundle.challenges.length,
      oracleCards: bundle.oracleCards.length,
    };
  }
}
