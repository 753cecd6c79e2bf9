import { Injectable } from '@nestjs/common';
import { MORNING_PAGES_PAGE, type MorningPageView } from '@inhala/domain';
import { MorningPageRepository } from '../ports/morning-page.repository.port';

/** GET /api/morning-pages: the newest pages a page at a time, or those older than `before`. */
@Injectable()
export class ListMorningPages {
  constructor(private readonly pages: MorningPageRepository) {}

  execute(ownerId: string, query: { before?: number; limit?: number } = {}): Promise<MorningPageView[]> {
    return this.pages.listActive(ownerId, {
      before: query.before ?? null,
      limit: query.limit ?? MORNING_PAGES_PAGE.size,
    });
  }
}
