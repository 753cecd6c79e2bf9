import { Injectable } from '@nestjs/common';
import type { MeditationView } from '@inhala/domain';
import { Catalogue } from '../../../content';
import { RitualCatalogue } from '../../ports/ritual-catalogue.port';

/** The content context's catalogue, read from its cached bundle: choosing costs no query. */
@Injectable()
export class ContentRitualCatalogue extends RitualCatalogue {
  constructor(private readonly catalogue: Catalogue) {
    super();
  }

  meditations(): Promise<MeditationView[]> {
    return this.catalogue.meditations();
  }
}
