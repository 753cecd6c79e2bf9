import { Injectable } from '@nestjs/common';
import type { MorningPageView, UpdateMorningPageRequest } from '@inhala/domain';
import { MorningPageRepository, type MorningPageChanges } from '../ports/morning-page.repository.port';
import { checkedContent, checkedTitle, pageNotFound } from './morning-page-input';

/** Title, content and archived can change (02 §5); what is not sent stays as it is. */
@Injectable()
export class UpdateMorningPage {
  constructor(private readonly pages: MorningPageRepository) {}

  async execute(ownerId: string, id: number, input: UpdateMorningPageRequest): Promise<MorningPageView> {
    const changes: MorningPageChanges = {};
    if (input.content !== undefined) changes.content = checkedContent(input.content);
    if (input.title !== undefined) changes.title = checkedTitle(input.title);
    if (input.archived !== undefined) changes.archived = input.archived;
    const updated = await this.pages.update(ownerId, id, changes);
    if (!updated) throw pageNotFound();
    return updated;
  }
}
