import { Injectable } from '@nestjs/common';
import { CatalogueChanges } from '../ports/catalogue-changes.port';
import { ContentBundleCache } from '../ports/content-bundle.cache.port';

export interface ContentStats {
  meditations: number;
  challenges: number;
  oracleCards: number;
}

/**
 * After the catalogue changed (seeding, admin edits, 'Actualizar datos'): every API process is
 * told to drop its bundle, this one reads it again at once, and says what it holds. Running it
 * again changes nothing but the work.
 */
@Injectable()
export class RefreshContentBundle {
  constructor(
    private readonly changes: CatalogueChanges,
    private readonly cache: ContentBundleCache,
  ) {}

  async execute(): Promise<ContentStats> {
    await this.changes.announce();
    const { bundle } = await this.cache.get();
    return {
      meditations: bundle.meditations.length,
      challenges: bundle.challenges.length,
      oracleCards: bundle.oracleCards.length,
    };
  }
}
