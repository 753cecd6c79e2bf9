import { Injectable } from '@nestjs/common';
import type { CreateMorningPageRequest, MorningPageView } from '@inhala/domain';
import { MorningPageRepository } from '../ports/morning-page.repository.port';
import { checkedContent, checkedTitle } from './morning-page-input';

@Injectable()
export class CreateMorningPage {
  constructor(private readonly pages: MorningPageRepository) {}

  execute(ownerId: string, input: CreateMorningPageRequest): Promise<MorningPageView> {
    return this.pages.create(ownerId, {
      content: checkedContent(input.content),
      title: checkedTitle(input.title),
      clientId: input.clientId ?? null,
    });
  }
}
