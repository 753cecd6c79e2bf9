import { Injectable } from '@nestjs/common';
import type { AngelMondayView, MeditationView } from '@inhala/domain';
import { ListAngelMondays } from '../../../angel-mondays';
import { Catalogue } from '../../../content';
import { ListeningSources } from '../../ports/listening-sources.port';

/** The content context's cached catalogue, and the Angel Mondays that context shows people. */
@Injectable()
export class CatalogueAndAngelMondaysListeningSources extends ListeningSources {
  constructor(
    private readonly content: Catalogue,
    private readonly listAngelMondays: ListAngelMondays,
  ) {
    super();
  }

  meditations(): Promise<MeditationView[]> {
    return this.content.meditations();
  }

  /** As a visitor sees them: titles and dates, no message or audio (not needed here). */
  angelMondays(): Promise<AngelMondayView[]> {
    return this.listAngelMondays.execute(null);
  }
}
