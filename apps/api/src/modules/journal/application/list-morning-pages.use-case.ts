import { Injectable } from '@nestjs/common';
import type { MorningPageView } from '@inhala/domain';
import { MorningPageRepository } from '../ports/morning-page.repository.port';

@Injectable()
export class ListMorningPages {
  constructor(private readonly pages: MorningPageRepository) {}

  execute(ownerId: string): Promise<MorningPageView[]> {
    return this.pages.listActive(ownerId);
  }
}
