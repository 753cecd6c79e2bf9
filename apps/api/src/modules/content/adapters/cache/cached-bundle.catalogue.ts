import { Injectable } from '@nestjs/common';
import type { ChallengeDayView, ChallengeView, MeditationView, OracleCardView } from '@inhala/domain';
import { Catalogue } from '../../ports/catalogue.port';
import { CatalogueReader } from '../../ports/catalogue.reader.port';
import { ContentBundleCache } from '../../ports/content-bundle.cache.port';

/** Answers from the cached bundle (no query); only cards no longer published are read again. */
@Injectable()
export class CachedBundleCatalogue extends Catalogue {
  constructor(
    private readonly cache: ContentBundleCache,
    private readonly reader: CatalogueReader,
  ) {
    super();
  }

  async meditations(): Promise<MeditationView[]> {
    return (await this.cache.get()).bundle.meditations;
  }

  async publishedOracleCards(): Promise<OracleCardView[]> {
    return (await this.cache.get()).bundle.oracleCards;
  }

  async oracleCards(ids: number[]): Promise<OracleCardView[]> {
    const published = new Map((await this.publishedOracleCards()).map((card) => [card.id, card]));
    const missing = ids.filter((id) => !published.has(id));
    const others = new Map(
      (missing.length > 0 ? await this.reader.oracleCards(missing) : []).map((card) => [card.id, card]),
    );
    return ids.map((id) => published.get(id) ?? others.get(id)).filter((c): c is OracleCardView => !!c);
  }

  async challenge(id: number): Promise<ChallengeView | null> {
    return (await this.cache.get()).bundle.challenges.find((c) => c.id === id) ?? null;
  }

  async challengeDays(challengeId: number): Promise<ChallengeDayView[]> {
    return (await this.cache.get()).bundle.challengeDetails
      .filter((d) => d.challengeId === challengeId)
      .sort((a, b) => a.dayNumber - b.dayNumber);
  }
}
