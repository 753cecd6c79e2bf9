import { Injectable } from '@nestjs/common';
import type { ContentBundle, MeditationView } from '@inhala/domain';
import { ContentBundleService } from '../../../content/application/content-bundle.service';
import { RitualCatalogue } from '../../ports/ritual-catalogue.port';

/** Reads the cached content bundle: choosing a ritual's meditation costs no query. */
@Injectable()
export class ContentRitualCatalogue extends RitualCatalogue {
  constructor(private readonly content: ContentBundleService) {
    super();
  }

  async meditations(): Promise<MeditationView[]> {
    const { body } = await this.content.get();
    return (JSON.parse(body) as ContentBundle).meditations;
  }
}
