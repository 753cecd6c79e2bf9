import { Injectable } from '@nestjs/common';
import type { MeditationView } from '@inhala/domain';
import { VisibleAngelMondays } from '../../../angel-mondays';
import { Catalogue } from '../../../content';
import { ListeningSources, type ListenedAngelMonday } from '../../ports/listening-sources.port';

/** The content context's cached catalogue, and the Angel Mondays that context shows people. */
@Injectable()
export class CatalogueAndAngelMondaysListeningSources extends ListeningSources {
  constructor(
    private readonly content: Catalogue,
    private readonly visibleAngelMondays: VisibleAngelMondays,
  ) {
    super();
  }

  meditations(): Promise<MeditationView[]> {
    return this.content.meditations();
  }

  angelMondays(ids: readonly number[]): Promise<ListenedAngelMonday[]> {
    return this.visibleAngelMondays.titles(ids);
  }
}
